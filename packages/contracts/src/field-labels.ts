import type { LocalText } from './error-texts.js';
import type { SiteLanguage } from './locale.js';

const l = (en: string, zhCN: string, zhTW: string, ko: string): LocalText => ({
  'en-AU': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ko-KR': ko,
});

/**
 * What a shopper calls each request field of the shop API (params, query, body and the headers
 * a schema checks), by the field's name; a dotted key names a field inside another
 * (`priceNum.max`) where the name alone would say too little. The API's validation message
 * starts with this label, never with the field's path.
 */
export const FIELD_LABELS: Readonly<Record<string, LocalText>> = {
  access_token: l('Session', '登录状态', '登入狀態', '로그인 정보'),
  activityEmail: l('Offers by email', '邮件优惠通知', '電子郵件優惠通知', '이메일 혜택 알림'),
  activityMsg: l('Offers by SMS', '短信优惠通知', '簡訊優惠通知', '문자 혜택 알림'),
  adult: l('Adults', '成人', '成人', '성인'),
  adultNum: l('Adults', '成人人数', '成人人數', '성인 수'),
  amount: l('Amount', '金额', '金額', '금액'),
  appellation: l('Title', '称谓', '稱謂', '호칭'),
  approve: l('Approval', '审批', '審核', '승인'),
  businessNumber: l('Shop', '店铺', '商店', '상점'),
  cartItemIds: l('Cart items', '购物车商品', '購物車商品', '장바구니 상품'),
  category: l('Category', '类别', '類別', '분류'),
  categoryId: l('Category', '类别', '類別', '분류'),
  check: l('Confirmation', '确认', '確認', '확인'),
  checkCode: l('Verification code', '验证码', '驗證碼', '인증번호'),
  child: l('Children', '儿童', '兒童', '아동'),
  childAges: l('Children’s ages', '儿童年龄', '兒童年齡', '아동 나이'),
  childNum: l('Children', '儿童人数', '兒童人數', '아동 수'),
  cityId: l('City', '城市', '城市', '도시'),
  code: l('Code', '编号', '編號', '코드'),
  contact: l('Contact', '联系人', '聯絡人', '연락처'),
  country: l('Country code', '国家/地区区号', '國家/地區區號', '국가 번호'),
  countryId: l('Country or region', '国家/地区', '國家/地區', '국가/지역'),
  couponId: l('Coupon', '优惠券', '優惠券', '쿠폰'),
  currency: l('Currency', '币种', '幣別', '통화'),
  date: l('Date', '日期', '日期', '날짜'),
  datebirth: l('Date of birth', '出生日期', '出生日期', '생년월일'),
  email: l('Email', '邮箱', '電子郵件', '이메일'),
  expectedTotal: l('Total', '总价', '總價', '총액'),
  filterTitle: l('Filter', '筛选', '篩選', '필터'),
  firstName: l('First name', '名', '名', '이름'),
  fm: l('Image format', '图片格式', '圖片格式', '이미지 형식'),
  gcode: l('Package', '套餐', '方案', '패키지'),
  h: l('Image height', '图片高度', '圖片高度', '이미지 높이'),
  hotTopicId: l('Hot topic', '热门话题', '熱門話題', '인기 주제'),
  hotelId: l('Hotel', '酒店', '飯店', '호텔'),
  id: l('Item', '项目', '項目', '항목'),
  idExpiry: l('Document expiry date', '证件有效期', '證件有效期限', '신분증 만료일'),
  idNumber: l('Document number', '证件号码', '證件號碼', '신분증 번호'),
  idType: l('Document type', '证件类型', '證件類型', '신분증 종류'),
  ids: l('Items', '项目', '項目', '항목'),
  inviteCode: l('Invite code', '邀请码', '邀請碼', '초대 코드'),
  ip: l('Network address', '网络地址', '網路位址', '네트워크 주소'),
  isSelf: l('Myself', '本人', '本人', '본인'),
  item: l('Booking', '预订项目', '預訂項目', '예약 항목'),
  itemId: l('Booking', '预订项目', '預訂項目', '예약 항목'),
  keyword: l('Search words', '搜索关键词', '搜尋關鍵字', '검색어'),
  keywords: l('Search words', '搜索关键词', '搜尋關鍵字', '검색어'),
  kind: l('Type', '类型', '類型', '유형'),
  language: l('Language', '语言', '語言', '언어'),
  lastName: l('Last name', '姓氏', '姓氏', '성'),
  locationId: l('Destination', '目的地', '目的地', '여행지'),
  max: l('Maximum', '最大值', '最大值', '최댓값'),
  maxPrice: l('Maximum price', '最高价', '最高價', '최고 가격'),
  merchantTradeNumber: l('Payment', '支付', '付款', '결제'),
  min: l('Minimum', '最小值', '最小值', '최솟값'),
  minPrice: l('Minimum price', '最低价', '最低價', '최저 가격'),
  month: l('Month', '月份', '月份', '월'),
  nLocationIds: l('Destinations', '目的地', '目的地', '여행지'),
  nationality: l('Nationality', '国籍', '國籍', '국적'),
  negotiateVersion: l('Connection version', '连接版本', '連線版本', '연결 버전'),
  nickName: l('Nickname', '昵称', '暱稱', '닉네임'),
  ocode: l('Order number', '订单号', '訂單編號', '주문 번호'),
  oldPassword: l('Current password', '当前密码', '目前密碼', '현재 비밀번호'),
  orderEmail: l('Order updates by email', '订单邮件通知', '訂單電子郵件通知', '주문 이메일 알림'),
  orderId: l('Order', '订单', '訂單', '주문'),
  orderMsg: l('Order updates by SMS', '订单短信通知', '訂單簡訊通知', '주문 문자 알림'),
  pageIndex: l('Page', '页码', '頁碼', '페이지'),
  pageSize: l('Page size', '每页条数', '每頁筆數', '페이지당 개수'),
  passengerId: l('Saved traveller', '常用出行人', '常用旅客', '저장된 여행자'),
  password: l('Password', '密码', '密碼', '비밀번호'),
  password_two: l('Confirm password', '确认密码', '確認密碼', '비밀번호 확인'),
  payid: l('Supplementary payment', '补款', '補款', '추가 결제'),
  phone: l('Mobile number', '手机号码', '手機號碼', '휴대폰 번호'),
  photos: l('Photos', '照片', '照片', '사진'),
  placedFrom: l('Ordered from', '下单起始日期', '下單起始日期', '주문 시작일'),
  placedTo: l('Ordered until', '下单截止日期', '下單截止日期', '주문 종료일'),
  points: l('Points', '积分', '積分', '포인트'),
  'priceNum.max': l('Maximum price', '最高价', '最高價', '최고 가격'),
  'priceNum.min': l('Minimum price', '最低价', '最低價', '최저 가격'),
  priceNum: l('Price', '价格', '價格', '가격'),
  productCode: l('Product', '产品', '產品', '상품'),
  productId: l('Product', '产品', '產品', '상품'),
  provider: l('Payment method', '支付方式', '付款方式', '결제 수단'),
  quantities: l('Travellers', '出行人数', '旅客人數', '인원'),
  quantity: l('Quantity', '数量', '數量', '수량'),
  ratePlanId: l('Rate', '价格方案', '價格方案', '요금'),
  reason: l('Reason', '原因', '原因', '사유'),
  remark: l('Remarks', '备注', '備註', '요청 사항'),
  requestKey: l('Order request', '订单请求', '訂單請求', '주문 요청'),
  residency: l('Country of residence', '居住国家/地区', '居住國家/地區', '거주 국가'),
  roomTypeId: l('Room type', '房型', '房型', '객실 유형'),
  rooms: l('Rooms', '房间', '房間', '객실'),
  rtype: l('Client type', '客户端类型', '用戶端類型', '클라이언트 유형'),
  save: l('Save traveller', '保存出行人', '儲存旅客', '여행자 저장'),
  screenData: l('Filters', '筛选条件', '篩選條件', '필터'),
  searchValue: l('Search words', '搜索关键词', '搜尋關鍵字', '검색어'),
  seckillId: l('Flash sale', '秒杀活动', '限時搶購', '타임세일'),
  senior: l('Seniors', '长者', '長者', '경로'),
  sort: l('Sort order', '排序', '排序', '정렬'),
  stars: l('Star rating', '星级', '星級', '등급'),
  stateId: l('State or province', '州/省', '州/省', '주/도'),
  status: l('Status', '状态', '狀態', '상태'),
  statuses: l('Statuses', '状态', '狀態', '상태'),
  subcategoryId: l('Subcategory', '子类别', '子類別', '하위 분류'),
  subscribe: l('Newsletter', '订阅', '訂閱', '뉴스레터'),
  tagIds: l('Tags', '标签', '標籤', '태그'),
  text: l('Description', '描述', '描述', '내용'),
  timezone: l('Time zone', '时区', '時區', '시간대'),
  to: l('Address', '地址', '地址', '주소'),
  token: l('Session', '登录状态', '登入狀態', '로그인 정보'),
  travellers: l('Travellers', '出行人', '旅客', '여행자'),
  type: l('Type', '类型', '類型', '유형'),
  typeVariant: l('Type', '类型', '類型', '유형'),
  types: l('Types', '类型', '類型', '유형'),
  unit: l('Units', '单位', '單位', '수량'),
  userName: l('Email or mobile number', '邮箱或手机号码', '電子郵件或手機號碼', '이메일 또는 휴대폰 번호'),
  w: l('Image width', '图片宽度', '圖片寬度', '이미지 너비'),
};

/** A field the table does not know still gets a human name, never its path. */
export const UNKNOWN_FIELD_LABEL: LocalText = l('This field', '此项', '此項', '이 항목');

/** The label of the field at a dotted path (`travellers.1.lastName` → "Traveller 2 · Last name"). */
export function fieldLabel(path: string, language: SiteLanguage): string {
  const segments = path.split('.').filter((s) => s !== '');
  const names = segments.filter((s) => !/^\d+$/.test(s));
  let label: string | undefined;
  for (let start = Math.max(0, names.length - 2); start < names.length && !label; start++) {
    label = FIELD_LABELS[names.slice(start).join('.')]?.[language];
  }
  if (!label) return UNKNOWN_FIELD_LABEL[language];
  // The entry of a list the shopper fills in several times (travellers, rooms) says which one.
  const index = segments.findIndex((s) => /^\d+$/.test(s));
  const list = index > 0 ? segments[index - 1] : undefined;
  const listLabel = list === undefined ? undefined : FIELD_LABELS[list]?.[language];
  if (listLabel && index < segments.length - 1) return `${listLabel} ${Number(segments[index]) + 1} · ${label}`;
  return label;
}
