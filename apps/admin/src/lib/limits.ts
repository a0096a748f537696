import { formatMoney } from './format';

/** Refund ceilings per currency (minor units), as staff read them. */
export const limitsText = (limits: Partial<Record<string, number>> | null | undefined) =>
  limits && Object.keys(limits).length
    ? Object.entries(limits)
        .map(([currency, amount]) => formatMoney(amount ?? 0, currency))
        .join(', ')
    : 'No limit';
