import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/harness.js';
import { createDb, type Db } from './kysely.js';

/** Creates and drops schemas with a table each, as other test files and deployments do, until stopped. */
function churnSchemas(url: string) {
  let running = true;
  const done = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (let i = 0; running; i++) {
      const name = `churn_${process.pid}_${i}`;
      await client.query(`create schema ${name}; create table ${name}.t (id serial primary key, note text)`);
      await client.query(`drop schema ${name} cascade`);
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
  };
}

describe.skipIf(testEngine !== 'postgres')('introspection on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  let db: Db;
  let schema: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    const opened = await createDb(created.database);
    db = opened.db;
    schema = opened.schema ?? '';
    await db.schema
      .createTable('own_rooms')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('works without JIT compilation, in its own schema', async () => {
    const { rows } = await sql<{ jit: string; path: string }>`select current_setting('jit') as jit,
      current_setting('search_path') as path`.execute(db);
    expect(rows[0]).toEqual({ jit: 'off', path: schema });
  });

  it('lists the tables of the schema the connection works in, and no other schema’s', async () => {
    const other = `other_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${other}; create table if not exists ${other}.rooms (id int)`);
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(['own_rooms']);
      expect(tables[0]).toMatchObject({ schema, isView: false });
      expect(tables[0]?.columns[0]).toMatchObject({ name: 'id', isAutoIncrementing: true, isNullable: false });
      expect((await db.introspection.getSchemas()).map((s) => s.name)).toEqual([schema]);
    } finally {
      await admin.query(`drop schema ${other} cascade`);
      await admin.end();
    }
  });

  it('is not failed by other schemas dropped while it runs (Kysely’s own introspector is)', async () => {
    const stop = churnSchemas(url);
    const kyselys = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    let theirs = 0;
    let ours = 0;
    try {
      // Until Kysely's own has failed three times (about 3 % of its runs here), at least 150 runs.
      while ((theirs < 3 || ours < 150) && ours < 3_000) {
        await db.introspection.getTables({ withInternalKyselyTables: true });
        ours++;
        theirs += await kyselys.introspection.getTables().then(
          () => 0,
          () => 1,
        );
      }
    } finally {
      await stop();
      await kyselys.destroy();
    }
    // The contrast shows the churn reached the window it is about.
    expect(theirs).toBeGreaterThan(0);
  }, 60_000);
});
