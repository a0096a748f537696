import type { LocalText } from './error-texts.js';
import type { MessageCatalogue } from './server-messages.js';

/**
 * The English messages of the request schemas in this package (zod `message`s that are not
 * `form.*` keys), keyed like the other server messages — see `localizeServerMessage`.
 */
export const RULE_MESSAGES: MessageCatalogue = {
  'Choose at least one traveller or unit': {
    'zh-CN': '请至少选择一位出行人或一个单位',
    'zh-TW': '請至少選擇一位旅客或一個單位',
    'ko-KR': '여행자 또는 수량을 하나 이상 선택해 주세요',
  },
  'Send quantities, date or both': {
    'zh-CN': '请修改人数或日期',
    'zh-TW': '請修改人數或日期',
    'ko-KR': '인원 또는 날짜를 변경해 주세요',
  },
  'Dates are YYYY-MM-DD': {
    'zh-CN': '日期格式须为 YYYY-MM-DD',
    'zh-TW': '日期格式須為 YYYY-MM-DD',
    'ko-KR': '날짜는 YYYY-MM-DD 형식이어야 합니다',
  },
  'Not a calendar date': {
    'zh-CN': '不是有效的日期',
    'zh-TW': '不是有效的日期',
    'ko-KR': '올바른 날짜가 아닙니다',
  },
  'Describe the problem in at least {min} characters': {
    'zh-CN': '请至少用 {min} 个字描述问题',
    'zh-TW': '請至少用 {min} 個字描述問題',
    'ko-KR': '문제를 {min}자 이상으로 설명해 주세요',
  },
  'At most {max} characters': {
    'zh-CN': '最多 {max} 个字符',
    'zh-TW': '最多 {max} 個字元',
    'ko-KR': '최대 {max}자까지 입력할 수 있습니다',
  },
  'Each room needs at least 1 adult': {
    'zh-CN': '每间房至少需要 1 位成人',
    'zh-TW': '每間房至少需要 1 位成人',
    'ko-KR': '객실마다 성인이 1명 이상 있어야 합니다',
  },
  'At most {max} adults per room': {
    'zh-CN': '每间房最多 {max} 位成人',
    'zh-TW': '每間房最多 {max} 位成人',
    'ko-KR': '객실당 성인은 최대 {max}명입니다',
  },
  'At most {max} children per room': {
    'zh-CN': '每间房最多 {max} 位儿童',
    'zh-TW': '每間房最多 {max} 位兒童',
    'ko-KR': '객실당 아동은 최대 {max}명입니다',
  },
  'Child ages are 0 to {max}': {
    'zh-CN': '儿童年龄须为 0 至 {max} 岁',
    'zh-TW': '兒童年齡須為 0 至 {max} 歲',
    'ko-KR': '아동 나이는 0세부터 {max}세까지입니다',
  },
  'Give one age per child: {children} children, {ages} ages': {
    'zh-CN': '请为每位儿童填写年龄：{children} 位儿童，已填 {ages} 个年龄',
    'zh-TW': '請為每位兒童填寫年齡：{children} 位兒童，已填 {ages} 個年齡',
    'ko-KR': '아동마다 나이를 입력해 주세요: 아동 {children}명, 입력한 나이 {ages}개',
  },
  'Book 1 to {max} rooms': {
    'zh-CN': '可预订 1 至 {max} 间房',
    'zh-TW': '可預訂 1 至 {max} 間房',
    'ko-KR': '객실은 1개부터 {max}개까지 예약할 수 있습니다',
  },
  'min must not be above max': {
    'zh-CN': '最小值不能大于最大值',
    'zh-TW': '最小值不能大於最大值',
    'ko-KR': '최솟값은 최댓값보다 클 수 없습니다',
  },
  'country must be a dialling code such as 61': {
    'zh-CN': '请选择国家/地区区号，如 61',
    'zh-TW': '請選擇國家/地區區號，如 61',
    'ko-KR': '국가 번호(예: 61)를 선택해 주세요',
  },
  'type must be 1 (log in) or 2 (reset the password)': {
    'zh-CN': '验证码用途须为 1（登录）或 2（重置密码）',
    'zh-TW': '驗證碼用途須為 1（登入）或 2（重設密碼）',
    'ko-KR': '인증번호 용도는 1(로그인) 또는 2(비밀번호 재설정)여야 합니다',
  },
  'The verification code is {digits} digits': {
    'zh-CN': '验证码为 {digits} 位数字',
    'zh-TW': '驗證碼為 {digits} 位數字',
    'ko-KR': '인증번호는 {digits}자리 숫자입니다',
  },
  'Must be a nation id from the nationality list': {
    'zh-CN': '请从国籍列表中选择',
    'zh-TW': '請從國籍列表中選擇',
    'ko-KR': '국적 목록에서 선택해 주세요',
  },
  'An order code is 20 letters and digits': {
    'zh-CN': '订单号为 20 位字母和数字',
    'zh-TW': '訂單編號為 20 位字母和數字',
    'ko-KR': '주문 번호는 영문과 숫자 20자리입니다',
  },
  'country (dialling code) is required with a phone': {
    'zh-CN': '填写手机号时须选择国家/地区区号',
    'zh-TW': '填寫手機號碼時須選擇國家/地區區號',
    'ko-KR': '전화번호를 입력할 때는 국가 번호를 선택해야 합니다',
  },
  'Send either item or cartItemIds': {
    'zh-CN': '请选择要预订的产品或购物车商品（二选一）',
    'zh-TW': '請選擇要預訂的產品或購物車商品（二擇一）',
    'ko-KR': '예약할 상품 또는 장바구니 상품 중 하나만 선택해 주세요',
  },
  'Add at least one traveller': {
    'zh-CN': '请至少添加一位出行人',
    'zh-TW': '請至少新增一位旅客',
    'ko-KR': '여행자를 한 명 이상 추가해 주세요',
  },
  'Type at least one character': {
    'zh-CN': '请至少输入一个字',
    'zh-TW': '請至少輸入一個字',
    'ko-KR': '한 글자 이상 입력해 주세요',
  },
  'Name at least one type: 1 products, 2 destinations, 3 hotels': {
    'zh-CN': '请至少选择一种类型：1 产品、2 目的地、3 酒店',
    'zh-TW': '請至少選擇一種類型：1 產品、2 目的地、3 飯店',
    'ko-KR': '유형을 하나 이상 선택해 주세요: 1 상품, 2 여행지, 3 호텔',
  },
  'At most {max} records per upload': {
    'zh-CN': '每次最多上传 {max} 条记录',
    'zh-TW': '每次最多上傳 {max} 筆紀錄',
    'ko-KR': '한 번에 최대 {max}건까지 올릴 수 있습니다',
  },
  'must not contain control characters': {
    'zh-CN': '不能包含控制字符',
    'zh-TW': '不能包含控制字元',
    'ko-KR': '제어 문자를 포함할 수 없습니다',
  },
  'A product code is P followed by 8 letters or digits': {
    'zh-CN': '产品编号为 P 加 8 位字母或数字',
    'zh-TW': '產品編號為 P 加 8 位字母或數字',
    'ko-KR': '상품 코드는 P와 영문 또는 숫자 8자리입니다',
  },
  'A package code is G followed by 8 letters or digits': {
    'zh-CN': '套餐编号为 G 加 8 位字母或数字',
    'zh-TW': '方案編號為 G 加 8 位字母或數字',
    'ko-KR': '패키지 코드는 G와 영문 또는 숫자 8자리입니다',
  },
  'type must be 1 (trip product) or 2 (hotel)': {
    'zh-CN': '类型须为 1（旅游产品）或 2（酒店）',
    'zh-TW': '類型須為 1（旅遊產品）或 2（飯店）',
    'ko-KR': '유형은 1(여행 상품) 또는 2(호텔)여야 합니다',
  },
  'month is YYYY-MM': {
    'zh-CN': '月份格式须为 YYYY-MM',
    'zh-TW': '月份格式須為 YYYY-MM',
    'ko-KR': '월은 YYYY-MM 형식이어야 합니다',
  },
  'userName (email or phone) is required': {
    'zh-CN': '请填写邮箱或手机号码',
    'zh-TW': '請填寫電子郵件或手機號碼',
    'ko-KR': '이메일 또는 휴대폰 번호를 입력해 주세요',
  },
  'password is required': {
    'zh-CN': '请填写密码',
    'zh-TW': '請填寫密碼',
    'ko-KR': '비밀번호를 입력해 주세요',
  },
  'oldPassword is required': {
    'zh-CN': '请填写当前密码',
    'zh-TW': '請填寫目前密碼',
    'ko-KR': '현재 비밀번호를 입력해 주세요',
  },
  'appellation must be 1 (Mr) or 2 (Ms)': {
    'zh-CN': '请选择称谓：先生或女士',
    'zh-TW': '請選擇稱謂：先生或女士',
    'ko-KR': '호칭을 선택해 주세요: Mr 또는 Ms',
  },
  'businessNumber must be 1 to 20 digits': {
    'zh-CN': '店铺编号须为 1 至 20 位数字',
    'zh-TW': '商店編號須為 1 至 20 位數字',
    'ko-KR': '상점 번호는 숫자 1~20자리여야 합니다',
  },
  'idType must be 1 (passport), 2 (national id card) or 3 (other)': {
    'zh-CN': '请选择证件类型：护照、身份证或其他',
    'zh-TW': '請選擇證件類型：護照、身分證或其他',
    'ko-KR': '신분증 종류를 선택해 주세요: 여권, 신분증, 기타',
  },
  'idNumber must be 5 to 20 letters and digits': {
    'zh-CN': '证件号码须为 5 至 20 位字母和数字',
    'zh-TW': '證件號碼須為 5 至 20 位字母和數字',
    'ko-KR': '신분증 번호는 영문과 숫자 5~20자리여야 합니다',
  },
  'idExpiry must be a YYYY-MM-DD date after today': {
    'zh-CN': '证件有效期须为今天之后的日期（YYYY-MM-DD）',
    'zh-TW': '證件有效期限須為今天之後的日期（YYYY-MM-DD）',
    'ko-KR': '신분증 만료일은 오늘 이후의 날짜(YYYY-MM-DD)여야 합니다',
  },
  'requestKey must be 22 to 64 characters of A-Z, a-z, 0-9, _ and -': {
    'zh-CN': '订单请求标识无效，请刷新页面后重试',
    'zh-TW': '訂單請求識別碼無效，請重新整理頁面後再試',
    'ko-KR': '주문 요청 식별자가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요',
  },
  // The back office's forms (issue 13).
  'state must be one of {states}': {
    'zh-CN': '状态须为以下之一：{states}',
    'zh-TW': '狀態須為以下之一：{states}',
    'ko-KR': '상태는 다음 중 하나여야 합니다: {states}',
  },
  'Give a reason': { 'zh-CN': '请填写原因', 'zh-TW': '請填寫原因', 'ko-KR': '사유를 입력해 주세요' },
  'Give the customer a reason for the refusal': {
    'zh-CN': '请向客户说明拒绝的原因',
    'zh-TW': '請向客戶說明拒絕的原因',
    'ko-KR': '고객에게 거절 사유를 알려 주세요',
  },
  'A refusal gives nothing back; leave amount out': {
    'zh-CN': '拒绝退款不退还任何金额，请勿填写金额',
    'zh-TW': '拒絕退款不退還任何金額，請勿填寫金額',
    'ko-KR': '환불 거절 시에는 금액을 돌려주지 않으므로 금액을 비워 두세요',
  },
  'Send the logo as multipart/form-data': {
    'zh-CN': '标志须以 multipart/form-data 格式上传',
    'zh-TW': '標誌須以 multipart/form-data 格式上傳',
    'ko-KR': '로고는 multipart/form-data 형식으로 보내야 합니다',
  },
  'The form takes one file, named "logo"': {
    'zh-CN': '表单只接受一个名为“logo”的文件',
    'zh-TW': '表單只接受一個名為「logo」的檔案',
    'ko-KR': '양식에는 "logo"라는 이름의 파일 하나만 보낼 수 있습니다',
  },
  'The logo is larger than {max} MB': {
    'zh-CN': '标志图片超过 {max} MB',
    'zh-TW': '標誌圖片超過 {max} MB',
    'ko-KR': '로고 이미지가 {max}MB보다 큽니다',
  },
  'Choose an image file for the logo': {
    'zh-CN': '请选择标志图片文件',
    'zh-TW': '請選擇標誌圖片檔案',
    'ko-KR': '로고 이미지 파일을 선택해 주세요',
  },
  'The logo must be a JPEG, PNG or WebP image': {
    'zh-CN': '标志须为 JPEG、PNG 或 WebP 图片',
    'zh-TW': '標誌須為 JPEG、PNG 或 WebP 圖片',
    'ko-KR': '로고는 JPEG, PNG, WebP 이미지여야 합니다',
  },
  'The logo image could not be read; it may be damaged': {
    'zh-CN': '无法读取标志图片，文件可能已损坏',
    'zh-TW': '無法讀取標誌圖片，檔案可能已損毀',
    'ko-KR': '로고 이미지를 읽을 수 없습니다. 파일이 손상되었을 수 있습니다',
  },
  'The default language {language} must be one of the languages offered ({languages})': {
    'zh-CN': '默认语言 {language} 须为所提供的语言之一（{languages}）',
    'zh-TW': '預設語言 {language} 須為所提供的語言之一（{languages}）',
    'ko-KR': '기본 언어 {language}은(는) 제공 언어({languages}) 중 하나여야 합니다',
  },
  'The default currency {currency} must be one of the currencies offered ({currencies})': {
    'zh-CN': '默认币种 {currency} 须为所提供的币种之一（{currencies}）',
    'zh-TW': '預設幣別 {currency} 須為所提供的幣別之一（{currencies}）',
    'ko-KR': '기본 통화 {currency}은(는) 제공 통화({currencies}) 중 하나여야 합니다',
  },
  'No category has the id {ids}': {
    'zh-CN': '没有编号为 {ids} 的类别',
    'zh-TW': '沒有編號為 {ids} 的類別',
    'ko-KR': '번호가 {ids}인 분류가 없습니다',
  },
  '{domain} is listed twice': {
    'zh-CN': '{domain} 重复填写',
    'zh-TW': '{domain} 重複填寫',
    'ko-KR': '{domain}이(가) 두 번 입력되었습니다',
  },
  'At most {max} domains': {
    'zh-CN': '最多 {max} 个域名',
    'zh-TW': '最多 {max} 個網域',
    'ko-KR': '도메인은 최대 {max}개입니다',
  },
  '{domains} already belongs to another merchant; remove it there first': {
    'zh-CN': '{domains} 已属于其他商家，请先在那里删除',
    'zh-TW': '{domains} 已屬於其他商家，請先在那裡刪除',
    'ko-KR': '{domains}은(는) 이미 다른 상점의 도메인입니다. 먼저 그곳에서 삭제해 주세요',
  },
  'A domain already belongs to another merchant; remove it there first': {
    'zh-CN': '某个域名已属于其他商家，请先在那里删除',
    'zh-TW': '某個網域已屬於其他商家，請先在那裡刪除',
    'ko-KR': '도메인이 이미 다른 상점에 속해 있습니다. 먼저 그곳에서 삭제해 주세요',
  },
  'A colour is #rrggbb': {
    'zh-CN': '颜色格式须为 #rrggbb',
    'zh-TW': '顏色格式須為 #rrggbb',
    'ko-KR': '색상은 #rrggbb 형식이어야 합니다',
  },
  'The link must be an http:// or https:// address': {
    'zh-CN': '链接须以 http:// 或 https:// 开头',
    'zh-TW': '連結須以 http:// 或 https:// 開頭',
    'ko-KR': '링크는 http:// 또는 https:// 주소여야 합니다',
  },
  'A domain is a hostname such as shop.example.com: no scheme, port or path': {
    'zh-CN': '域名须为主机名，如 shop.example.com，不含协议、端口或路径',
    'zh-TW': '網域須為主機名稱，如 shop.example.com，不含協定、連接埠或路徑',
    'ko-KR': '도메인은 shop.example.com 같은 호스트 이름이어야 합니다(스킴, 포트, 경로 제외)',
  },
};

