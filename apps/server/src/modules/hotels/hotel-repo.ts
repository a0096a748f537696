import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import { idIn } from '../../platform/db/dialect.js';
import {
  type HotelCardSource,
  type HotelScope,
  ON_SALE,
  cardColumns,
  imageUrl,
  likePattern,
  parseList,
  toCardSource,
} from './hotel-rows.js';
import type { ChildBand } from './model.js';

export type HotelRecord = HotelCardSource & {
  description: string;
  policies: string[];
  checkInTime: string;
  checkOutTime: string;
  currency: string;
  images: string[];
};

export type RoomTypeRecord = {
  roomTypeId: number;
  name: string;
  beds: string;
  maxAdults: number;
  maxChildren: number;
  size: number;
  facilities: string[];
  images: string[];
};

export type RatePlanRecord = {
  ratePlanId: number;
  roomTypeId: number;
  breakfastIncluded: boolean;
  freeCancelDays: number | null;
  childAgeBands: ChildBand[];
};

/** Card texts of the merchant's hotels by id, in the scope's language. */
export async function findHotelCards(
  db: Db,
  scope: HotelScope,
  hotelIds: readonly number[],
): Promise<Map<number, HotelCardSource>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await readRows(db, cardColumns(db, scope).where(idIn(db, 'h.id', hotelIds)));
  return new Map(rows.map((r) => [r.id, toCardSource(r)]));
}

/** Card texts and price currency of the merchant's hotels on sale, by id, in the scope's language. */
export async function findHotelCardsOnSale(
  db: Db,
  scope: HotelScope,
  hotelIds: readonly number[],
): Promise<Map<number, HotelCardSource & { currency: string }>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await cardColumns(db, scope)
    .select('h.currency')
    .where('h.id', 'in', hotelIds)
    .where('h.status', '=', ON_SALE)
    .execute();
  return new Map(rows.map((r) => [r.id, { ...toCardSource(r), currency: r.currency }]));
}

/** A hotel of the merchant on sale, with its texts in the scope's language and its images. */
export async function findHotel(db: Db, scope: HotelScope, hotelId: number): Promise<HotelRecord | undefined> {
  const row = await cardColumns(db, scope)
    .select(['t.description', 't.policies', 'h.check_in_time', 'h.check_out_time', 'h.currency'])
    .where('h.id', '=', hotelId)
    .where('h.status', '=', ON_SALE)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await db
    .selectFrom('hotel_images as i')
    .innerJoin('hotels as h', 'h.id', 'i.hotel_id')
    .select('i.image')
    .where('h.merchant_number', '=', scope.merchantNumber)
    .where('i.hotel_id', '=', hotelId)
    .orderBy('i.sort')
    .execute();
  return {
    ...toCardSource(row),
    description: row.description,
    policies: parseList(row.policies),
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    currency: row.currency,
    images: images.map((i) => imageUrl(i.image)),
  };
}

/** Country (its local date rules the stay) and price currency of a hotel of the merchant that is on sale. */
export async function findHotelBasics(
  db: Db,
  merchantNumber: string,
  hotelId: number,
): Promise<{ countryId: string; currency: string } | undefined> {
  const row = await db
    .selectFrom('hotels')
    .select(['country_id', 'currency'])
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', hotelId)
    .where('status', '=', ON_SALE)
    .executeTakeFirst();
  return row ? { countryId: row.country_id, currency: row.currency } : undefined;
}

/** Room types of the merchant's hotel, texts in the scope's language, in display order. */
export async function findRoomTypes(db: Db, scope: HotelScope, hotelId: number): Promise<RoomTypeRecord[]> {
  const rows = await db
    .selectFrom('hotel_room_types as rt')
    .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
    .innerJoin('hotel_room_type_texts as t', (join) =>
      join.onRef('t.room_type_id', '=', 'rt.id').on('t.language', '=', scope.language),
    )
    .select([
      'rt.id',
      'rt.max_adults',
      'rt.max_children',
      'rt.size_m2',
      'rt.images',
      't.name',
      't.beds',
      't.facilities',
    ])
    .where('h.merchant_number', '=', scope.merchantNumber)
    .where('rt.hotel_id', '=', hotelId)
    .orderBy('rt.sort')
    .execute();
  return rows.map((r) => ({
    roomTypeId: r.id,
    name: r.name,
    beds: r.beds,
    maxAdults: r.max_adults,
    maxChildren: r.max_children,
    size: r.size_m2,
    facilities: parseList(r.facilities),
    images: parseList(r.images).map(imageUrl),
  }));
}

/** Rate plans of the merchant's hotel, by room type in display order. */
export async function findRatePlans(db: Db, merchantNumber: string, hotelId: number): Promise<RatePlanRecord[]> {
  const rows = await db
    .selectFrom('hotel_rate_plans as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select(['p.id', 'p.room_type_id', 'p.breakfast_included', 'p.free_cancel_days', 'p.child_age_bands'])
    .where('h.merchant_number', '=', merchantNumber)
    .where('p.hotel_id', '=', hotelId)
    .orderBy('p.room_type_id')
    .orderBy('p.sort')
    .execute();
  return rows.map((r) => ({
    ratePlanId: r.id,
    roomTypeId: r.room_type_id,
    breakfastIncluded: r.breakfast_included === 1,
    freeCancelDays: r.free_cancel_days,
    childAgeBands: JSON.parse(r.child_age_bands) as ChildBand[],
  }));
}

/** Of these rate plans of the merchant's hotels, the ids of those sold non-refundable (no free cancellation). */
export async function findNonRefundableRatePlanIds(
  db: Db,
  merchantNumber: string,
  ratePlanIds: readonly number[],
): Promise<Set<number>> {
  if (ratePlanIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('hotel_rate_plans as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select('p.id')
    .where('h.merchant_number', '=', merchantNumber)
    .where('p.id', 'in', ratePlanIds)
    .where('p.free_cancel_days', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Hotels of the merchant on sale whose search text holds every word, best recommended first. */
export async function findHotelSuggestions(
  db: Db,
  scope: HotelScope,
  words: readonly string[],
  limit: number,
): Promise<HotelCardSource[]> {
  let query = cardColumns(db, scope).where('h.status', '=', ON_SALE);
  for (const word of words) query = query.where(sql<boolean>`h.search_text like ${likePattern(word)} escape '\\'`);
  const rows = await query.orderBy('h.recommend_score', 'desc').orderBy('h.id').limit(limit).execute();
  return rows.map(toCardSource);
}
