import { LIMITS } from './limits.js';

// Calendar dates (`YYYY-MM-DD`) and the few sums done on them, in one place for the server and the
// web. Travel dates are dates, never instants (DESIGN §4): a date string is read as local midnight,
// moved by calendar fields (the Date constructor normalises day 32 or month 13, and steps by
// calendar days, so a DST change never shifts a date) and written back as `YYYY-MM-DD`. No date
// library: these five sums are what the storefront's first page needs of one, and date-fns'
// helpers sat in its entry chunk (docs/decisions.md, "Home initial JavaScript").

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
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A local date at midnight from calendar fields that may overflow (day 0, month 12, …). */
function fromFields(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day); // setFullYear, unlike the constructor, keeps years 0–99
  return date;
}

const daysInMonth = (year: number, monthIndex: number) => fromFields(year, monthIndex + 1, 0).getDate();

/** Reads a date the caller has already checked; throws on a malformed one (a bug, not bad input). */
function read(date: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

/** A calendar date `days` after another (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = read(date);
  return localIsoDate(fromFields(d.getFullYear(), d.getMonth(), d.getDate() + days));
}

/** The month `months` after a date's, on the same day or the last day of a shorter month. */
function shiftMonths(d: Date, months: number): Date {
  const target = fromFields(d.getFullYear(), d.getMonth() + months, 1);
  const day = Math.min(d.getDate(), daysInMonth(target.getFullYear(), target.getMonth()));
  return fromFields(target.getFullYear(), target.getMonth(), day);
}

/** A calendar date `months` after another; the 31st lands on the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  return localIsoDate(shiftMonths(read(date), months));
}

/** Nights between two calendar dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  // Whole days between two calendar dates, counted in UTC where every day is 24 hours long.
  const utc = (d: Date) => new Date(0).setUTCFullYear(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(read(checkOut)) - utc(read(checkIn))) / 86_400_000);
}

/** The last day of the month `months` after the month of `date`. */
export function endOfMonthAhead(date: string, months: number): string {
  const d = read(date);
  return localIsoDate(fromFields(d.getFullYear(), d.getMonth() + months + 1, 0));
}

/** The last bookable travel date seen from `today`: 24 months ahead (spec §5 "max date true", §9). */
export function maxBookableDate(today: string): string {
  return addMonths(today, LIMITS.datePickerMaxMonths);
}
