import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  lastDayOfMonth,
  lightFormat,
} from 'date-fns';
import { LIMITS } from './limits.js';

// Calendar dates (`YYYY-MM-DD`) and the few sums done on them, in one place for the server and the
// web. Travel dates are dates, never instants (DESIGN §4): a date string is read as local midnight,
// moved with date-fns (which steps by calendar days, so a DST change never shifts a date) and
// written back as `YYYY-MM-DD`. Only date-fns' small functions are used (no `parse`/`format`,
// which would pull every token parser into the storefront's first page).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a local date at midnight; undefined for anything else, 2025-02-29 included. */
export function parseIsoDate(value: string | undefined): Date | undefined {
  const match = value === undefined ? null : ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Years 0–99 would be read as 1900–1999 by the constructor.
  date.setFullYear(year);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}

/** A real calendar date written `YYYY-MM-DD`. */
export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== undefined;

/** The local calendar date of an instant as `YYYY-MM-DD` (today by default). */
export function localIsoDate(date: Date = new Date()): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** Reads a date the caller has already checked; throws on a malformed one (a bug, not bad input). */
function read(date: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

/** A calendar date `days` after another (negative goes back). */
export function addDays(date: string, days: number): string {
  return localIsoDate(addDaysTo(read(date), days));
}

/** A calendar date `months` after another; the 31st lands on the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  return localIsoDate(addMonthsTo(read(date), months));
}

/** Nights between two calendar dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(read(checkOut), read(checkIn));
}

/** The last day of the month `months` after the month of `date`. */
export function endOfMonthAhead(date: string, months: number): string {
  return localIsoDate(lastDayOfMonth(addMonthsTo(read(date), months)));
}

/** The last bookable travel date seen from `today`: 24 months ahead (spec §5 "max date true", §9). */
export function maxBookableDate(today: string): string {
  return addMonths(today, LIMITS.datePickerMaxMonths);
}
