import { endOfMonthAhead, nightsBetween } from './calendar-date.js';
import { LIMITS } from './limits.js';

// Hotel stay rules and limits without zod, shared by the server's schemas and the web's pages.
// Dates are calendar dates (YYYY-MM-DD); a stay is the nights from check-in up to (not
// including) check-out.

export const HOTEL_LIMITS = {
  /** Longest stay one search or booking covers. */
  maxNights: 30,
  maxRooms: 8,
  maxAdultsPerRoom: 8,
  maxChildrenPerRoom: 6,
  maxChildAge: 17,
  pageSizeMax: 50,
  starsMin: 1,
  starsMax: 5,
} as const;

/** Sort orders of the hotel search (spec §3 `sort`, default 1). */
export const HOTEL_SORTS = { recommended: 1, priceAsc: 2, priceDesc: 3, stars: 4 } as const;
export type HotelSort = (typeof HOTEL_SORTS)[keyof typeof HOTEL_SORTS];

/** The last bookable date for hotels seen from `today`: the end of the month 11 months ahead (spec §5, §9). */
export function hotelHorizon(today: string): string {
  return endOfMonthAhead(today, LIMITS.hotelMaxMonthsAhead);
}

/**
 * What is wrong with a stay seen from `today`, or null when it can be searched: check-in not
 * in the past, check-out after check-in, at most 30 nights, check-out within the horizon.
 */
export function stayProblem(checkIn: string, checkOut: string, today: string): string | null {
  if (checkIn < today) return `Check-in ${checkIn} is in the past`;
  if (checkOut <= checkIn) return `Check-out ${checkOut} must be after check-in ${checkIn}`;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > HOTEL_LIMITS.maxNights)
    return `A stay is at most ${HOTEL_LIMITS.maxNights} nights; this one is ${nights}`;
  const horizon = hotelHorizon(today);
  if (checkOut > horizon) return `Hotels can be booked up to ${horizon}; check-out ${checkOut} is later`;
  return null;
}
