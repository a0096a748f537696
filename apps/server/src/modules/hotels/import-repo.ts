import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import { MAX_PARAMS, insertInChunks } from '../../platform/db/dialect.js';
import { ON_SALE } from './hotel-rows.js';
import type { HotelDraft } from './model.js';
import { refreshStayNights, refreshStayTerms } from './stay-summary-repo.js';

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
  await refreshStayNights(db, { hotelIds });
  await refreshStayTerms(db, hotelIds);
  return hotelIds;
}
