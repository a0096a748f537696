import { PRICE_TYPES } from '@storefront/contracts';
import type { TFunction } from 'i18next';

export type PartyCounts = Partial<Record<(typeof PRICE_TYPES)[number], number>>;

/** Who a booking is for, counted by kind with plurals: "2 adults, 1 child", "2 units" (cart lines, orders). */
export function partyCountsText(t: TFunction, counts: PartyCounts): string {
  return PRICE_TYPES.flatMap((type) => {
    const count = counts[type] ?? 0;
    return count > 0 ? [t(`order.party.${type}`, { count })] : [];
  }).join(t('order.party.separator'));
}
