import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A stay's nights from the key alone on PostgreSQL (issue 16, cold hotel search): the primary key
 * of `hotel_stay_nights` also holds each night's `rooms` and `prices` lists (INCLUDE), so a search
 * reads its candidates' nights with an index-only scan instead of visiting the table for every
 * hotel — 1.5–1.8 → 0.7–1.0 ms for 396 hotels × 3 nights, PostgreSQL's CPU a cold search
 * 1.9 → 1.5 ms. A B-tree entry holds at most ~2.7 KB, so a hotel's room types and rate plans are
 * capped (`HOTEL_EDIT_LIMITS`: 40 × 18 + 80 × 20 bytes a night at most). A hotel made before the
 * cap with more types or plans, or a night longer than an entry takes, keeps the plain key
 * (checked first): search then reads the table as before.
 * SQLite's table is clustered by its key already (`without rowid`, migration 0028).
 */
const ENTRY_BYTES_MAX = 2_400;
/** HOTEL_EDIT_LIMITS when this was written (a migration keeps its own copy of what it checked). */
const ROOM_TYPES_MAX = 40;
const RATE_PLANS_MAX = 80;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ longest: number | null }>`
    select max(octet_length(rooms) + octet_length(prices)) as longest from hotel_stay_nights`.execute(db);
  if (Number(rows[0]?.longest ?? 0) > ENTRY_BYTES_MAX) return;
  const { rows: over } = await sql<{ hotel_id: number }>`
    select hotel_id from hotel_room_types group by hotel_id having count(*) > ${ROOM_TYPES_MAX}
    union select hotel_id from hotel_rate_plans group by hotel_id having count(*) > ${RATE_PLANS_MAX}
    limit 1`.execute(db);
  if (over.length > 0) return;
  await sql`alter table hotel_stay_nights drop constraint hotel_stay_nights_pk,
    add constraint hotel_stay_nights_pk primary key (hotel_id, date) include (rooms, prices)`.execute(db);
  await sql`analyze hotel_stay_nights`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table hotel_stay_nights drop constraint hotel_stay_nights_pk,
    add constraint hotel_stay_nights_pk primary key (hotel_id, date)`.execute(db);
}
