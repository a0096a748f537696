import { nightsBetween, type CartItem, type SiteLanguage } from '@storefront/contracts';
import { utcDate } from '../../lib/date-format';
import { dateTimeFormat } from '../../lib/intl-format';

/** A line can be booked when it still sells: unchanged, or at its new (shown) price. */
export const isBookable = (item: CartItem) =>
  (item.status === 'ok' || item.status === 'repriced') && item.price !== null;

/** Bookable lines of one travel date (a stay's check-in date), in the cart's own order. */
export type CartDateGroup = { date: string; items: CartItem[] };

/** The cart as the page shows it: bookable lines by date, soonest first; the rest apart. */
export type CartGroups = { ready: CartDateGroup[]; closed: CartItem[] };

const byDate = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Groups the cart's lines: bookable ones (ok, repriced) under their travel date — a hotel stay
 * under its check-in — soonest date first; sold-out, past and unavailable lines go to `closed`,
 * soonest first. Lines keep the server's order within a date.
 */
export function groupCart(items: readonly CartItem[]): CartGroups {
  const dates = new Map<string, CartItem[]>();
  const closed: CartItem[] = [];
  for (const item of items) {
    if (!isBookable(item)) {
      closed.push(item);
      continue;
    }
    const group = dates.get(item.date);
    if (group) group.push(item);
    else dates.set(item.date, [item]);
  }
  return {
    ready: [...dates.entries()].sort(([a], [b]) => byDate(a, b)).map(([date, lines]) => ({ date, items: lines })),
    closed: closed
      .map((item, index) => ({ item, index }))
      .sort((a, b) => byDate(a.item.date, b.item.date) || a.index - b.index)
      .map(({ item }) => item),
  };
}

/** Nights of a hotel stay line; 0 for a product line. */
export const stayNights = (item: CartItem) =>
  item.kind === 'hotel' && item.endDate ? nightsBetween(item.date, item.endDate) : 0;

/** A date group's heading in the page language: "Saturday, 14 March 2026", "2026年3月14日星期六". */
export const dateHeading = (iso: string, language: SiteLanguage) =>
  dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(iso));

/** A short date for a line ("Sat, 14 Mar 2026"). */
export const shortDate = (iso: string, language: SiteLanguage) =>
  dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(iso));

/**
 * The lines checkout takes: every bookable line the member has not unticked. Ticked is the
 * default, so a cart opens ready to check out and a line added later joins the selection.
 */
export const selectedLines = (items: readonly CartItem[], unticked: ReadonlySet<number>) =>
  items.filter((item) => isBookable(item) && !unticked.has(item.id));
