import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import { ON_SALE, likePattern } from './hotel-rows.js';
import type { HotelRoomRequest } from '@storefront/contracts';
import { cheapestStay } from './stay-pricing.js';
import { type StayNights, type StayTerms, foldNights, nightFold } from './stay-summary-repo.js';

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

export type CandidateHotel = {
  hotelId: number;
  stars: number;
  recommendScore: number;
  currency: string;
  /** The version of its room types and plans as search reads them (`hotel_stay_terms`, migration 0028). */
  termsVersion: number | null;
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
    .leftJoin('hotel_stay_terms as st', 'st.hotel_id', 'hotels.id')
    .select(['id', 'stars', 'recommend_score', 'currency', 'st.version'])
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
  const rows = await readRows(db, query);
  return rows.map((r) => ({
    hotelId: r.id,
    stars: r.stars,
    recommendScore: r.recommend_score,
    currency: r.currency,
    termsVersion: r.version,
  }));
}

/** Folds and per-position figures reused for every hotel of every search (synchronous, one at a time). */
const roomsFold = nightFold();
const pricesFold = nightFold();
let roomsLeft = new Float64Array(16);
let totals = new Float64Array(64);

/**
 * The cheapest way to book the requested rooms in a hotel for the stay (hotel currency), from its
 * nights as kept-stay-nights.ts finds them and its terms (migration 0028): a room type is free
 * when it has rooms on every night, a plan sold when priced on every night.
 */
export function cheapestStayOf(
  terms: StayTerms,
  nights: StayNights,
  rooms: readonly HotelRoomRequest[],
  stay: StayRange,
): ReturnType<typeof cheapestStay> {
  const { types, plans } = terms;
  foldNights(nights, false, terms.typeIds, roomsFold, true);
  if (roomsLeft.length < types.length) roomsLeft = new Float64Array(types.length * 2);
  let free = false;
  for (let t = 0; t < types.length; t++) {
    roomsLeft[t] = roomsFold.nights[t] === stay.nights ? roomsFold.values[t]! : 0;
    if (roomsLeft[t]! > 0) free = true;
  }
  if (!free) return null;
  foldNights(nights, true, terms.planIds, pricesFold, false);
  if (totals.length < plans.length) totals = new Float64Array(plans.length * 2);
  for (let p = 0; p < plans.length; p++) {
    totals[p] = pricesFold.nights[p] === stay.nights ? pricesFold.values[p]! : Number.NaN;
  }
  return cheapestStay(types, roomsLeft, plans, totals, rooms, stay.nights);
}