/**
 * Texts for zod's own refusals (a schema without a message of its own), by issue kind; `{min}`,
 * `{max}` and `{values}` come from the issue. zod's English texts are for developers.
 */
export const SCHEMA_ISSUE_TEXTS = {
  required: {
    'en-AU': 'required',
    'zh-CN': '必填',
    'zh-TW': '必填',
    'ko-KR': '필수 항목입니다',
  },
  invalidType: {
    'en-AU': 'not a valid value',
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    'ko-KR': '올바른 값이 아닙니다',
  },
  tooShort: {
    'en-AU': 'at least {min} characters',
    'zh-CN': '至少 {min} 个字符',
    'zh-TW': '至少 {min} 個字元',
    'ko-KR': '{min}자 이상 입력해 주세요',
  },
  tooLong: {
    'en-AU': 'at most {max} characters',
    'zh-CN': '最多 {max} 个字符',
    'zh-TW': '最多 {max} 個字元',
    'ko-KR': '최대 {max}자까지 입력할 수 있습니다',
  },
  tooFewItems: {
    'en-AU': 'choose at least {min}',
    'zh-CN': '至少选择 {min} 项',
    'zh-TW': '至少選擇 {min} 項',
    'ko-KR': '{min}개 이상 선택해 주세요',
  },
  tooManyItems: {
    'en-AU': 'at most {max}',
    'zh-CN': '最多 {max} 项',
    'zh-TW': '最多 {max} 項',
    'ko-KR': '최대 {max}개까지 가능합니다',
  },
  tooSmall: {
    'en-AU': 'at least {min}',
    'zh-CN': '不能小于 {min}',
    'zh-TW': '不能小於 {min}',
    'ko-KR': '{min} 이상이어야 합니다',
  },
  tooBig: {
    'en-AU': 'at most {max}',
    'zh-CN': '不能大于 {max}',
    'zh-TW': '不能大於 {max}',
    'ko-KR': '{max} 이하여야 합니다',
  },
  format: {
    'en-AU': 'the format is not valid',
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    'ko-KR': '형식이 올바르지 않습니다',
  },
  oneOf: {
    'en-AU': 'choose one of {values}',
    'zh-CN': '请选择 {values} 之一',
    'zh-TW': '請選擇 {values} 之一',
    'ko-KR': '{values} 중 하나를 선택해 주세요',
  },
  unknownFields: {
    'en-AU': 'unexpected fields {keys}',
    'zh-CN': '含有无法识别的字段 {keys}',
    'zh-TW': '含有無法識別的欄位 {keys}',
    'ko-KR': '알 수 없는 항목 {keys}이(가) 있습니다',
  },
  invalid: {
    'en-AU': 'not valid',
    'zh-CN': '填写有误',
    'zh-TW': '填寫有誤',
    'ko-KR': '올바르지 않습니다',
  },
} as const satisfies Record<string, LocalText>;

