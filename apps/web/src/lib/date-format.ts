import type { SiteLanguage } from '@storefront/contracts';
import { dateTimeFormat } from './intl-format';

/** A calendar date `YYYY-MM-DD` as a Date at UTC midnight (format it with `timeZone: 'UTC'`). */
export const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Sat 28 Nov" in the page language. */
export const formatStayDay = (iso: string, language: SiteLanguage) =>
  dateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDate(iso));

/** "Saturday, 28 November 2026" in the page language (screen-reader labels). */
export const formatLongDay = (iso: string, language: SiteLanguage) =>
  dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(iso));

/** "28 Nov – 30 Nov" (the page language's own range style). */
export const formatStayRange = (checkIn: string, checkOut: string, language: SiteLanguage) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
    utcDate(checkIn),
    utcDate(checkOut),
  );

/**
 * An instant (ISO timestamp) as date and time in the page language and the shopper's own time
 * zone: "24 Nov 2026, 6:36 pm", "2026年11月24日 18:36". Never the browser's language: a Chinese
 * page in an English browser said "3:36:41 am".
 */
export const formatDateTime = (instant: string, language: SiteLanguage, timeZone?: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant));

/** An instant's calendar date in the page language and the shopper's time zone ("24 Nov 2026"). */
export const formatInstantDate = (instant: string, language: SiteLanguage, timeZone?: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(instant));

/** A calendar date `YYYY-MM-DD` (a travel day, a stay) in the page language: "25 Nov 2026", "2026年11月25日". */
export const formatCalendarDate = (iso: string, language: SiteLanguage) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDate(iso));

/** A travel day, or a stay's first and last day, in the page language ("25 – 27 Nov 2026"). */
export const formatTravelDates = (iso: string, endIso: string | null | undefined, language: SiteLanguage) =>
  endIso
    ? dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(utcDate(iso), utcDate(endIso))
    : formatCalendarDate(iso, language);
