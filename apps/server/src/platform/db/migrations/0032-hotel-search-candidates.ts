import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createCoveringIndex } from '../dialect.js';

/**
 * A hotel search's candidates from an index alone (issue 16, cold hotel search): the merchant's
 * hotels on sale in the countries that take the check-in, with their places, stars, score and
 * currency. PostgreSQL read every row of `hotels` for each search (a sequential scan: 1.1 ms of a
 * 2.4 ms statement for 2 000 hotels of one merchant); the index answers it in 0.44 ms without a
 * table row. SQLite 3.53's planner still scans the table for the benchmark's merchant, which owns
 * nearly every hotel (forced, the index read 643 → 511 µs: not worth an `indexed by`).
 * The step may run again (SQLite migrations run outside a transaction).
 */
const KEY = ['merchant_number', 'status', 'country_id'];
const COVERED = ['state_id', 'city_id', 'stars', 'recommend_score', 'currency'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // On SQLite the id is the rowid, which every index entry holds already.
  const covered = db.getExecutor().adapter instanceof PostgresAdapter ? [...COVERED, 'id'] : COVERED;
  await createCoveringIndex(db, { name: 'hotels_search', table: 'hotels', keys: KEY, covered });
  await sql`analyze hotels`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hotels_search').ifExists().execute();
}