/**
 * Fastify's own refusals before any schema runs: malformed JSON, a body of the wrong type or size.
 */
export const TRANSPORT_TEXTS = {
  malformedBody: {
    'en-AU': 'The request could not be read; reload the page and try again',
    'zh-CN': '无法读取请求内容，请刷新页面后重试',
    'zh-TW': '無法讀取請求內容，請重新整理頁面後再試',
    'ko-KR': '요청 내용을 읽을 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요',
  },
  unsupportedType: {
    'en-AU': 'The request is sent in a format the server does not accept',
    'zh-CN': '请求格式不受支持',
    'zh-TW': '請求格式不受支援',
    'ko-KR': '서버가 받을 수 없는 형식의 요청입니다',
  },
  tooLarge: {
    'en-AU': 'The request is too large; send smaller files or less text',
    'zh-CN': '请求内容过大，请减小文件或文字',
    'zh-TW': '請求內容過大，請縮小檔案或文字',
    'ko-KR': '요청 내용이 너무 큽니다. 파일이나 글자 수를 줄여 주세요',
  },
} as const satisfies Record<string, LocalText>;

/** "Label: problem" in each language's punctuation. */
export const FIELD_MESSAGE_FORMAT: LocalText = {
  'en-AU': '{label}: {text}',
  'zh-CN': '{label}：{text}',
  'zh-TW': '{label}：{text}',
  'ko-KR': '{label}: {text}',
};
