import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import { ON_SALE, likePattern } from './hotel-rows.js';
import type { ChildBand } from './model.js';

/** A stay as the queries need it: nights from check-in up to (not including) check-out. */
export type StayRange = { checkIn: string; checkOut: string; nights: number };

export type HotelFilters = {
  hotelId?: number;
  /** Country, state or city ids; a hotel in any of them matches. */
  placeIds?: readonly string[];
  stars?: readonly number[];
  /** Lower-cased words that must each appear in the hotel's search text. */
  words?: readonly string[];
  /** Countries whose hotels can take the check-in date (not yet past there). */
  countries: readonly string[];
};

export type CandidateHotel = { hotelId: number; stars: number; recommendScore: number; currency: string };

/** A room type free on every night of a stay, with the fewest rooms left on any of those nights. */
export type FreeRoomType = {
  roomTypeId: number;
  hotelId: number;
  maxAdults: number;
  maxChildren: number;
  roomsLeft: number;
};

/** A rate plan sold on every night of a stay, with the sum of its nightly prices (hotel currency). */
export type PlanTotal = {
  ratePlanId: number;
  roomTypeId: number;
  hotelId: number;
  breakfastIncluded: boolean;
  freeCancelDays: number | null;
  childAgeBands: ChildBand[];
  total: number;
};

/**
 * The merchant's hotels on sale that pass the filters. Keywords: a plain substring LIKE per word
 * over the denormalised, lower-cased search text (decisions-hotels: no full-text index at this size).
 */
export async function findCandidateHotels(
  db: Db,
  merchantNumber: string,
  filters: HotelFilters,
): Promise<CandidateHotel[]> {
  if (filters.countries.length === 0) return [];
  let query = db
    .selectFrom('hotels')
    .select(['id', 'stars', 'recommend_score', 'currency'])
    .where('merchant_number', '=', merchantNumber)
    .where('status', '=', ON_SALE)
    .where('country_id', 'in', filters.countries);
  if (filters.hotelId !== undefined) query = query.where('id', '=', filters.hotelId);
  const placeIds = filters.placeIds;
  if (placeIds && placeIds.length > 0) {
    query = query.where((eb) =>
      eb.or([eb('country_id', 'in', placeIds), eb('state_id', 'in', placeIds), eb('city_id', 'in', placeIds)]),
    );
  }
  if (filters.stars && filters.stars.length > 0) query = query.where('stars', 'in', filters.stars);
  for (const word of filters.words ?? []) {
    query = query.where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`);
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    hotelId: r.id,
    stars: r.stars,
    recommendScore: r.recommend_score,
    currency: r.currency,
  }));
}

/**
 * Room types of the hotels with at least one room free on every night of the stay. The nights
 * are grouped first, read per hotel from one index range (migration 0007); the room types'
 * occupancy is joined to the groups.
 */
export async function findFreeRoomTypes(
  db: Db,
  merchantNumber: string,
  hotelIds: readonly number[],
  stay: StayRange,
): Promise<FreeRoomType[]> {
  if (hotelIds.length === 0) return [];
  const free = db
    .selectFrom('hotel_room_nights as n')
    .select('n.room_type_id')
    .select((eb) => eb.fn.min<number>('n.allotment').as('rooms_left'))
    .where('n.hotel_id', 'in', [...hotelIds])
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .groupBy('n.room_type_id')
    .having((eb) => eb.fn.countAll(), '=', stay.nights)
    .having((eb) => eb.fn.min('n.allotment'), '>', 0)
    .as('f');
  const rows = await db
    .selectFrom(free)
    .innerJoin('hotel_room_types as rt', 'rt.id', 'f.room_type_id')
    // The merchant is checked after grouping, so the nights stay one index range per hotel.
    .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
    .select(['rt.id', 'rt.hotel_id', 'rt.max_adults', 'rt.max_children', 'f.rooms_left'])
    .where('h.merchant_number', '=', merchantNumber)
    .execute();
  return rows.map((r) => ({
    roomTypeId: r.id,
    hotelId: r.hotel_id,
    maxAdults: r.max_adults,
    maxChildren: r.max_children,
    roomsLeft: Number(r.rooms_left),
  }));
}

/** Rate plans of the hotels priced on every night of the stay, with their total for one room (grouped like findFreeRoomTypes). */
export async function findPlanTotals(
  db: Db,
  merchantNumber: string,
  hotelIds: readonly number[],
  stay: StayRange,
): Promise<PlanTotal[]> {
  if (hotelIds.length === 0) return [];
  const priced = db
    .selectFrom('hotel_rate_nights as n')
    .select('n.rate_plan_id')
    // PostgreSQL sums bigint as numeric; back to bigint reads as a number.
    .select(sql<number>`cast(sum(n.price) as bigint)`.as('total'))
    .where('n.hotel_id', 'in', [...hotelIds])
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .groupBy('n.rate_plan_id')
    .having((eb) => eb.fn.countAll(), '=', stay.nights)
    .as('t');
  const rows = await db
    .selectFrom(priced)
    .innerJoin('hotel_rate_plans as p', 'p.id', 't.rate_plan_id')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select([
      'p.id',
      'p.room_type_id',
      'p.hotel_id',
      'p.breakfast_included',
      'p.free_cancel_days',
      'p.child_age_bands',
      't.total',
    ])
    .where('h.merchant_number', '=', merchantNumber)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    ratePlanId: r.id,
    roomTypeId: r.room_type_id,
    hotelId: r.hotel_id,
    breakfastIncluded: r.breakfast_included === 1,
    freeCancelDays: r.free_cancel_days,
    childAgeBands: JSON.parse(r.child_age_bands) as ChildBand[],
    total: Number(r.total),
  }));
}
