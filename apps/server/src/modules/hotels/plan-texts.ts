import type { SiteLanguage } from '@storefront/contracts';

/** Names and cancellation wording of rate plans, built from the plan's terms in each site language. */
const WORDS: Record<
  SiteLanguage,
  {
    breakfast: string;
    roomOnly: string;
    freeCancellation: string;
    nonRefundable: string;
    cancelUntil: (days: number) => string;
    nonRefundableRule: string;
  }
> = {
  'en-AU': {
    breakfast: 'Breakfast included',
    roomOnly: 'Room only',
    freeCancellation: 'Free cancellation',
    nonRefundable: 'Non-refundable',
    cancelUntil: (days) =>
      `Free cancellation until ${days} ${days === 1 ? 'day' : 'days'} before check-in; later, the first night is charged`,
    nonRefundableRule: 'Non-refundable: the booking cannot be cancelled or changed',
  },
  'zh-CN': {
    breakfast: '含早餐',
    roomOnly: '不含早餐',
    freeCancellation: '免费取消',
    nonRefundable: '不可退款',
    cancelUntil: (days) => `入住前${days}天之前可免费取消；之后取消收取首晚房费`,
    nonRefundableRule: '不可退款：预订后不可取消或修改',
  },
  'zh-TW': {
    breakfast: '含早餐',
    roomOnly: '不含早餐',
    freeCancellation: '免費取消',
    nonRefundable: '不可退款',
    cancelUntil: (days) => `入住前${days}天之前可免費取消；之後取消收取首晚房費`,
    nonRefundableRule: '不可退款：預訂後不可取消或修改',
  },
  'ko-KR': {
    breakfast: '조식 포함',
    roomOnly: '객실만',
    freeCancellation: '무료 취소',
    nonRefundable: '환불 불가',
    cancelUntil: (days) => `체크인 ${days}일 전까지 무료 취소, 이후 취소 시 첫 1박 요금 부과`,
    nonRefundableRule: '환불 불가: 예약 후 취소 및 변경 불가',
  },
};

/** "Breakfast included · Free cancellation" in the language. */
export function planName(language: SiteLanguage, breakfast: boolean, freeCancelDays: number | null): string {
  const w = WORDS[language];
  return `${breakfast ? w.breakfast : w.roomOnly} · ${freeCancelDays === null ? w.nonRefundable : w.freeCancellation}`;
}

export function cancellationText(language: SiteLanguage, freeCancelDays: number | null): string {
  const w = WORDS[language];
  return freeCancelDays === null ? w.nonRefundableRule : w.cancelUntil(freeCancelDays);
}
