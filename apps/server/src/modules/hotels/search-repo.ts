import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import { ON_SALE, likePattern } from './hotel-rows.js';

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
