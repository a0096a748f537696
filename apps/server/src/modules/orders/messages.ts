import { currencyInfo, parseSiteLanguage, type CurrencyCode, type SiteLanguage } from '@storefront/contracts';
import { renderMail, type MailBrand } from '../../platform/mail/layout.js';

/** Order and payment emails in the language the shopper ordered in (sent through the mailer: SMTP, or the dev outbox). */
export type OrderMailEvent =
  | 'created'
  | 'confirmed'
  | 'awaitingConfirmation'
  | 'cancelled'
  | 'expired'
  | 'refundRequested'
  | 'refunded'
  | 'dateChanged'
  | 'dateChangedRefunded'
  | 'supplementRequested'
  | 'supplementPaid'
  | 'rejected'
  | 'refundRefused'
  | 'partlyRefunded';

const TEXTS: Record<OrderMailEvent, Record<SiteLanguage, string>> = {
  rejected: {
    'en-AU': 'Order {ocode} could not be confirmed and is refunded in full',
    'zh-CN': '订单 {ocode} 未能确认，已全额退款',
    'zh-TW': '訂單 {ocode} 未能確認，已全額退款',
    'ko-KR': '주문 {ocode} 예약이 확정되지 않아 전액 환불되었습니다',
  },
  refundRefused: {
    'en-AU': 'The refund request for order {ocode} was declined',
    'zh-CN': '订单 {ocode} 的退款申请未获批准',
    'zh-TW': '訂單 {ocode} 的退款申請未獲核准',
    'ko-KR': '주문 {ocode} 환불 요청이 거절되었습니다',
  },
  partlyRefunded: {
    'en-AU': 'Part of order {ocode} is refunded',
    'zh-CN': '订单 {ocode} 已部分退款',
    'zh-TW': '訂單 {ocode} 已部分退款',
    'ko-KR': '주문 {ocode} 일부 금액이 환불되었습니다',
  },
  created: {
    'en-AU': 'Order {ocode} is waiting for payment',
    'zh-CN': '订单 {ocode} 待支付',
    'zh-TW': '訂單 {ocode} 待付款',
    'ko-KR': '주문 {ocode} 결제 대기 중',
  },
  confirmed: {
    'en-AU': 'Order {ocode} is paid and confirmed',
    'zh-CN': '订单 {ocode} 已支付并确认',
    'zh-TW': '訂單 {ocode} 已付款並確認',
    'ko-KR': '주문 {ocode} 결제 및 예약 확정',
  },
  awaitingConfirmation: {
    'en-AU': 'Order {ocode} is paid; the supplier will confirm it',
    'zh-CN': '订单 {ocode} 已支付，等待供应商确认',
    'zh-TW': '訂單 {ocode} 已付款，等待供應商確認',
    'ko-KR': '주문 {ocode} 결제 완료, 공급사 확정 대기 중',
  },
  cancelled: {
    'en-AU': 'Order {ocode} is cancelled',
    'zh-CN': '订单 {ocode} 已取消',
    'zh-TW': '訂單 {ocode} 已取消',
    'ko-KR': '주문 {ocode} 취소됨',
  },
  expired: {
    'en-AU': 'Order {ocode} expired unpaid',
    'zh-CN': '订单 {ocode} 超时未支付，已失效',
    'zh-TW': '訂單 {ocode} 逾時未付款，已失效',
    'ko-KR': '주문 {ocode} 미결제로 만료됨',
  },
  refundRequested: {
    'en-AU': 'We received the refund request for order {ocode}',
    'zh-CN': '已收到订单 {ocode} 的退款申请',
    'zh-TW': '已收到訂單 {ocode} 的退款申請',
    'ko-KR': '주문 {ocode} 환불 요청이 접수되었습니다',
  },
  refunded: {
    'en-AU': 'Order {ocode} is refunded',
    'zh-CN': '订单 {ocode} 已退款',
    'zh-TW': '訂單 {ocode} 已退款',
    'ko-KR': '주문 {ocode} 환불 완료',
  },
  dateChanged: {
    'en-AU': 'The date of order {ocode} is changed',
    'zh-CN': '订单 {ocode} 的出行日期已更改',
    'zh-TW': '訂單 {ocode} 的出行日期已更改',
    'ko-KR': '주문 {ocode} 여행 날짜 변경됨',
  },
  dateChangedRefunded: {
    'en-AU': 'The date of order {ocode} is changed and the price difference refunded',
    'zh-CN': '订单 {ocode} 的出行日期已更改，差价已退款',
    'zh-TW': '訂單 {ocode} 的出行日期已更改，差價已退款',
    'ko-KR': '주문 {ocode} 여행 날짜 변경 및 차액 환불됨',
  },
  supplementRequested: {
    'en-AU': 'A supplementary payment is due for order {ocode}',
    'zh-CN': '订单 {ocode} 需要补款',
    'zh-TW': '訂單 {ocode} 需要補款',
    'ko-KR': '주문 {ocode} 추가 결제가 필요합니다',
  },
  supplementPaid: {
    'en-AU': 'The supplementary payment for order {ocode} is received',
    'zh-CN': '订单 {ocode} 的补款已收到',
    'zh-TW': '訂單 {ocode} 的補款已收到',
    'ko-KR': '주문 {ocode} 추가 결제가 완료되었습니다',
  },
};

