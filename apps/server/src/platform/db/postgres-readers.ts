import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * PostgreSQL reads as named prepared statements (issue 16, cold listings and searches). Kysely
 * sends every statement unnamed, so PostgreSQL plans it at every run: a cold listing page's
 * statement took ~1.5 ms to plan and 0.5 ms to run on the benchmark catalog. A named statement is
 * planned with its values for its first five runs on a connection; after that PostgreSQL runs a
 * plan made without them, when that plan is estimated to cost no more, and plans no more.
 *
 * - A statement's name is a hash of its text, so a text has the same name on every connection
 *   and two texts never share one.
 * - Only the reads readRows sends here (listings, searches): their texts come in a few shapes
 *   each, with every value a parameter.
 * - A connection keeps at most `kept` statements (PostgreSQL holds each one's plans for the
 *   connection's life): one that prepared more is closed instead of returned to the pool, and
 *   its statements go with it.
 * - A pooler between the server and PostgreSQL must carry prepared statements (PgBouncer in
 *   session mode, or 1.21 and later with `max_prepared_statements`): one in transaction mode
 *   without them runs the next statement on a connection that never prepared it.
 */
export type PostgresReaders = {
  /** The rows of a statement that returns rows, run as a named prepared statement. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
};

/** Statements one connection keeps before it is replaced. */
export const STATEMENTS_PER_CONNECTION = 400;

export function createPostgresReaders(pool: pg.Pool, kept = STATEMENTS_PER_CONNECTION): PostgresReaders {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async all(sql, parameters) {
      const name = `r_${createHash('sha1').update(sql).digest('base64url')}`;
      const client = await pool.connect();
      let names = preparedOn.get(client);
      if (!names) preparedOn.set(client, (names = new Set()));
      try {
        const result = await client.query({ name, text: sql, values: parameters as unknown[] });
        names.add(name);
        return result.rows;
      } finally {
        client.release(names.size > kept);
      }
    },
  };
}
