import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import { refreshStayTerms } from './stay-summary-repo.js';

// The back office's reads and writes of a merchant's hotels (issue 14). Every read of one hotel
// names the merchant, so another shop's hotel is simply not found.

export type EditableHotelRow = {
  id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  stars: number;
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
  currency: string;
  status: string;
};

const HOTEL_COLUMNS = [
  'id',
  'country_id',
  'state_id',
  'city_id',
  'stars',
  'latitude',
  'longitude',
  'check_in_time',
  'check_out_time',
  'currency',
  'status',
] as const;

export async function findEditableHotels(db: Db, merchantNumber: string): Promise<EditableHotelRow[]> {
  return db
    .selectFrom('hotels')
    .select(HOTEL_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .orderBy('id')
    .execute();
}

export async function findEditableHotel(
  db: Db,
  merchantNumber: string,
  hotelId: number,
): Promise<EditableHotelRow | undefined> {
  return db
    .selectFrom('hotels')
    .select(HOTEL_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', hotelId)
    .executeTakeFirst();
}

export type HotelTextRow = {
  hotel_id: number;
  language: string;
  name: string;
  address: string;
  description: string;
  facilities: string;
  policies: string;
};

export async function findHotelTextRows(db: Db, hotelIds: readonly number[]): Promise<HotelTextRow[]> {
  if (hotelIds.length === 0) return [];
  return db
    .selectFrom('hotel_texts')
    .selectAll()
    .where('hotel_id', 'in', [...hotelIds])
    .execute();
}

export async function countRoomTypes(db: Db, hotelIds: readonly number[]): Promise<Map<number, number>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hotel_room_types')
    .select('hotel_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hotel_id', 'in', [...hotelIds])
    .groupBy('hotel_id')
    .execute();
  return new Map(rows.map((r) => [r.hotel_id, Number(r.n)]));
}

/**
 * Holds the hotel's row until the transaction ends, so two writers adding room types or plans to
 * one hotel count them one after the other (SQLite runs one writer at a time already).
 */
export async function lockHotelRow(db: Db, hotelId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.selectFrom('hotels').select('id').where('id', '=', hotelId).forUpdate().execute();
}

/** How many rate plans the hotel has, over all its room types. */
export async function countRatePlans(db: Db, hotelId: number): Promise<number> {
  const row = await db
    .selectFrom('hotel_rate_plans')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findRoomTypeRows(db: Db, hotelId: number) {
  return db
    .selectFrom('hotel_room_types')
    .select(['id', 'max_adults', 'max_children', 'size_m2'])
    .where('hotel_id', '=', hotelId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type RoomTypeTextRow = {
  room_type_id: number;
  language: string;
  name: string;
  beds: string;
  facilities: string;
};

export async function findRoomTypeTextRows(db: Db, roomTypeIds: readonly number[]): Promise<RoomTypeTextRow[]> {
  if (roomTypeIds.length === 0) return [];
  return db
    .selectFrom('hotel_room_type_texts')
    .selectAll()
    .where('room_type_id', 'in', [...roomTypeIds])
    .execute();
}

export async function findRatePlanRows(db: Db, hotelId: number) {
  return db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id', 'breakfast_included', 'free_cancel_days', 'child_age_bands'])
    .where('hotel_id', '=', hotelId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function updateHotelRow(
  db: Db,
  merchantNumber: string,
  hotelId: number,
  changes: Partial<Omit<EditableHotelRow, 'id' | 'currency'>> & { search_text?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('hotels')
    .set(changes)
    .where('id', '=', hotelId)
    .where('merchant_number', '=', merchantNumber)
    .execute();
}

export async function upsertHotelText(db: Db, row: HotelTextRow): Promise<void> {
  await db
    .insertInto('hotel_texts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['hotel_id', 'language']).doUpdateSet({
        name: row.name,
        address: row.address,
        description: row.description,
        facilities: row.facilities,
        policies: row.policies,
      }),
    )
    .execute();
}

export async function updateRoomTypeRow(
  db: Db,
  hotelId: number,
  roomTypeId: number,
  changes: { max_adults?: number; max_children?: number; size_m2?: number },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('hotel_room_types')
    .set(changes)
    .where('id', '=', roomTypeId)
    .where('hotel_id', '=', hotelId)
    .execute();
  await refreshStayTerms(db, [hotelId]);
}

export async function upsertRoomTypeText(db: Db, row: RoomTypeTextRow): Promise<void> {
  await db
    .insertInto('hotel_room_type_texts')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['room_type_id', 'language'])
        .doUpdateSet({ name: row.name, beds: row.beds, facilities: row.facilities }),
    )
    .execute();
}

export async function updateRatePlanRow(
  db: Db,
  hotelId: number,
  ratePlanId: number,
  changes: { breakfast_included?: number; free_cancel_days?: number | null; child_age_bands?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('hotel_rate_plans')
    .set(changes)
    .where('id', '=', ratePlanId)
    .where('hotel_id', '=', hotelId)
    .execute();
  await refreshStayTerms(db, [hotelId]);
}

/** A rate plan of the merchant's hotel, with what its calendar needs. */
export async function findMerchantRatePlan(db: Db, merchantNumber: string, hotelId: number, ratePlanId: number) {
  return db
    .selectFrom('hotel_rate_plans as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select(['p.id as ratePlanId', 'p.room_type_id as roomTypeId', 'h.id as hotelId', 'h.currency'])
    .where('h.merchant_number', '=', merchantNumber)
    .where('h.id', '=', hotelId)
    .where('p.id', '=', ratePlanId)
    .executeTakeFirst();
}

export type StoredRoomNight = { date: string; allotment: number; sold: number; closedCapacity: number | null };

export async function findRoomNightRange(
  db: Db,
  roomTypeId: number,
  from: string,
  to: string,
): Promise<Map<string, StoredRoomNight>> {
  const rows = await db
    .selectFrom('hotel_room_nights')
    .select(['date', 'allotment', 'sold', 'closed_capacity'])
    .where('room_type_id', '=', roomTypeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(
    rows.map((r) => [
      r.date,
      { date: r.date, allotment: r.allotment, sold: r.sold, closedCapacity: r.closed_capacity },
    ]),
  );
}

export async function findRateNightRange(
  db: Db,
  ratePlanId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('hotel_rate_nights')
    .select(['date', 'price'])
    .where('rate_plan_id', '=', ratePlanId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.date, Number(r.price)]));
}

/** Puts the nights not yet on sale on sale with no room, so the change below can set them. */
export async function insertMissingRoomNights(
  db: Db,
  hotelId: number,
  roomTypeId: number,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  await db
    .insertInto('hotel_room_nights')
    .values(dates.map((date) => ({ room_type_id: roomTypeId, hotel_id: hotelId, date, allotment: 0 })))
    .onConflict((oc) => oc.columns(['room_type_id', 'date']).doNothing())
    .execute();
}

/**
 * Sets the nights' rooms on sale in total and / or their state in one statement, each from its own
 * row as it is now (so a stay booked since they were read counts): `allotment` (free) becomes the
 * total less `sold` on an open night, 0 on a closed one, which keeps its total in `closed_capacity`.
 */
export async function setRoomNights(
  db: Db,
  roomTypeId: number,
  dates: readonly string[],
  change: { allotment?: number; closed?: boolean },
): Promise<void> {
  if (dates.length === 0) return;
  const total =
    change.allotment === undefined
      ? sql`coalesce(closed_capacity, allotment + sold)`
      : sql`cast(${change.allotment} as integer)`;
  const closed =
    change.closed === undefined ? sql`closed_capacity is not null` : change.closed ? sql`1 = 1` : sql`1 = 0`;
  await db
    .updateTable('hotel_room_nights')
    .set({
      allotment: sql<number>`case when ${closed} then 0 else ${total} - sold end`,
      closed_capacity: sql<number | null>`case when ${closed} then ${total} else null end`,
    })
    .where('room_type_id', '=', roomTypeId)
    .where('date', 'in', [...dates])
    .execute();
}

/** The first night of the range with fewer rooms on sale than stays take. */
export async function findNightBelowSold(db: Db, roomTypeId: number, from: string, to: string) {
  return db
    .selectFrom('hotel_room_nights')
    .select(['date', 'sold'])
    .where('room_type_id', '=', roomTypeId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where((eb) => eb.or([eb('allotment', '<', 0), eb('closed_capacity', '<', eb.ref('sold'))]))
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
}

export async function upsertRateNights(
  db: Db,
  hotelId: number,
  ratePlanId: number,
  dates: readonly string[],
  price: number,
): Promise<void> {
  if (dates.length === 0) return;
  await db
    .insertInto('hotel_rate_nights')
    .values(dates.map((date) => ({ rate_plan_id: ratePlanId, hotel_id: hotelId, date, price })))
    .onConflict((oc) => oc.columns(['rate_plan_id', 'date']).doUpdateSet({ price }))
    .execute();
}

/** A new hotel of the merchant; answers its id. */
export async function insertHotelRow(
  db: Db,
  row: Omit<EditableHotelRow, 'id'> & { merchant_number: string; search_text: string; created_at: string },
): Promise<number> {
  const inserted = await db
    .insertInto('hotels')
    .values({ ...row, recommend_score: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A new room type, listed after the hotel's others; answers its id. */
export async function insertRoomTypeRow(
  db: Db,
  hotelId: number,
  row: { max_adults: number; max_children: number; size_m2: number },
): Promise<number> {
  const last = await db
    .selectFrom('hotel_room_types')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('hotel_room_types')
    .values({ hotel_id: hotelId, sort: Number(last?.sort ?? -1) + 1, images: '[]', ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshStayTerms(db, [hotelId]);
  return inserted.id;
}

/** A new rate plan of a room type, listed after the type's others; answers its id. */
export async function insertRatePlanRow(
  db: Db,
  hotelId: number,
  roomTypeId: number,
  row: { breakfast_included: number; free_cancel_days: number | null; child_age_bands: string },
): Promise<number> {
  const last = await db
    .selectFrom('hotel_rate_plans')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('room_type_id', '=', roomTypeId)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('hotel_rate_plans')
    .values({ hotel_id: hotelId, room_type_id: roomTypeId, sort: Number(last?.sort ?? -1) + 1, ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshStayTerms(db, [hotelId]);
  return inserted.id;
}

export type HotelPhotoRow = { image: string; alt: string };

/** A hotel's photos, the cover (sort 0) first. */
export async function findHotelPhotos(db: Db, hotelId: number): Promise<HotelPhotoRow[]> {
  return db
    .selectFrom('hotel_images')
    .select(['image', 'alt'])
    .where('hotel_id', '=', hotelId)
    .orderBy('sort')
    .execute();
}

/** Replaces a hotel's photo rows with the list given, in its order (the sort is part of the key). */
export async function replaceHotelPhotos(db: Db, hotelId: number, photos: readonly HotelPhotoRow[]): Promise<void> {
  await db.deleteFrom('hotel_images').where('hotel_id', '=', hotelId).execute();
  if (photos.length === 0) return;
  await db
    .insertInto('hotel_images')
    .values(photos.map((p, sort) => ({ hotel_id: hotelId, sort, image: p.image, alt: p.alt })))
    .execute();
}
