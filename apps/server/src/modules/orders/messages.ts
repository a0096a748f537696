import { currencyInfo, type CurrencyCode, type SiteLanguage } from '@storefront/contracts';

/** Order and payment emails (sent through the mailer: SMTP, or the dev outbox). */
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
  | 'supplementPaid';

const TEXTS: Record<OrderMailEvent, Record<SiteLanguage, string>> = {
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

const AMOUNT_LABEL: Record<SiteLanguage, string> = {
  'en-AU': 'Amount',
  'zh-CN': '金额',
  'zh-TW': '金額',
  'ko-KR': '금액',
};

export function formatMinorUnits(amount: number, currency: string): string {
  const info = currencyInfo(currency as CurrencyCode);
  const digits = info.wholeUnits ? 0 : info.minorDigits;
  return `${currency} ${(amount / 10 ** info.minorDigits).toFixed(digits)}`;
}

export function orderMail(
  event: OrderMailEvent,
  input: { language: string; shop: string; ocode: string; amount?: { value: number; currency: string }; link: string },
) {
  const language = (input.language in AMOUNT_LABEL ? input.language : 'en-AU') as SiteLanguage;
  const headline = TEXTS[event][language].replace('{ocode}', input.ocode);
  const lines = [headline + '.'];
  if (input.amount)
    lines.push(`${AMOUNT_LABEL[language]}: ${formatMinorUnits(input.amount.value, input.amount.currency)}`);
  lines.push(input.link);
  return { subject: `${input.shop}: ${headline}`, text: lines.join('\n') };
}
