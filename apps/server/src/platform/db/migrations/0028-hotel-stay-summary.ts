import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * Cold hotel search (issue 16). A stay's nights of every candidate hotel were one row per room
 * type or rate plan and night (~20 000 rows grouped for a country and a week), and each plan and
 * room type one more row: most of a search's time on both engines. Two summaries, one row per
 * hotel and night and one per hotel, so a search reads a few rows per hotel:
 * - `hotel_stay_nights`: every room type's rooms free and every plan's price that night, as
 *   `id:value` lists;
 * - `hotel_stay_terms`: the hotel's room types (occupancy) and plans (room type, breakfast,
 *   cancellation, child bands) as one JSON text.
 * The source rows stay the truth; each writer of them refreshes its hotel's summary rows in the
 * same transaction (`refreshStayNightRows`, `refreshStayTermRows`, through the hotels module).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('hotel_stay_nights')
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull())
    .addColumn('prices', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_stay_nights_pk', ['hotel_id', 'date'])
    // Read by (hotel, date) range only: SQLite keeps the rows in the key's order.
    .$call((t) => (postgres ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createTable('hotel_stay_terms')
    .addColumn('hotel_id', 'integer', (c) => c.primaryKey().references('hotels.id').onDelete('cascade'))
    .addColumn('terms', 'text', (c) => c.notNull())
    // Raised by every refresh: a process keeps parsed terms and reads the text again only when it moved.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await refreshStayNightRows(db, sql`hotel_id in (select id from hotels)`, sql``);
  await refreshStayTermRows(db, sql`1 = 1`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hotel_stay_terms').execute();
  await db.schema.dropTable('hotel_stay_nights').execute();
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Rebuilds `hotel_stay_nights` of the nights whose `hotel_id` matches `hotels` (a condition on a
 * nightly row's hotel_id) and `dates` (`and date …`, or nothing for every night) from the nightly
 * rows as the caller's transaction sees them.
 */
export async function refreshStayNightRows(
  db: Kysely<unknown>,
  hotels: RawBuilder<unknown>,
  dates: RawBuilder<unknown>,
): Promise<void> {
  const list = (value: RawBuilder<unknown>) =>
    isPostgres(db) ? sql`string_agg(${value}, ',')` : sql`group_concat(${value}, ',')`;
  const rooms = list(sql`cast(r.room_type_id as text) || ':' || cast(r.allotment as text)`);
  const prices = list(sql`cast(p.rate_plan_id as text) || ':' || cast(p.price as text)`);
  // "where 1 = 1" before "on conflict": SQLite would read the conflict clause as a join's otherwise.
  await sql`insert into hotel_stay_nights (hotel_id, date, rooms, prices)
    select k.hotel_id, k.date,
      coalesce((select ${rooms} from hotel_room_nights r where r.hotel_id = k.hotel_id and r.date = k.date), ''),
      coalesce((select ${prices} from hotel_rate_nights p where p.hotel_id = k.hotel_id and p.date = k.date), '')
    from (
      select hotel_id, date from hotel_room_nights where ${hotels} ${dates}
      union select hotel_id, date from hotel_rate_nights where ${hotels} ${dates}
    ) k
    where 1 = 1
    on conflict (hotel_id, date) do update set rooms = excluded.rooms, prices = excluded.prices`.execute(db);
}

/**
 * Rebuilds `hotel_stay_terms` of the hotels matching `hotels` (a condition on `h.id`):
 * `{"types":[[id,maxAdults,maxChildren],…],"plans":[[id,roomTypeId,breakfast,freeCancelDays,bands],…]}`,
 * its `version` one higher than before.
 */
export async function refreshStayTermRows(db: Kysely<unknown>, hotels: RawBuilder<unknown>): Promise<void> {
  const terms = isPostgres(db)
    ? sql`json_build_object(
        'types', coalesce((select json_agg(json_build_array(rt.id, rt.max_adults, rt.max_children))
          from hotel_room_types rt where rt.hotel_id = h.id), '[]'::json),
        'plans', coalesce((select json_agg(json_build_array(p.id, p.room_type_id, p.breakfast_included, p.free_cancel_days, p.child_age_bands::json))
          from hotel_rate_plans p where p.hotel_id = h.id), '[]'::json))::text`
    : sql`json_object(
        'types', (select json_group_array(json_array(rt.id, rt.max_adults, rt.max_children))
          from hotel_room_types rt where rt.hotel_id = h.id),
        'plans', (select json_group_array(json_array(p.id, p.room_type_id, p.breakfast_included, p.free_cancel_days, json(p.child_age_bands)))
          from hotel_rate_plans p where p.hotel_id = h.id))`;
  await sql`insert into hotel_stay_terms (hotel_id, terms)
    select h.id, ${terms} from hotels h where ${hotels}
    on conflict (hotel_id) do update set terms = excluded.terms, version = hotel_stay_terms.version + 1`.execute(db);
}
