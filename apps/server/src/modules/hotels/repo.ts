import type { SiteLanguage } from '@storefront/contracts';
import { type ExpressionBuilder, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import type { ChildBand, HotelDraft } from './service.js';

/** Whose hotels a query reads, and in which language. */
export type HotelScope = { merchantNumber: string; language: SiteLanguage };

export const ON_SALE = 'onsale';

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

export type HotelCardSource = {
  hotelId: number;
  name: string;
  address: string;
  stars: number;
  image: string;
  countryId: string;
  stateId: string;
  cityId: string;
  latitude: number;
  longitude: number;
  facilities: string[];
};

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

const imageUrl = (key: string) => (key ? `/images/${key}` : '');
const parseList = (json: string) => JSON.parse(json) as string[];

/** Escapes LIKE wildcards (`\` is the escape character). */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
export async function findFreeRoomTypes(db: Db, hotelIds: readonly number[], stay: StayRange): Promise<FreeRoomType[]> {
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
    .select(['rt.id', 'rt.hotel_id', 'rt.max_adults', 'rt.max_children', 'f.rooms_left'])
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
export async function findPlanTotals(db: Db, hotelIds: readonly number[], stay: StayRange): Promise<PlanTotal[]> {
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
    .select([
      'p.id',
      'p.room_type_id',
      'p.hotel_id',
      'p.breakfast_included',
      'p.free_cancel_days',
      'p.child_age_bands',
      't.total',
    ])
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

function cardColumns(db: Db, scope: HotelScope) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('hotel_texts as t', (join) =>
      join.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', scope.language),
    )
    .leftJoin('hotel_images as i', (join) => join.onRef('i.hotel_id', '=', 'h.id').on('i.sort', '=', 0))
    .select([
      'h.id',
      'h.stars',
      'h.country_id',
      'h.state_id',
      'h.city_id',
      'h.latitude',
      'h.longitude',
      't.name',
      't.address',
      't.facilities',
      'i.image',
    ])
    .where('h.merchant_number', '=', scope.merchantNumber);
}

type CardRow = {
  id: number;
  stars: number;
  country_id: string;
  state_id: string;
  city_id: string;
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  facilities: string;
  image: string | null;
};

const toCardSource = (r: CardRow): HotelCardSource => ({
  hotelId: r.id,
  name: r.name,
  address: r.address,
  stars: r.stars,
  image: imageUrl(r.image ?? ''),
  countryId: r.country_id,
  stateId: r.state_id,
  cityId: r.city_id,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  facilities: parseList(r.facilities),
});

/** Card texts of the merchant's hotels by id, in the scope's language. */
export async function findHotelCards(
  db: Db,
  scope: HotelScope,
  hotelIds: readonly number[],
): Promise<Map<number, HotelCardSource>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await cardColumns(db, scope).where('h.id', 'in', hotelIds).execute();
  return new Map(rows.map((r) => [r.id, toCardSource(r)]));
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
    .selectFrom('hotel_images')
    .select('image')
    .where('hotel_id', '=', hotelId)
    .orderBy('sort')
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

export async function findRoomTypes(db: Db, hotelId: number, language: SiteLanguage): Promise<RoomTypeRecord[]> {
  const rows = await db
    .selectFrom('hotel_room_types as rt')
    .innerJoin('hotel_room_type_texts as t', (join) =>
      join.onRef('t.room_type_id', '=', 'rt.id').on('t.language', '=', language),
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

export async function findRatePlans(db: Db, hotelId: number): Promise<RatePlanRecord[]> {
  const rows = await db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id', 'breakfast_included', 'free_cancel_days', 'child_age_bands'])
    .where('hotel_id', '=', hotelId)
    .orderBy('room_type_id')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({
    ratePlanId: r.id,
    roomTypeId: r.room_type_id,
    breakfastIncluded: r.breakfast_included === 1,
    freeCancelDays: r.free_cancel_days,
    childAgeBands: JSON.parse(r.child_age_bands) as ChildBand[],
  }));
}

/** Rooms free per room type and night of the hotel, check-in up to (not including) check-out. */
export async function findRoomNights(db: Db, hotelId: number, stay: StayRange) {
  return db
    .selectFrom('hotel_room_nights as n')
    .select(['n.room_type_id as roomTypeId', 'n.date', 'n.allotment'])
    .where('n.hotel_id', '=', hotelId)
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .execute();
}

/** Nightly prices per rate plan of the hotel (hotel currency), check-in up to (not including) check-out. */
export async function findRateNights(db: Db, hotelId: number, stay: StayRange) {
  const rows = await db
    .selectFrom('hotel_rate_nights as n')
    .select(['n.rate_plan_id as ratePlanId', 'n.date', 'n.price'])
    .where('n.hotel_id', '=', hotelId)
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/** Per night from `from` to `to` (inclusive): the lowest price of one room with a room free (hotel currency). */
export async function findLowestNightlyPrices(
  db: Db,
  hotelId: number,
  from: string,
  to: string,
): Promise<{ date: string; price: number }[]> {
  const rows = await db
    .selectFrom('hotel_rate_nights as n')
    .innerJoin('hotel_rate_plans as p', 'p.id', 'n.rate_plan_id')
    .innerJoin('hotel_room_nights as r', (join) =>
      join.onRef('r.room_type_id', '=', 'p.room_type_id').onRef('r.date', '=', 'n.date'),
    )
    .select('n.date')
    .select((eb) => eb.fn.min<number>('n.price').as('price'))
    .where('n.hotel_id', '=', hotelId)
    .where('n.date', '>=', from)
    .where('n.date', '<=', to)
    .where('r.allotment', '>', 0)
    .groupBy('n.date')
    .orderBy('n.date')
    .execute();
  return rows.map((r) => ({ date: r.date, price: Number(r.price) }));
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

type NightRow = readonly [id: number, hotelId: number, date: string, value: number];

const NIGHT_TABLES = {
  hotel_room_nights: { id: 'room_type_id', value: 'allotment', type: sql`integer[]` },
  hotel_rate_nights: { id: 'rate_plan_id', value: 'price', type: sql`bigint[]` },
} as const;
const NIGHTS_PER_UNNEST = 50_000;

/**
 * Nightly rows are most of a hotel's data (a year per room type and plan). PostgreSQL takes them
 * as three arrays through unnest (three parameters, not three per row, which is several times
 * faster); SQLite as multi-row inserts, which cost little there.
 */
async function insertNights(db: Db, table: keyof typeof NIGHT_TABLES, rows: readonly NightRow[]): Promise<void> {
  const { id, value, type } = NIGHT_TABLES[table];
  const into = sql`insert into ${sql.table(table)} (${sql.ref(id)}, hotel_id, date, ${sql.ref(value)})`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (let i = 0; i < rows.length; i += NIGHTS_PER_UNNEST) {
      const chunk = rows.slice(i, i + NIGHTS_PER_UNNEST);
      const [ids, hotelIds, dates, values] = [0, 1, 2, 3].map((column) => chunk.map((row) => row[column]));
      await sql`${into} select * from unnest(${ids}::integer[], ${hotelIds}::integer[], ${dates}::varchar[], ${values}::${type})`.execute(
        db,
      );
    }
    return;
  }
  const perInsert = Math.floor(MAX_PARAMS / 4);
  for (let i = 0; i < rows.length; i += perInsert) {
    const chunk = rows.slice(i, i + perInsert);
    await sql`${into} values ${sql.join(chunk.map(([rowId, hotelId, date, amount]) => sql`(${rowId}, ${hotelId}, ${date}, ${amount})`))}`.execute(
      db,
    );
  }
}

const MAX_PARAMS = 30_000;

/** Multi-row inserts within the engines' parameter limits. */
async function insertInChunks<T extends Record<string, unknown>>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0] as T).length));
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Writes hotels with their texts, images, room types, plans, allotments and prices, inside the
 * caller's transaction; answers the new hotel ids in the order of the drafts.
 */