/** The words around each order mail, per language; `{shop}` is the merchant's storefront title. */
const WORDS: Record<
  SiteLanguage,
  {
    subject: (shop: string, headline: string) => string;
    intro: string;
    guest: string;
    orderNumber: string;
    amount: string;
    reason: string;
    view: string;
    lookup: string;
    pay: string;
    footer: string;
  }
> = {
  'en-AU': {
    subject: (shop, headline) => `${shop}: ${headline}`,
    intro: 'Here is the latest on your booking with {shop}.',
    guest:
      'You booked as a guest: open the guest order lookup and enter the order number and the email you booked with; we email you a code to open the order.',
    orderNumber: 'Order number',
    amount: 'Amount',
    reason: 'Reason',
    view: 'View your order',
    lookup: 'Find your order',
    pay: 'Pay now',
    footer:
      'You receive this email because of your booking with {shop}. It was sent automatically; please do not reply.',
  },
  'zh-CN': {
    subject: (shop, headline) => `【${shop}】${headline}`,
    intro: '以下是您在 {shop} 预订的最新状态。',
    guest: '您以游客身份预订：请打开游客订单查询，输入订单号和预订时填写的邮箱，我们会发送验证码帮您打开订单。',
    orderNumber: '订单号',
    amount: '金额',
    reason: '原因',
    view: '查看订单',
    lookup: '查询订单',
    pay: '立即支付',
    footer: '您收到这封邮件，是因为您在 {shop} 有一笔预订。此邮件由系统自动发送，请勿直接回复。',
  },
  'zh-TW': {
    subject: (shop, headline) => `【${shop}】${headline}`,
    intro: '以下是您在 {shop} 預訂的最新狀態。',
    guest: '您以訪客身分預訂：請開啟訪客訂單查詢，輸入訂單編號和預訂時填寫的電子郵件，我們會寄送驗證碼協助您開啟訂單。',
    orderNumber: '訂單編號',
    amount: '金額',
    reason: '原因',
    view: '查看訂單',
    lookup: '查詢訂單',
    pay: '立即付款',
    footer: '您收到這封郵件，是因為您在 {shop} 有一筆預訂。此郵件由系統自動發送，請勿直接回覆。',
  },
  'ko-KR': {
    subject: (shop, headline) => `[${shop}] ${headline}`,
    intro: '{shop}에서 예약하신 주문의 최신 상태를 알려 드립니다.',
    guest:
      '비회원으로 예약하셨습니다. 비회원 주문 조회에서 주문번호와 예약 시 입력한 이메일을 입력하시면 주문을 열 수 있는 인증번호를 이메일로 보내 드립니다.',
    orderNumber: '주문번호',
    amount: '금액',
    reason: '사유',
    view: '주문 보기',
    lookup: '주문 조회',
    pay: '지금 결제',
    footer: '{shop}에서 예약하셨기 때문에 이 메일을 받으셨습니다. 발신 전용 메일이므로 회신하지 마세요.',
  },
};

export function formatMinorUnits(amount: number, currency: string): string {
  const info = currencyInfo(currency as CurrencyCode);
  const digits = info.wholeUnits ? 0 : info.minorDigits;
  return `${currency} ${(amount / 10 ** info.minorDigits).toFixed(digits)}`;
}

/**
 * Where an order mail's button leads: a member's order details, the guest order lookup (a guest
 * opens an order only with a code mailed to them), or a supplementary payment's page.
 */
export type OrderMailLink = { kind: 'member' | 'guest' | 'pay'; url: string };

/** An order mail in the shopper's language: subject with the shop title, HTML and text parts. */
export function orderMail(
  event: OrderMailEvent,
  input: {
    language: string;
    brand: MailBrand;
    ocode: string;
    amount?: { value: number; currency: string } | undefined;
    /** The merchant's words to the customer (a refusal's or a refund's reason). */
    note?: string | undefined;
    link: OrderMailLink;
  },
): { subject: string; text: string; html: string } {
  const language = parseSiteLanguage(input.language) ?? 'en-AU';
  const words = WORDS[language];
  const shop = input.brand.shopTitle;
  const headline = TEXTS[event][language].replace('{ocode}', input.ocode);
  const facts = [{ label: words.orderNumber, value: input.ocode }];
  if (input.amount)
    facts.push({ label: words.amount, value: formatMinorUnits(input.amount.value, input.amount.currency) });
  if (input.note) facts.push({ label: words.reason, value: input.note });
  const label = { member: words.view, guest: words.lookup, pay: words.pay }[input.link.kind];
  const { html, text } = renderMail({
    language,
    brand: input.brand,
    heading: headline,
    paragraphs: [words.intro.replace('{shop}', shop), ...(input.link.kind === 'guest' ? [words.guest] : [])],
    facts,
    action: { label, url: input.link.url },
    footer: words.footer.replace('{shop}', shop),
  });
  return { subject: words.subject(shop, headline), text, html };
}
