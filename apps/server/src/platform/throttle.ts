import { sql } from 'kysely';
import type { Db } from './db/kysely.js';

/** At most `max` hits of `key` in a fixed window of `windowMs`. */
export type Limit = { key: string; max: number; windowMs: number };
/** The limit that refused a hit, and when its window ends. */
export type Refusal = { limit: Limit; retryAfterMs: number };

/** Thrown inside `take`'s transaction to undo the hits already counted. */
class LimitReached extends Error {
  constructor(readonly limit: Limit) {
    super(`limit reached: ${limit.key}`);
  }
}

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

  /**
   * Counts one hit against every limit before the guarded work runs, all or none: a limit at its
   * `max` refuses and nothing is counted (DESIGN §5). Each upsert only adds under its limit, and
   * it holds the row until commit, so concurrent requests cannot both take the last hit. Callers
   * list their kinds of key in one order (narrowest first), so no two transactions can each hold a
   * row the other waits for (no deadlock on PostgreSQL).
   */
  async function take(limits: readonly Limit[]): Promise<Refusal | undefined> {
    const now = Date.now();
    try {
      await db.transaction().execute(async (trx) => {
        for (const limit of limits) {
          const cutoff = now - limit.windowMs;
          const counted = await trx
            .insertInto('throttles')
            .values({ key: limit.key, window_started_at: now, hits: 1 })
            .onConflict((oc) =>
              oc
                .column('key')
                .doUpdateSet({
                  hits: sql<number>`case when throttles.window_started_at < ${cutoff} then 1 else throttles.hits + 1 end`,
                  window_started_at: sql<number>`case when throttles.window_started_at < ${cutoff} then ${now} else throttles.window_started_at end`,
                })
                .where(sql<boolean>`throttles.window_started_at < ${cutoff} or throttles.hits < ${limit.max}`),
            )
            .returning('hits')
            .executeTakeFirst();
          if (!counted) throw new LimitReached(limit);
        }
      });
      return undefined;
    } catch (err) {
      if (!(err instanceof LimitReached)) throw err;
      const row = await db
        .selectFrom('throttles')
        .select('window_started_at')
        .where('key', '=', err.limit.key)
        .executeTakeFirst();
      const endsAt = Number(row?.window_started_at ?? now) + err.limit.windowMs;
      return { limit: err.limit, retryAfterMs: Math.max(0, endsAt - Date.now()) };
    }
  }

  /** Takes back a hit `take` counted, for an attempt that proved harmless (a right password). */
  async function giveBack(key: string): Promise<void> {
    await db
      .updateTable('throttles')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
  }

  /** Starts `key`'s window afresh now: `count(key, windowMs) > 0` then says it happened within `windowMs`. */
  async function mark(key: string): Promise<void> {
    const now = Date.now();
    await db
      .insertInto('throttles')
      .values({ key, window_started_at: now, hits: 1 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ window_started_at: now, hits: 1 }))
      .execute();
  }

  return { hit, count, reset, take, giveBack, mark };
}

export type Throttle = ReturnType<typeof createThrottle>;