export async function insertHotels(
  db: Db,
  merchantNumber: string,
  drafts: readonly (HotelDraft & { searchText: string })[],
  createdAt: string,
): Promise<number[]> {
  // One statement per hotel: the only reliable way to pair new ids with drafts on both engines.
  const hotelIds: number[] = [];
  for (const d of drafts) {
    const row = await db
      .insertInto('hotels')
      .values({
        merchant_number: merchantNumber,
        country_id: d.cityId.split('-')[0] as string,
        state_id: d.cityId.split('-').slice(0, 2).join('-'),
        city_id: d.cityId,
        stars: d.stars,
        latitude: d.latitude,
        longitude: d.longitude,
        check_in_time: d.checkInTime,
        check_out_time: d.checkOutTime,
        currency: d.currency,
        status: d.status ?? ON_SALE,
        recommend_score: d.recommendScore,
        search_text: d.searchText,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    hotelIds.push(row.id);
  }
  const withIds = drafts.map((draft, i) => ({ draft, hotelId: hotelIds[i] as number }));

  await insertInChunks(
    withIds.flatMap(({ draft, hotelId }) =>
      Object.entries(draft.texts).map(([language, t]) => ({
        hotel_id: hotelId,
        language,
        name: t.name,
        address: t.address,
        description: t.description,
        facilities: JSON.stringify(t.facilities),
        policies: JSON.stringify(t.policies),
      })),
    ),
    (chunk) => db.insertInto('hotel_texts').values(chunk).execute(),
  );
  await insertInChunks(
    withIds.flatMap(({ draft, hotelId }) => draft.images.map((image, sort) => ({ hotel_id: hotelId, sort, image }))),
    (chunk) => db.insertInto('hotel_images').values(chunk).execute(),
  );

  // Room types: (hotel, sort) pairs each new id with its draft.
  const roomTypeIds = new Map<string, number>();
  await insertInChunks(
    withIds.flatMap(({ draft, hotelId }) =>
      draft.roomTypes.map((rt, sort) => ({
        hotel_id: hotelId,
        sort,
        max_adults: rt.maxAdults,
        max_children: rt.maxChildren,
        size_m2: rt.size,
        images: JSON.stringify(rt.images),
      })),
    ),
    async (chunk) => {
      const inserted = await db
        .insertInto('hotel_room_types')
        .values(chunk)
        .returning(['id', 'hotel_id', 'sort'])
        .execute();
      for (const r of inserted) roomTypeIds.set(`${r.hotel_id}:${r.sort}`, r.id);
    },
  );
  const roomTypes = withIds.flatMap(({ draft, hotelId }) =>
    draft.roomTypes.map((rt, sort) => ({ rt, hotelId, roomTypeId: roomTypeIds.get(`${hotelId}:${sort}`) as number })),
  );
  await insertInChunks(
    roomTypes.flatMap(({ rt, roomTypeId }) =>
      Object.entries(rt.texts).map(([language, t]) => ({
        room_type_id: roomTypeId,
        language,
        name: t.name,
        beds: t.beds,
        facilities: JSON.stringify(t.facilities),
      })),
    ),
    (chunk) => db.insertInto('hotel_room_type_texts').values(chunk).execute(),
  );
  await insertNights(
    db,
    'hotel_room_nights',
    roomTypes.flatMap(({ rt, hotelId, roomTypeId }) =>
      rt.nights.map((n) => [roomTypeId, hotelId, n.date, n.allotment] as const),
    ),
  );

  const planIds = new Map<string, number>();
  await insertInChunks(
    roomTypes.flatMap(({ rt, hotelId, roomTypeId }) =>
      rt.plans.map((p, sort) => ({
        room_type_id: roomTypeId,
        hotel_id: hotelId,
        sort,
        breakfast_included: p.breakfastIncluded ? 1 : 0,
        free_cancel_days: p.freeCancelDays,
        child_age_bands: JSON.stringify(p.childAgeBands),
      })),
    ),
    async (chunk) => {
      const inserted = await db
        .insertInto('hotel_rate_plans')
        .values(chunk)
        .returning(['id', 'room_type_id', 'sort'])
        .execute();
      for (const r of inserted) planIds.set(`${r.room_type_id}:${r.sort}`, r.id);
    },
  );
  await insertNights(
    db,
    'hotel_rate_nights',
    roomTypes.flatMap(({ rt, hotelId, roomTypeId }) =>
      rt.plans.flatMap((p, sort) => {
        const ratePlanId = planIds.get(`${roomTypeId}:${sort}`) as number;
        return p.nights.map((n) => [ratePlanId, hotelId, n.date, n.price] as const);
      }),
    ),
  );
  return hotelIds;
}

// ── Bookings (orders): rooms held per night ──────────────────────────────────────────────────

/** A room type of the merchant's hotel, for a booking's merchant check. */
function roomTypeOfMerchant(merchantNumber: string, roomTypeId: number) {
  return (eb: ExpressionBuilder<Database, 'hotel_room_nights'>) =>
    eb.exists(
      eb
        .selectFrom('hotel_room_types as rt')
        .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
        .select('rt.id')
        .where('rt.id', '=', roomTypeId)
        .where('h.merchant_number', '=', merchantNumber),
    );
}

/**
 * Takes `rooms` of a room type on every night of `dates`, only when each night has that many
 * left: one conditional UPDATE, which must touch every night (the caller's transaction rolls
 * back otherwise). Concurrent bookings never take more rooms than there are.
 */
export async function takeRoomNights(
  db: Db,
  merchantNumber: string,
  hold: { roomTypeId: number; dates: readonly string[]; rooms: number },
): Promise<boolean> {
  if (hold.dates.length === 0) return false;
  const result = await db
    .updateTable('hotel_room_nights')
    .set((eb) => ({ allotment: eb('allotment', '-', hold.rooms) }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('date', 'in', [...hold.dates])
    .where('allotment', '>=', hold.rooms)
    .where(roomTypeOfMerchant(merchantNumber, hold.roomTypeId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === hold.dates.length;
}

export async function returnRoomNights(
  db: Db,
  merchantNumber: string,
  hold: { roomTypeId: number; dates: readonly string[]; rooms: number },
): Promise<void> {
  if (hold.dates.length === 0) return;
  await db
    .updateTable('hotel_room_nights')
    .set((eb) => ({ allotment: eb('allotment', '+', hold.rooms) }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('date', 'in', [...hold.dates])
    .where(roomTypeOfMerchant(merchantNumber, hold.roomTypeId))
    .execute();
}
