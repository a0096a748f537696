import { ORDER_LIMITS, addDays, type OrderLine } from '@storefront/contracts';

/** Why a line's date cannot change, as the terms say (spec §1): the server checks the same and decides. */
export type DateChangeBlock = 'hotel' | 'changed' | 'tooLate';

/** Null when the line may change its date today (`YYYY-MM-DD`); otherwise the reason. */
export function dateChangeBlock(line: Pick<OrderLine, 'kind' | 'date' | 'originalDate'>, today: string) {
  if (line.kind === 'hotel') return 'hotel' as const;
  if (line.originalDate !== '') return 'changed' as const;
  if (addDays(today, ORDER_LIMITS.dateChangeMinDays) > line.date) return 'tooLate' as const;
  return null;
}
