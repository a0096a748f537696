import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import { ON_SALE, likePattern } from './hotel-rows.js';
import type { ChildBand } from './model.js';
import type { StayNights } from './kept-stay-nights.js';
import { findStayTerms, foldNights, nightFold } from './stay-summary-repo.js';

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

/** Per hotel: its room types with a room free every night of a stay, and its plans priced every night. */
export type StayOffers = Map<number, { freeTypes: FreeRoomType[]; planTotals: PlanTotal[] }>;

/** Folds reused for every hotel of every search (synchronous, one at a time). */
const roomsFold = nightFold();
const pricesFold = nightFold();

/**
 * Room types with a room free on every night of the stay, and rate plans priced on every night
 * with their total for one room, of the candidate hotels, by hotel: the nights as `nightsOf` finds
 * them (kept-stay-nights.ts), the types and plans from the hotels' terms (migration 0028).
 */
export async function findStayOffers(
  db: Db,
  candidates: readonly CandidateHotel[],
  stay: StayRange,
  nightsOf: (hotelIds: readonly number[]) => Promise<Map<number, StayNights>>,
): Promise<StayOffers> {
  const [nights, termsOf] = await Promise.all([
    nightsOf(candidates.map((c) => c.hotelId)),
    findStayTerms(db, candidates),
  ]);
  const offers: StayOffers = new Map();
  for (const { hotelId } of candidates) {
    const lists = nights.get(hotelId);
    const terms = termsOf.get(hotelId);
    if (!lists || !terms) continue;
    const { types, plans } = terms;
    foldNights(lists.rooms, terms.typeAt, types.length, roomsFold, true);
    const freeTypes: FreeRoomType[] = [];
    types.forEach((type, p) => {
      const roomsLeft = roomsFold.values[p]!;
      if (roomsFold.nights[p] !== stay.nights || roomsLeft <= 0) return;
      freeTypes.push({
        roomTypeId: type.roomTypeId,
        hotelId,
        maxAdults: type.maxAdults,
        maxChildren: type.maxChildren,
        roomsLeft,
      });
    });
    if (freeTypes.length === 0) continue;
    foldNights(lists.prices, terms.planAt, plans.length, pricesFold, false);
    const planTotals: PlanTotal[] = [];
    plans.forEach((plan, p) => {
      if (pricesFold.nights[p] !== stay.nights) return;
      planTotals.push({
        ratePlanId: plan.ratePlanId,
        roomTypeId: plan.roomTypeId,
        hotelId,
        breakfastIncluded: plan.breakfastIncluded,
        freeCancelDays: plan.freeCancelDays,
        childAgeBands: plan.childAgeBands,
        total: pricesFold.values[p]!,
      });
    });
    offers.set(hotelId, { freeTypes, planTotals });
  }
  return offers;
}
