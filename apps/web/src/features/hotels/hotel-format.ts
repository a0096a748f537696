import type { SiteLanguage } from '@storefront/contracts';

/** A calendar date `YYYY-MM-DD` as a Date at UTC midnight (format it with `timeZone: 'UTC'`). */
export const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A local date (as the day picker gives them) as `YYYY-MM-DD`. */
export function isoOfLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local date at midnight, for the day picker. */
export function localOfIso(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** "Sat 28 Nov" in the page language. */
export const formatStayDay = (iso: string, language: SiteLanguage) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDate(iso),
  );

/** "Saturday, 28 November 2026" in the page language (screen-reader labels). */
export const formatLongDay = (iso: string, language: SiteLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(iso));

/** "28 Nov – 30 Nov" (the page language's own range style). */
export const formatStayRange = (checkIn: string, checkOut: string, language: SiteLanguage) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
    utcDate(checkIn),
    utcDate(checkOut),
  );

/** A short amount for a calendar cell ("576K", "57.6만"); the full price is in the cell's label. */
export const formatCompactAmount = (amount: number, language: SiteLanguage) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: amount >= 1000 ? 1 : 0 }).format(
    amount,
  );
