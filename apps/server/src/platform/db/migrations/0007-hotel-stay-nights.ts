import { type Kysely, sql } from 'kysely';

/**
 * Hotel search reads a stay's nights of every candidate hotel. Keyed by room type or rate plan,
 * that is one index seek per plan (~2 500 for a state of 400 hotels); with the hotel copied onto
 * each night row and indexed as (hotel, date, plan, value), it is one contiguous index range per
 * hotel, read from the index alone (issue 6 benchmark: 2 000 hotels × 365 nights). A plan or room
 * type never moves to another hotel, so the copy cannot drift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, owner, key, value } of NIGHTS) {
    await db.schema
      .alterTable(table)
      .addColumn('hotel_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set hotel_id = (select o.hotel_id from ${sql.table(owner)} o where o.id = ${sql.ref(`${table}.${key}`)})`.execute(
      db,
    );
    await db.schema.createIndex(`${table}_stay`).on(table).columns(['hotel_id', 'date', key, value]).execute();
  }
}

const NIGHTS = [
  { table: 'hotel_room_nights', owner: 'hotel_room_types', key: 'room_type_id', value: 'allotment' },
  { table: 'hotel_rate_nights', owner: 'hotel_rate_plans', key: 'rate_plan_id', value: 'price' },
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of NIGHTS) {
    await db.schema.dropIndex(`${table}_stay`).execute();
    await db.schema.alterTable(table).dropColumn('hotel_id').execute();
  }
}
