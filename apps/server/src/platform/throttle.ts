import { sql } from 'kysely';
import type { Db } from './db/kysely.js';

/**
 * Fixed-window counters in the database, so every server process shares them (DESIGN §1).
 * One upsert per hit: the window restarts once it is older than `windowMs`.
 */
export function createThrottle(db: Db) {
  async function hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const cutoff = now - windowMs;
    const row = await db
      .insertInto('throttles')
      .values({ key, window_started_at: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when throttles.window_started_at < ${cutoff} then 1 else throttles.hits + 1 end`,
          window_started_at: sql<number>`case when throttles.window_started_at < ${cutoff} then ${now} else throttles.window_started_at end`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  }

  async function count(key: string, windowMs: number): Promise<number> {
    const row = await db
      .selectFrom('throttles')
      .select(['hits', 'window_started_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.window_started_at) < Date.now() - windowMs) return 0;
    return Number(row.hits);
  }

  async function reset(key: string): Promise<void> {
    await db.deleteFrom('throttles').where('key', '=', key).execute();
  }

  return { hit, count, reset };
}

export type Throttle = ReturnType<typeof createThrottle>;
