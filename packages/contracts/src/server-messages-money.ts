import type { MessageCatalogue } from './server-messages.js';

/** Server messages of the back office's money settings (issue 14): coupons, points, exchange rates. */
export const MONEY_MESSAGES: MessageCatalogue = {
  'A rate converts between two currencies': {
    'zh-CN': '汇率须在两种不同货币之间换算',
    'zh-TW': '匯率須在兩種不同貨幣之間換算',
    'ko-KR': '환율은 서로 다른 두 통화 사이에서 환산됩니다',
  },
  'The pair {from} to {to} is given twice': {
    'zh-CN': '{from} 兑 {to} 的汇率重复出现',
    'zh-TW': '{from} 兌 {to} 的匯率重複出現',
    'ko-KR': '{from}에서 {to}(으)로의 환율이 두 번 입력되었습니다',
  },
  'The CSV has {count} bad rows; nothing was imported: check it with a dry run': {
    'zh-CN': 'CSV 中有 {count} 行有误，未导入任何内容：请先试运行检查',
    'zh-TW': 'CSV 中有 {count} 列有誤，未匯入任何內容：請先試執行檢查',
    'ko-KR': 'CSV에 잘못된 행이 {count}개 있어 아무것도 가져오지 않았습니다. 먼저 시험 실행으로 확인해 주세요',
  },
  'No coupon template {id} in this shop': {
    'zh-CN': '本店没有优惠券模板 {id}',
    'zh-TW': '本店沒有優惠券範本 {id}',
    'ko-KR': '이 상점에 쿠폰 템플릿 {id}이(가) 없습니다',
  },
  'The quantity cannot be below the {issued} coupons already issued': {
    'zh-CN': '数量不能少于已发放的 {issued} 张优惠券',
    'zh-TW': '數量不能少於已發放的 {issued} 張優惠券',
    'ko-KR': '수량은 이미 발급된 쿠폰 {issued}장보다 적을 수 없습니다',
  },
  'No member of this shop has this email or phone': {
    'zh-CN': '本店没有使用此邮箱或手机号的会员',
    'zh-TW': '本店沒有使用此電子郵件或手機號碼的會員',
    'ko-KR': '이 이메일 또는 전화번호를 사용하는 회원이 이 상점에 없습니다',
  },
  'All {quantity} coupons were issued': {
    'zh-CN': '全部 {quantity} 张优惠券已发放完毕',
    'zh-TW': '全部 {quantity} 張優惠券已發放完畢',
    'ko-KR': '쿠폰 {quantity}장이 모두 발급되었습니다',
  },
  'No coupon has this code': {
    'zh-CN': '没有与此兑换码对应的优惠券',
    'zh-TW': '沒有與此兌換碼對應的優惠券',
    'ko-KR': '이 코드에 해당하는 쿠폰이 없습니다',
  },
  'You already took the coupon of this code': {
    'zh-CN': '您已领取过此兑换码的优惠券',
    'zh-TW': '您已領取過此兌換碼的優惠券',
    'ko-KR': '이미 이 코드의 쿠폰을 받으셨습니다',
  },
  'Coupon {id} already has the code {code}': {
    'zh-CN': '优惠券 {id} 已在使用兑换码 {code}',
    'zh-TW': '優惠券 {id} 已在使用兌換碼 {code}',
    'ko-KR': '쿠폰 {id}이(가) 이미 코드 {code}을(를) 사용하고 있습니다',
  },
  'Give the calling code of the phone': {
    'zh-CN': '请填写手机号的国际区号',
    'zh-TW': '請填寫手機號碼的國際區碼',
    'ko-KR': '전화번호의 국가 번호를 입력해 주세요',
  },
  'Give the member’s email or phone': {
    'zh-CN': '请填写会员的邮箱或手机号',
    'zh-TW': '請填寫會員的電子郵件或手機號碼',
    'ko-KR': '회원의 이메일 또는 전화번호를 입력해 주세요',
  },
  'This coupon is no longer given out': {
    'zh-CN': '此优惠券已停止发放',
    'zh-TW': '此優惠券已停止發放',
    'ko-KR': '이 쿠폰은 더 이상 발급되지 않습니다',
  },
  'Give the coupon a name in at least one language': {
    'zh-CN': '请至少用一种语言填写优惠券名称',
    'zh-TW': '請至少用一種語言填寫優惠券名稱',
    'ko-KR': '최소 한 가지 언어로 쿠폰 이름을 입력해 주세요',
  },
  'A percentage coupon takes off 1 to 100 percent': {
    'zh-CN': '折扣券的折扣须在 1% 到 100% 之间',
    'zh-TW': '折扣券的折扣須在 1% 到 100% 之間',
    'ko-KR': '할인율 쿠폰은 1~100% 사이로 할인합니다',
  },
  'No category {category}: choose a group of the category list': {
    'zh-CN': '没有分类 {category}：请从分类列表中选择一个大类',
    'zh-TW': '沒有分類 {category}：請從分類清單中選擇一個大類',
    'ko-KR': '카테고리 {category}이(가) 없습니다. 카테고리 목록에서 그룹을 선택해 주세요',
  },
  'Give the coupon a window (from and to) or a number of days': {
    'zh-CN': '请为优惠券设置有效期（开始和结束）或有效天数',
    'zh-TW': '請為優惠券設定有效期（開始和結束）或有效天數',
    'ko-KR': '쿠폰의 유효 기간(시작과 종료) 또는 유효 일수를 입력해 주세요',
  },
  'Give a window or a number of days, not both': {
    'zh-CN': '有效期和有效天数只能选一种',
    'zh-TW': '有效期和有效天數只能選一種',
    'ko-KR': '유효 기간과 유효 일수 중 하나만 입력해 주세요',
  },
  'The end of the window is not after its start': {
    'zh-CN': '有效期的结束时间须晚于开始时间',
    'zh-TW': '有效期的結束時間須晚於開始時間',
    'ko-KR': '유효 기간의 종료가 시작보다 늦어야 합니다',
  },
  'Use letters, digits and dashes': {
    'zh-CN': '请只使用字母、数字和连字符',
    'zh-TW': '請只使用字母、數字和連字號',
    'ko-KR': '영문자, 숫자, 하이픈만 사용해 주세요',
  },
};
