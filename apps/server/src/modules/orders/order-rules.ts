import { ORDER_LIMITS, dateChangeBlock, type DateChangeBlock, type OrderStatus } from '@storefront/contracts';
import type { ItemRecord } from './item-repo.js';

/** Paid orders that are not closed: they may ask for a refund, change a date, take a supplement. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['paid', 'awaiting_confirmation', 'confirmed'];

/** The history note of an order that expired unpaid. */
export const EXPIRED_NOTE = 'Unpaid when its payment window ended';

/** Orders one sweep (or one list read) moves at most. */
export const SWEEP_BATCH = 100;

/**
 * Today in UTC. Every destination is ahead of UTC, so a date before this one is past everywhere:
 * a trip that ended before it is over, and one that starts after it has not begun anywhere.
 */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

const DATE_CHANGE_REFUSALS: Record<DateChangeBlock, string> = {
  hotel:
    'Hotel stays cannot change their dates (rooms and rates are held night by night); ask for a refund if the rate allows one, and book the new dates',
  changed: 'The date of this line was already changed once',
  tooLate: `Dates can change up to ${ORDER_LIMITS.dateChangeMinDays} days before travel`,
};

/** Why a line's date cannot change today (the contracts' rule, in words), or null when it can. */
export function dateChangeRefusal(item: ItemRecord, today: string): string | null {
  const block = dateChangeBlock(item, today);
  return block === null ? null : DATE_CHANGE_REFUSALS[block];
}
