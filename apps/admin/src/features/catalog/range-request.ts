import { addDays, ADMIN_CALENDAR_LIMITS, isIsoDate, type PriceType } from '@storefront/contracts';
import { parsePriceEntry } from './money-entry';

export { PRICE_TYPES, type PriceType } from '@storefront/contracts';

const MAX_RANGE_DAYS = ADMIN_CALENDAR_LIMITS.maxRangeDays;
const STOCK_MAX = ADMIN_CALENDAR_LIMITS.stockMax;

/** `PUT /packages/{gcode}/calendar`: prices in minor units of the product's currency. */
export type CalendarRangeRequest = {
  from: string;
  to: string;
  weekdays?: number[];
  prices?: Partial<Record<PriceType, number>>;
  stock?: number;
  closed?: boolean;
};

/** What the range editor holds: texts as typed. `weekdays` empty means every day. */
export type RangeForm = {
  from: string;
  to: string;
  weekdays: number[];
  prices: Partial<Record<PriceType, string>>;
  stock: string;
  /** keep: the days stay as open or closed as they are; open / close them. */
  sale: 'keep' | 'open' | 'close';
};

export type RangeErrors = Partial<Record<'from' | 'to' | 'stock' | 'form' | PriceType, string>>;

export const emptyRangeForm = (from = '', to = ''): RangeForm => ({
  from,
  to,
  weekdays: [],
  prices: {},
  stock: '',
  sale: 'keep',
});

function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whether some day of [from, to] falls on one of the weekdays (0 = Sunday … 6 = Saturday). */
function rangeHasWeekday(from: string, to: string, weekdays: number[]): boolean {
  for (let date = from, n = 0; date <= to && n < 7; date = addDays(date, 1), n += 1) {
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return true;
  }
  return false;
}

/**
 * The range editor's form → the request, or what is wrong field by field. Only the price types
 * the package sells are read; an empty price or stock leaves the days' own. Every weekday ticked
 * is the same as none (the request then names no pattern).
 */
export function buildRangeRequest(
  form: RangeForm,
  currency: string,
  priceTypes: readonly PriceType[],
): { ok: true; request: CalendarRangeRequest } | { ok: false; errors: RangeErrors } {
  const errors: RangeErrors = {};
  if (!isIsoDate(form.from)) errors.from = 'Choose the first day';
  if (!isIsoDate(form.to)) errors.to = 'Choose the last day';
  if (!errors.from && !errors.to) {
    if (form.to < form.from) errors.to = 'The last day is before the first';
    else if (daysInRange(form.from, form.to) > MAX_RANGE_DAYS) errors.to = `At most ${MAX_RANGE_DAYS} days at once`;
  }
  const weekdays = [...new Set(form.weekdays)].sort((a, b) => a - b);
  if (!errors.from && !errors.to && weekdays.length > 0 && !rangeHasWeekday(form.from, form.to, weekdays))
    errors.form = 'No day of this range falls on the weekdays ticked';

  const prices: Partial<Record<PriceType, number>> = {};
  for (const type of priceTypes) {
    const text = form.prices[type]?.trim() ?? '';
    if (!text) continue;
    const parsed = parsePriceEntry(text, currency);
    if (parsed.ok) prices[type] = parsed.minor;
    else errors[type] = parsed.error;
  }

  let stock: number | undefined;
  const stockText = form.stock.trim();
  if (stockText) {
    if (!/^\d+$/.test(stockText) || Number(stockText) > STOCK_MAX)
      errors.stock = `A whole number from 0 to ${STOCK_MAX.toLocaleString('en-AU')}`;
    else stock = Number(stockText);
  }
  if (form.sale === 'close' && stock !== undefined && stock > 0)
    errors.stock = 'A closed day sells nothing: leave the stock empty';

  const hasPrices = Object.keys(prices).length > 0;
  if (!hasPrices && stock === undefined && form.sale === 'keep' && Object.keys(errors).length === 0)
    errors.form = 'Type a price or a stock, or open or close the days';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const request: CalendarRangeRequest = { from: form.from, to: form.to };
  if (weekdays.length > 0 && weekdays.length < 7) request.weekdays = weekdays;
  if (hasPrices) request.prices = prices;
  if (stock !== undefined && form.sale !== 'close') request.stock = stock;
  if (form.sale !== 'keep') request.closed = form.sale === 'close';
  return { ok: true, request };
}
