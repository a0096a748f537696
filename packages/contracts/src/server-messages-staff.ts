import type { MessageCatalogue } from './server-messages.js';

/**
 * Server messages of the back office's staff accounts (sign-in, TOTP, invitations, password reset,
 * staff management, the platform operator), keyed by the English text the server throws.
 */
export const STAFF_MESSAGES: MessageCatalogue = {
  // Sessions and roles
  'Log in first: this call needs a staff token': {
    'zh-CN': '请先登录：此操作需要员工登录令牌',
    'zh-TW': '請先登入：此操作需要員工登入權杖',
    'ko-KR': '먼저 로그인해 주세요. 이 작업에는 직원 토큰이 필요합니다',
  },
  'The token is not a staff session; please log in': {
    'zh-CN': '此令牌不是员工会话，请登录',
    'zh-TW': '此權杖不是員工工作階段，請登入',
    'ko-KR': '이 토큰은 직원 세션이 아닙니다. 로그인해 주세요',
  },
  'Set up the authenticator app first (POST /api/admin/v1/auth/totp/setup)': {
    'zh-CN': '请先设置身份验证器应用（POST /api/admin/v1/auth/totp/setup）',
    'zh-TW': '請先設定驗證器應用程式（POST /api/admin/v1/auth/totp/setup）',
    'ko-KR': '먼저 인증 앱을 설정해 주세요(POST /api/admin/v1/auth/totp/setup)',
  },
  'Enter a merchant first (POST /api/admin/v1/operator/enter)': {
    'zh-CN': '请先进入一个商户（POST /api/admin/v1/operator/enter）',
    'zh-TW': '請先進入一個商家（POST /api/admin/v1/operator/enter）',
    'ko-KR': '먼저 상점에 들어가 주세요(POST /api/admin/v1/operator/enter)',
  },
  'Your role ({role}) may not do this': {
    'zh-CN': '您的角色（{role}）无权执行此操作',
    'zh-TW': '您的角色（{role}）無權執行此操作',
    'ko-KR': '현재 역할({role})로는 이 작업을 할 수 없습니다',
  },
  'The businessNumber header names another merchant than your session': {
    'zh-CN': 'businessNumber 请求头指向的商户与您的会话不符',
    'zh-TW': 'businessNumber 標頭指向的商家與您的工作階段不符',
    'ko-KR': 'businessNumber 헤더의 상점이 현재 세션의 상점과 다릅니다',
  },
  'The merchant of this session no longer exists': {
    'zh-CN': '此会话所属的商户已不存在',
    'zh-TW': '此工作階段所屬的商家已不存在',
    'ko-KR': '이 세션의 상점이 더 이상 존재하지 않습니다',
  },
  'Only a platform operator may do this': {
    'zh-CN': '只有平台运营者可以执行此操作',
    'zh-TW': '只有平台營運者可以執行此操作',
    'ko-KR': '플랫폼 운영자만 할 수 있는 작업입니다',
  },

  // Sign-in and TOTP
  'Too many failed sign-ins; try again in {minutes} minutes or reset your password': {
    'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试，或重置密码',
    'zh-TW': '登入失敗次數過多，請 {minutes} 分鐘後再試，或重設密碼',
    'ko-KR': '로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도하거나 비밀번호를 재설정해 주세요',
  },
  'Enter the 6-digit code of your authenticator app': {
    'zh-CN': '请输入身份验证器应用中的 6 位验证码',
    'zh-TW': '請輸入驗證器應用程式中的 6 位數驗證碼',
    'ko-KR': '인증 앱의 6자리 코드를 입력해 주세요',
  },
  'The authenticator code is wrong or was already used': {
    'zh-CN': '身份验证码错误或已被使用',
    'zh-TW': '驗證碼錯誤或已被使用',
    'ko-KR': '인증 코드가 틀렸거나 이미 사용되었습니다',
  },
  'The authenticator is already set up for this account': {
    'zh-CN': '此账户已设置身份验证器',
    'zh-TW': '此帳戶已設定驗證器',
    'ko-KR': '이 계정에는 이미 인증 앱이 설정되어 있습니다',
  },
  'The code is wrong; check the time on your phone': {
    'zh-CN': '验证码错误，请检查手机上的时间是否准确',
    'zh-TW': '驗證碼錯誤，請檢查手機上的時間是否正確',
    'ko-KR': '코드가 틀렸습니다. 휴대폰의 시간이 맞는지 확인해 주세요',
  },
  'The authenticator setup changed meanwhile; start again': {
    'zh-CN': '身份验证器设置已发生变化，请重新开始',
    'zh-TW': '驗證器設定已變更，請重新開始',
    'ko-KR': '그사이 인증 앱 설정이 바뀌었습니다. 처음부터 다시 해 주세요',
  },
  'Too many tries; try again in {minutes} minutes': {
    'zh-CN': '尝试次数过多，请 {minutes} 分钟后再试',
    'zh-TW': '嘗試次數過多，請 {minutes} 分鐘後再試',
    'ko-KR': '시도가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요',
  },
  'Too many codes were asked for in the last hour; try again later': {
    'zh-CN': '过去一小时内请求的验证码过多，请稍后再试',
    'zh-TW': '過去一小時內請求的驗證碼過多，請稍後再試',
    'ko-KR': '최근 한 시간 동안 요청한 코드가 너무 많습니다. 잠시 후 다시 시도해 주세요',
  },

  // Passwords and invitations
  'The password needs at least {min} characters': {
    'zh-CN': '密码至少需要 {min} 个字符',
    'zh-TW': '密碼至少需要 {min} 個字元',
    'ko-KR': '비밀번호는 {min}자 이상이어야 합니다',
  },
  'The password has at most {max} characters': {
    'zh-CN': '密码最多 {max} 个字符',
    'zh-TW': '密碼最多 {max} 個字元',
    'ko-KR': '비밀번호는 최대 {max}자입니다',
  },
  'The password needs letters and digits': {
    'zh-CN': '密码须同时包含字母和数字',
    'zh-TW': '密碼須同時包含字母和數字',
    'ko-KR': '비밀번호에는 문자와 숫자가 모두 있어야 합니다',
  },
  'token is the one in the invitation link': {
    'zh-CN': '请使用邀请链接中的令牌',
    'zh-TW': '請使用邀請連結中的權杖',
    'ko-KR': '초대 링크에 있는 토큰을 사용해 주세요',
  },
  'This invitation link has expired or was already used; ask for a new one': {
    'zh-CN': '此邀请链接已过期或已被使用，请索取新的邀请',
    'zh-TW': '此邀請連結已過期或已被使用，請索取新的邀請',
    'ko-KR': '이 초대 링크는 만료되었거나 이미 사용되었습니다. 새 초대를 요청해 주세요',
  },

  // Staff management and the operator
  'No member of staff of this merchant has this id': {
    'zh-CN': '此商户没有该编号的员工',
    'zh-TW': '此商家沒有該編號的員工',
    'ko-KR': '이 상점에 해당 번호의 직원이 없습니다',
  },
  'This address is already a member of staff': {
    'zh-CN': '此邮箱已是员工账户',
    'zh-TW': '此電子郵件已是員工帳戶',
    'ko-KR': '이 이메일은 이미 직원 계정입니다',
  },
  'This address already has a staff account elsewhere; use another address': {
    'zh-CN': '此邮箱已在其他商户拥有员工账户，请使用其他邮箱',
    'zh-TW': '此電子郵件已在其他商家擁有員工帳戶，請使用其他電子郵件',
    'ko-KR': '이 이메일은 다른 상점의 직원 계정으로 쓰이고 있습니다. 다른 이메일을 사용해 주세요',
  },
  'This address was just invited': {
    'zh-CN': '此邮箱刚刚已被邀请',
    'zh-TW': '此電子郵件剛剛已被邀請',
    'ko-KR': '이 이메일은 방금 초대되었습니다',
  },
  'This is the last owner: make someone else owner first': {
    'zh-CN': '这是最后一位店主：请先将其他人设为店主',
    'zh-TW': '這是最後一位店主：請先將其他人設為店主',
    'ko-KR': '마지막 소유자입니다. 먼저 다른 사람을 소유자로 지정해 주세요',
  },
  'Send role or refundLimits': {
    'zh-CN': '请提供角色（role）或退款限额（refundLimits）',
    'zh-TW': '請提供角色（role）或退款限額（refundLimits）',
    'ko-KR': '역할(role) 또는 환불 한도(refundLimits)를 보내 주세요',
  },
  '{email} already has a staff account': {
    'zh-CN': '{email} 已有员工账户',
    'zh-TW': '{email} 已有員工帳戶',
    'ko-KR': '{email}에는 이미 직원 계정이 있습니다',
  },
  'A merchant with the business number {number} exists': {
    'zh-CN': '店铺编号为 {number} 的商户已存在',
    'zh-TW': '商店編號為 {number} 的商家已存在',
    'ko-KR': '상점 번호 {number}의 상점이 이미 있습니다',
  },
  'title is required': {
    'zh-CN': '请填写名称',
    'zh-TW': '請填寫名稱',
    'ko-KR': '이름을 입력해 주세요',
  },
  // The availability calendar (issue 14)
  'No package {gcode} in this shop': {
    'zh-CN': '本店没有套餐 {gcode}',
    'zh-TW': '本店沒有套餐 {gcode}',
    'ko-KR': '이 상점에 {gcode} 패키지가 없습니다',
  },
  'The end date is before the start date': {
    'zh-CN': '结束日期早于开始日期',
    'zh-TW': '結束日期早於開始日期',
    'ko-KR': '종료 날짜가 시작 날짜보다 앞섭니다',
  },
  'A calendar change covers at most {max} days': {
    'zh-CN': '一次日历修改最多涵盖 {max} 天',
    'zh-TW': '一次日曆修改最多涵蓋 {max} 天',
    'ko-KR': '달력 변경은 최대 {max}일까지 가능합니다',
  },
  'Say what to change: priceFactor, stock or closed': {
    'zh-CN': '请说明要修改的内容：价格系数、库存或关闭',
    'zh-TW': '請說明要修改的內容：價格係數、庫存或關閉',
    'ko-KR': '변경할 내용을 지정해 주세요: 가격 비율, 재고 또는 마감',
  },
  'A closed day has no stock: send closed or stock, not both': {
    'zh-CN': '关闭的日期没有库存：请只发送关闭或库存其中之一',
    'zh-TW': '關閉的日期沒有庫存：請只傳送關閉或庫存其中之一',
    'ko-KR': '마감된 날에는 재고가 없습니다. 마감 또는 재고 중 하나만 보내 주세요',
  },
  'Give the stock to open the days with': {
    'zh-CN': '请填写开放这些日期的库存',
    'zh-TW': '請填寫開放這些日期的庫存',
    'ko-KR': '날짜를 열 재고를 입력해 주세요',
  },
  'Use a calendar date, YYYY-MM-DD': {
    'zh-CN': '请使用日历日期，格式为 YYYY-MM-DD',
    'zh-TW': '請使用日曆日期，格式為 YYYY-MM-DD',
    'ko-KR': 'YYYY-MM-DD 형식의 날짜를 사용해 주세요',
  },
  'Use a month, YYYY-MM': {
    'zh-CN': '请使用月份，格式为 YYYY-MM',
    'zh-TW': '請使用月份，格式為 YYYY-MM',
    'ko-KR': 'YYYY-MM 형식의 월을 사용해 주세요',
  },
};
