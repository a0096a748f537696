import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/harness.js';
import { createDb, type Db, observeQueries, readRows } from './kysely.js';
import { createPostgresReaders } from './postgres-readers.js';

describe.skipIf(testEngine !== 'postgres')('PostgreSQL reads as named prepared statements', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  // One connection, so what a read prepared is what the next query of the pool sees.
  let pool: pg.Pool;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
  });

  const prepared = async () =>
    (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements')).rows;
  const backend = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

  it('runs a read as a statement named after its text, prepared once and run with each set of values', async () => {
    const readers = createPostgresReaders(pool);
    const text = 'select $1::int + 1 as n';
    expect(await readers.all(text, [1])).toEqual([{ n: 2 }]);
    expect(await readers.all(text, [41])).toEqual([{ n: 42 }]);
    const statements = (await prepared()).filter((s) => s.statement === text);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^r_[\w-]{27}$/);
    // Another text gets another name; a failing one leaves the connection usable.
    expect(await readers.all('select $1::text as t', ['x'])).toEqual([{ t: 'x' }]);
    await expect(readers.all('select * from no_such_table_here', [])).rejects.toThrow(/no_such_table_here/);
    expect(await readers.all(text, [2])).toEqual([{ n: 3 }]);
    expect(new Set((await prepared()).map((s) => s.name)).size).toBe(2);
  });

  it('replaces a connection that prepared more statements than it may keep', async () => {
    const readers = createPostgresReaders(pool, 2);
    const first = await backend();
    await readers.all('select 1 as a', []);
    await readers.all('select 2 as b', []);
    expect(await backend()).toBe(first);
    // The third statement is one too many: the connection is closed after it, with its statements.
    expect(await readers.all('select 3 as c', [])).toEqual([{ c: 3 }]);
    expect(await backend()).not.toBe(first);
    expect(await prepared()).toEqual([]);
  });
});

describe.skipIf(testEngine !== 'postgres')('readRows on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    ({ db } = await createDb(created.database));
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('reads outside a transaction as named statements, inside one on its connection, and reports both', async () => {
    const seen: string[] = [];
    const stop = observeQueries((text) => seen.push(text));
    try {
      const query = () => db.selectNoFrom((eb) => eb.cast(eb.val(7), 'integer').as('n'));
      expect(await readRows(db, query())).toEqual([{ n: 7 }]);
      // The pool hands back the connection released last: the one the read above prepared on.
      const named = await readRows(db, db.selectFrom('pg_prepared_statements' as never).select('statement' as never));
      expect(named.map((r) => (r as { statement: string }).statement)).toContain(query().compile().sql);
      await db.transaction().execute(async (trx) => {
        const inside = await readRows(
          trx,
          trx.selectNoFrom((eb) => eb.cast(eb.val(8), 'integer').as('n')),
        );
        expect(inside).toEqual([{ n: 8 }]);
      });
    } finally {
      stop();
    }
    expect(seen.filter((text) => text.startsWith('select cast($1 as integer) as "n"'))).toHaveLength(2);
  });
});
