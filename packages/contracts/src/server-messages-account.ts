import type { MessageCatalogue } from './server-messages.js';

/**
 * Server messages about the request, the session, the account and its belongings, keyed by the
 * English text the server throws (`{name}` stands for a value) — see `localizeServerMessage`.
 */
export const ACCOUNT_MESSAGES: MessageCatalogue = {
  // Request headers and the merchant
  'The businessNumber header is required': {
    'zh-CN': '缺少店铺编号，请刷新页面后重试',
    'zh-TW': '缺少商店編號，請重新整理頁面後再試',
    'ko-KR': '상점 번호가 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요',
  },
  'businessNumber "{raw}" must be 1 to 20 digits': {
    'zh-CN': '店铺编号“{raw}”无效，须为 1 至 20 位数字',
    'zh-TW': '商店編號「{raw}」無效，須為 1 至 20 位數字',
    'ko-KR': '상점 번호 "{raw}"가 올바르지 않습니다(숫자 1~20자리)',
  },
  'No merchant has the business number {number}': {
    'zh-CN': '店铺编号 {number} 对应的店铺不存在',
    'zh-TW': '商店編號 {number} 對應的商店不存在',
    'ko-KR': '상점 번호 {number}에 해당하는 상점이 없습니다',
  },
  'The merchant {number} is not served on this domain': {
    'zh-CN': '此域名不提供店铺 {number} 的服务',
    'zh-TW': '此網域不提供商店 {number} 的服務',
    'ko-KR': '이 도메인에서는 상점 {number}을(를) 제공하지 않습니다',
  },
  'Language "{raw}" is not supported; use zh-CN, zh-TW, en-AU or ko-KR': {
    'zh-CN': '不支持语言“{raw}”，请使用 zh-CN、zh-TW、en-AU 或 ko-KR',
    'zh-TW': '不支援語言「{raw}」，請使用 zh-CN、zh-TW、en-AU 或 ko-KR',
    'ko-KR': '"{raw}" 언어는 지원하지 않습니다. zh-CN, zh-TW, en-AU, ko-KR 중 하나를 사용해 주세요',
  },
  'Language "{raw}" is not supported; use zh-CN, zh-TW, en-AU, ko-KR or vi-VN': {
    'zh-CN': '不支持语言“{raw}”，请使用 zh-CN、zh-TW、en-AU、ko-KR 或 vi-VN',
    'zh-TW': '不支援語言「{raw}」，請使用 zh-CN、zh-TW、en-AU、ko-KR 或 vi-VN',
    'ko-KR': '"{raw}" 언어는 지원하지 않습니다. zh-CN, zh-TW, en-AU, ko-KR, vi-VN 중 하나를 사용해 주세요',
  },
  'Language "{raw}" has no interface translations; use zh-CN, zh-TW, en-AU or ko-KR': {
    'zh-CN': '语言“{raw}”没有界面翻译，请使用 zh-CN、zh-TW、en-AU 或 ko-KR',
    'zh-TW': '語言「{raw}」沒有介面翻譯，請使用 zh-CN、zh-TW、en-AU 或 ko-KR',
    'ko-KR': '"{raw}" 언어의 화면 번역이 없습니다. zh-CN, zh-TW, en-AU, ko-KR 중 하나를 사용해 주세요',
  },
  'Currency "{raw}" is not supported; use AUD, CNY, NZD, SGD, USD, TWD, KRW, MYR or IDR': {
    'zh-CN': '不支持币种“{raw}”，请使用 AUD、CNY、NZD、SGD、USD、TWD、KRW、MYR 或 IDR',
    'zh-TW': '不支援幣別「{raw}」，請使用 AUD、CNY、NZD、SGD、USD、TWD、KRW、MYR 或 IDR',
    'ko-KR': '"{raw}" 통화는 지원하지 않습니다. AUD, CNY, NZD, SGD, USD, TWD, KRW, MYR, IDR 중 하나를 사용해 주세요',
  },
  'Prices cannot be shown in {target}: this shop has no exchange rate from {from}': {
    'zh-CN': '无法以 {target} 显示价格：本店没有 {from} 的汇率',
    'zh-TW': '無法以 {target} 顯示價格：本店沒有 {from} 的匯率',
    'ko-KR': '{target}(으)로 가격을 표시할 수 없습니다. 이 상점에는 {from} 환율이 없습니다',
  },
  // Sessions
  'Log in first: this call needs an Authorization: Bearer token': {
    'zh-CN': '请先登录',
    'zh-TW': '請先登入',
    'ko-KR': '먼저 로그인해 주세요',
  },
  'Log in first: connect with the session token as access_token or an Authorization: Bearer header': {
    'zh-CN': '请先登录',
    'zh-TW': '請先登入',
    'ko-KR': '먼저 로그인해 주세요',
  },
  'Your session has ended; please log in again': {
    'zh-CN': '登录已失效，请重新登录',
    'zh-TW': '登入已失效，請重新登入',
    'ko-KR': '로그인이 만료되었습니다. 다시 로그인해 주세요',
  },
  'The token is not valid for this shop; please log in': {
    'zh-CN': '登录信息对本店无效，请重新登录',
    'zh-TW': '登入資訊對本店無效，請重新登入',
    'ko-KR': '이 상점에서 유효하지 않은 로그인 정보입니다. 다시 로그인해 주세요',
  },
  'The account of this session no longer exists; please log in': {
    'zh-CN': '该账户已不存在，请重新登录',
    'zh-TW': '該帳戶已不存在，請重新登入',
    'ko-KR': '이 계정은 더 이상 존재하지 않습니다. 다시 로그인해 주세요',
  },
  // Log in, codes and passwords
  'The user name or password is wrong': {
    'zh-CN': '用户名或密码错误',
    'zh-TW': '使用者名稱或密碼錯誤',
    'ko-KR': '아이디 또는 비밀번호가 올바르지 않습니다',
  },
  'The current password is wrong': {
    'zh-CN': '当前密码错误',
    'zh-TW': '目前密碼錯誤',
    'ko-KR': '현재 비밀번호가 올바르지 않습니다',
  },
  'This account has no password yet: log in with a verification code first': {
    'zh-CN': '此账户尚未设置密码，请先使用验证码登录',
    'zh-TW': '此帳戶尚未設定密碼，請先使用驗證碼登入',
    'ko-KR': '아직 비밀번호가 없는 계정입니다. 먼저 인증번호로 로그인해 주세요',
  },
  'This account is already complete': {
    'zh-CN': '此账户资料已完善',
    'zh-TW': '此帳戶資料已完善',
    'ko-KR': '이미 정보 입력이 완료된 계정입니다',
  },
  'Another account already uses this {kind}': {
    'zh-CN': '该联系方式已被其他账户使用',
    'zh-TW': '該聯絡方式已被其他帳戶使用',
    'ko-KR': '이 연락처는 이미 다른 계정에서 사용 중입니다',
  },
  "{field} is not encrypted with the storefront's transport key": {
    'zh-CN': '密码加密方式不正确，请刷新页面后重试',
    'zh-TW': '密碼加密方式不正確，請重新整理頁面後再試',
    'ko-KR': '비밀번호 암호화가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요',
  },
  'This verification code has expired or was already used; request a new one': {
    'zh-CN': '验证码已过期或已使用，请重新获取',
    'zh-TW': '驗證碼已過期或已使用，請重新取得',
    'ko-KR': '인증번호가 만료되었거나 이미 사용되었습니다. 새 인증번호를 요청해 주세요',
  },
  'This verification code was already used; request a new one': {
    'zh-CN': '验证码已使用，请重新获取',
    'zh-TW': '驗證碼已使用，請重新取得',
    'ko-KR': '이미 사용한 인증번호입니다. 새 인증번호를 요청해 주세요',
  },
  'Too many wrong tries for this code; request a new one': {
    'zh-CN': '验证码错误次数过多，请重新获取',
    'zh-TW': '驗證碼錯誤次數過多，請重新取得',
    'ko-KR': '인증번호를 너무 많이 틀렸습니다. 새 인증번호를 요청해 주세요',
  },
  'This shop sends no codes by SMS; use an email address': {
    'zh-CN': '本店不通过短信发送验证码，请使用电子邮箱',
    'zh-TW': '本店不透過簡訊傳送驗證碼，請使用電子郵件',
    'ko-KR': '이 상점은 문자로 인증번호를 보내지 않습니다. 이메일 주소를 사용해 주세요',
  },
  'The verification code is wrong ({left} {tries} left)': {
    'zh-CN': '验证码错误（还可尝试 {left} 次）',
    'zh-TW': '驗證碼錯誤（還可嘗試 {left} 次）',
    'ko-KR': '인증번호가 올바르지 않습니다({left}회 남음)',
  },
  'Too many wrong passwords; try again in {minutes} minutes or log in with a verification code': {
    'zh-CN': '密码错误次数过多，请 {minutes} 分钟后再试，或使用验证码登录',
    'zh-TW': '密碼錯誤次數過多，請 {minutes} 分鐘後再試，或使用驗證碼登入',
    'ko-KR': '비밀번호를 너무 많이 틀렸습니다. {minutes}분 후에 다시 시도하거나 인증번호로 로그인해 주세요',
  },
  'A code was just sent; you can ask for another in {wait} s': {
    'zh-CN': '验证码刚刚已发送，{wait} 秒后可再次获取',
    'zh-TW': '驗證碼剛剛已發送，{wait} 秒後可再次取得',
    'ko-KR': '인증번호를 방금 보냈습니다. {wait}초 후에 다시 요청할 수 있습니다',
  },
  'Too many codes were requested from your network in the last hour; try again later': {
    'zh-CN': '您的网络在过去一小时内获取验证码次数过多，请稍后再试',
    'zh-TW': '您的網路在過去一小時內取得驗證碼次數過多，請稍後再試',
    'ko-KR': '최근 1시간 동안 이 네트워크에서 인증번호를 너무 많이 요청했습니다. 잠시 후 다시 시도해 주세요',
  },
  'Too many codes were sent to this address in the last hour; try again later': {
    'zh-CN': '过去一小时内向该地址发送的验证码过多，请稍后再试',
    'zh-TW': '過去一小時內向該地址發送的驗證碼過多，請稍後再試',
    'ko-KR': '최근 1시간 동안 이 주소로 인증번호를 너무 많이 보냈습니다. 잠시 후 다시 시도해 주세요',
  },
  // Referrals
  'This invite code is not known in this shop': {
    'zh-CN': '本店不存在该邀请码',
    'zh-TW': '本店不存在該邀請碼',
    'ko-KR': '이 상점에 없는 초대 코드입니다',
  },
  'Your own invite code cannot be used to register': {
    'zh-CN': '不能使用自己的邀请码注册',
    'zh-TW': '不能使用自己的邀請碼註冊',
    'ko-KR': '본인의 초대 코드로는 가입할 수 없습니다',
  },
  'This account already registered with an invite code': {
    'zh-CN': '此账户已使用过邀请码注册',
    'zh-TW': '此帳戶已使用過邀請碼註冊',
    'ko-KR': '이미 초대 코드로 가입한 계정입니다',
  },
  // Travellers, favourites, points, coupons, newsletter
  'You can keep at most {max} travellers; remove one first': {
    'zh-CN': '最多可保存 {max} 位出行人，请先删除一位',
    'zh-TW': '最多可儲存 {max} 位旅客，請先刪除一位',
    'ko-KR': '여행자는 최대 {max}명까지 저장할 수 있습니다. 먼저 한 명을 삭제해 주세요',
  },
  'No such traveller in your account': {
    'zh-CN': '您的账户中没有该出行人',
    'zh-TW': '您的帳戶中沒有該旅客',
    'ko-KR': '계정에 해당 여행자가 없습니다',
  },
  'Traveller id "{raw}" is malformed': {
    'zh-CN': '出行人编号“{raw}”无效',
    'zh-TW': '旅客編號「{raw}」無效',
    'ko-KR': '여행자 번호 "{raw}"가 올바르지 않습니다',
  },
  'Unknown nationality "{nationality}"': {
    'zh-CN': '未知的国籍“{nationality}”',
    'zh-TW': '未知的國籍「{nationality}」',
    'ko-KR': '알 수 없는 국적 "{nationality}"입니다',
  },
  'Unknown residency "{residency}"': {
    'zh-CN': '未知的居住地“{residency}”',
    'zh-TW': '未知的居住地「{residency}」',
    'ko-KR': '알 수 없는 거주 국가 "{residency}"입니다',
  },
  'No product {ref} of type {type} in this shop': {
    'zh-CN': '本店没有该产品（{ref}）',
    'zh-TW': '本店沒有該產品（{ref}）',
    'ko-KR': '이 상점에 해당 상품({ref})이 없습니다',
  },
  'Product id "{raw}" is malformed': {
    'zh-CN': '产品编号“{raw}”无效',
    'zh-TW': '產品編號「{raw}」無效',
    'ko-KR': '상품 번호 "{raw}"가 올바르지 않습니다',
  },
  'Favourite type "{raw}" is unknown; use 1 (trip product) or 2 (hotel)': {
    'zh-CN': '收藏类型“{raw}”未知，请使用 1（旅游产品）或 2（酒店）',
    'zh-TW': '收藏類型「{raw}」未知，請使用 1（旅遊產品）或 2（飯店）',
    'ko-KR': '알 수 없는 찜 유형 "{raw}"입니다. 1(여행 상품) 또는 2(호텔)를 사용해 주세요',
  },
  'Log in to redeem points': {
    'zh-CN': '请登录后使用积分',
    'zh-TW': '請登入後使用積分',
    'ko-KR': '포인트를 사용하려면 로그인해 주세요',
  },
  'Points are redeemed in multiples of {step}': {
    'zh-CN': '积分须按 {step} 的倍数使用',
    'zh-TW': '積分須按 {step} 的倍數使用',
    'ko-KR': '포인트는 {step}의 배수로 사용할 수 있습니다',
  },
  'You have {balance} points; {requested} were asked for': {
    'zh-CN': '您有 {balance} 积分，不足所需的 {requested} 积分',
    'zh-TW': '您有 {balance} 積分，不足所需的 {requested} 積分',
    'ko-KR': '보유 포인트는 {balance}점으로, 요청한 {requested}점보다 적습니다',
  },
  'At most {max} points can be used on this order ({percent}% of it)': {
    'zh-CN': '本订单最多可使用 {max} 积分（订单金额的 {percent}%）',
    'zh-TW': '本訂單最多可使用 {max} 積分（訂單金額的 {percent}%）',
    'ko-KR': '이 주문에는 최대 {max}포인트(주문 금액의 {percent}%)까지 사용할 수 있습니다',
  },
  'Your points no longer cover this': {
    'zh-CN': '您的积分已不足以抵扣',
    'zh-TW': '您的積分已不足以折抵',
    'ko-KR': '보유 포인트가 부족합니다',
  },
  'Log in to use a coupon': {
    'zh-CN': '请登录后使用优惠券',
    'zh-TW': '請登入後使用優惠券',
    'ko-KR': '쿠폰을 사용하려면 로그인해 주세요',
  },
  'No such coupon in your account': {
    'zh-CN': '您的账户中没有该优惠券',
    'zh-TW': '您的帳戶中沒有該優惠券',
    'ko-KR': '계정에 해당 쿠폰이 없습니다',
  },
  'No coupon template {id}': {
    'zh-CN': '优惠券模板 {id} 不存在',
    'zh-TW': '優惠券範本 {id} 不存在',
    'ko-KR': '쿠폰 템플릿 {id}이(가) 없습니다',
  },
  'This coupon was already used': {
    'zh-CN': '该优惠券已使用',
    'zh-TW': '該優惠券已使用',
    'ko-KR': '이미 사용한 쿠폰입니다',
  },
  'This coupon is valid from {from} to {to}': {
    'zh-CN': '该优惠券的有效期为 {from} 至 {to}',
    'zh-TW': '該優惠券的有效期間為 {from} 至 {to}',
    'ko-KR': '이 쿠폰은 {from}부터 {to}까지 사용할 수 있습니다',
  },
  'This coupon does not apply to these products': {
    'zh-CN': '该优惠券不适用于这些产品',
    'zh-TW': '該優惠券不適用於這些產品',
    'ko-KR': '이 상품에는 사용할 수 없는 쿠폰입니다',
  },
  'This coupon needs a spend of at least {amount} {currency}': {
    'zh-CN': '该优惠券需消费满 {amount} {currency}',
    'zh-TW': '該優惠券需消費滿 {amount} {currency}',
    'ko-KR': '이 쿠폰은 {amount} {currency} 이상 구매 시 사용할 수 있습니다',
  },
  'Too many newsletter sign-ups from your network; try again in an hour': {
    'zh-CN': '您的网络订阅次数过多，请一小时后再试',
    'zh-TW': '您的網路訂閱次數過多，請一小時後再試',
    'ko-KR': '이 네트워크에서 뉴스레터 신청이 너무 많습니다. 1시간 후에 다시 시도해 주세요',
  },
};
