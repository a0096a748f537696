import { currencyInfo, parseCurrencyCode } from '@storefront/contracts';

/** The desk speaks English to staff; numbers and dates follow the browser's region. */
const LOCALE = undefined;

const digitsOf = (currency: string) => {
  const code = parseCurrencyCode(currency);
  return code ? currencyInfo(code).minorDigits : 2;
};

/**
 * Minor units of a currency → "NZD 1,234.50" (Intl). The code, not a symbol: a desk sees several
 * currencies, and "$" alone would not say which dollar.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const digits = digitsOf(currency);
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code' }).format(
    minorUnits / 10 ** digits,
  );
}

/** A typed amount ("12.5") → minor units, or null when it is not a positive amount. */
export function parseAmount(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Math.round(Number(trimmed) * 10 ** digitsOf(currency));
  return value > 0 ? value : null;
}

/** Minor units → the plain number a staff member types ("12.50"). */
export const amountText = (minorUnits: number, currency: string) => (minorUnits / 10 ** digitsOf(currency)).toFixed(2);

const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant (ISO) in the staff member's time zone. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '');

/** A calendar date (YYYY-MM-DD): formatted as that day, never shifted by a time zone. */
export const formatDate = (date: string | null | undefined) =>
  date ? dateOnly.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)) : '';

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** How long ago an instant was: "3 hours ago", "2 days ago". */
export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** Order states as staff read them. */
export const STATE_LABELS: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  awaiting_confirmation: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
};

export const stateLabel = (state: string) => STATE_LABELS[state] ?? state.replace(/_/g, ' ');

const englishPlural = new Intl.PluralRules('en-AU');

/** "1 room", "2 rooms": a count with its noun in the right number (the desk speaks English). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${englishPlural.select(count) === 'one' ? singular : plural}`;
}
