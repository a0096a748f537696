import type { SeckillItem } from '@storefront/contracts';

export type Duration = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds of a span (negative spans count as 0). */
export function splitDuration(ms: number): Duration {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` of the part below a day; the days are shown apart, in words of the page's language. */
export const clockText = ({ hours, minutes, seconds }: Duration) => `${two(hours)}:${two(minutes)}:${two(seconds)}`;

/**
 * The server's clock now, from the `serverTime` of the answer and when it arrived: countdowns do
 * not trust the visitor's clock, which may be off by hours.
 */
export const serverNow = (serverTime: string, receivedAt: number, clientNow: number) =>
  Date.parse(serverTime) + (clientNow - receivedAt);

export type SalePhase =
  | { phase: 'upcoming'; msLeft: number }
  | { phase: 'ongoing'; msLeft: number }
  | { phase: 'soldout' }
  | { phase: 'ended' };

/** Where a flash sale stands at `now` (server time): counting down to its start or to its end. */
export function salePhase(sale: Pick<SeckillItem, 'startTime' | 'endTime' | 'stockLeft'>, now: number): SalePhase {
  const start = Date.parse(sale.startTime);
  const end = Date.parse(sale.endTime);
  if (now >= end) return { phase: 'ended' };
  if (now < start) return { phase: 'upcoming', msLeft: start - now };
  if (sale.stockLeft <= 0) return { phase: 'soldout' };
  return { phase: 'ongoing', msLeft: end - now };
}

/** Share of the stock still for sale, 0–100, for the stock bar. */
export const stockLeftPercent = (stock: number, stockLeft: number) =>
  stock <= 0 ? 0 : Math.max(0, Math.min(100, Math.round((stockLeft / stock) * 100)));
