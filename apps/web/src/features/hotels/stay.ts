import {
  addDays,
  addMonths,
  HOTEL_LIMITS,
  hotelHorizon,
  isIsoDate,
  LIMITS,
  nightsBetween,
} from '@storefront/contracts';

/** A stay's dates: check-in and check-out, `YYYY-MM-DD` (spec §3 `date`). */
export type StayDates = readonly [checkIn: string, checkOut: string];

/** Why the picker refuses a range; each has its own translated message (`hotels.stay.problems.*`). */
export type StayRangeProblem = 'past' | 'order' | 'twoMonths' | 'tooLong' | 'horizon';

const monthOf = (date: string) => date.slice(0, 7);

/** The night before check-out: the last night of the stay. */
export const lastNightOf = (checkOut: string) => addDays(checkOut, -1);

/**
 * The hotel picker's month rule (spec §5: a range whose start and end are in different months is
 * rejected). The range is the stay's nights, so leaving on the 1st after the month's last night
 * is one month: 30 Nov → 1 Dec is fine, 30 Nov → 2 Dec is not.
 */
export const isOneMonthStay = (checkIn: string, checkOut: string) =>
  monthOf(checkIn) === monthOf(lastNightOf(checkOut));

/** The last date the hotel picker offers: the end of the month 11 months ahead (spec §5, §9). */
export const hotelMaxDate = (today: string) => hotelHorizon(today);

/**
 * What is wrong with a picked range seen from `today`, or null: not in the past, check-out after
 * check-in, one month (spec §5), at most 30 nights (the server's limit) and within the horizon.
 */
export function stayRangeProblem(checkIn: string, checkOut: string, today: string): StayRangeProblem | null {
  if (checkIn < today) return 'past';
  if (checkOut <= checkIn) return 'order';
  if (checkOut > hotelMaxDate(today)) return 'horizon';
  if (!isOneMonthStay(checkIn, checkOut)) return 'twoMonths';
  if (nightsBetween(checkIn, checkOut) > HOTEL_LIMITS.maxNights) return 'tooLong';
  return null;
}

/**
 * The default stay (spec §4, §9): check-in 7 days ahead, check-out about 2 days later — one night
 * when check-in is the last day of a month, so the default obeys the picker's month rule.
 */
export function defaultStay(today: string): StayDates {
  const checkIn = addDays(today, LIMITS.hotelDefaultCheckInDays);
  const checkOut = addDays(checkIn, LIMITS.hotelDefaultNights);
  return isOneMonthStay(checkIn, checkOut) ? [checkIn, checkOut] : [checkIn, addDays(checkIn, 1)];
}

/** A stored stay as it can be searched: a stale or broken one becomes the default stay (spec §4). */
export function freshStay(date: readonly string[] | undefined, today: string): StayDates {
  const [checkIn, checkOut] = date ?? [];
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string') return defaultStay(today);
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return defaultStay(today);
  return stayRangeProblem(checkIn, checkOut, today) === null ? [checkIn, checkOut] : defaultStay(today);
}

/** The first day of the month of a date, and the months from one date's month to another's, as `YYYY-MM`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const first = `${monthOf(from)}-01`;
  const last = monthOf(to);
  for (let step = 0; step < 24; step += 1) {
    const current = monthOf(addMonths(first, step));
    if (current > last) break;
    months.push(current);
  }
  return months;
}
