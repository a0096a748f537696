import type { SiteLanguage } from '@storefront/contracts';

/** A calendar date `YYYY-MM-DD` as a Date at UTC midnight (format it with `timeZone: 'UTC'`). */
export const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

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
