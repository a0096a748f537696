import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import { createDb, type Db, observeQueries, readRows } from './kysely.js';
import { createSqliteReaders } from './sqlite-readers.js';

/** A statement that keeps SQLite busy for a while: counting to a few million. */
const SLOW_COUNT =
  'with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n';

describe.skipIf(testEngine !== 'sqlite')('SQLite reading threads', () => {
  let dir: string;
  let db: Db;
  const merchantsQuery = () => db.selectFrom('merchants').select(['number', 'title']).orderBy('number');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'storefront-readers-'));
    ({ db } = await createDb({ engine: 'sqlite', file: path.join(dir, 'readers.db') }));
    // A table of our own shape under a schema table's name: readRows takes any read of the Db.
    await sql`create table merchants (number text primary key, title text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads off the main thread: the event loop keeps turning while a long statement runs', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 5);
    const started = performance.now();
    const slow = CompiledQuery.raw(SLOW_COUNT, []) as CompiledQuery<{ c: number }>;
    const [row] = await readRows(db, {
      compile: () => slow,
      execute: async () => (await db.executeQuery(slow)).rows,
    });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(row).toEqual({ c: 3_000_000 });
    // On the main connection the statement would hold the loop: no turn until it ended.
    expect(took).toBeGreaterThan(50);
    expect(turns).toBeGreaterThan(Math.floor(took / 5 / 4));
  });

  it('sees what was committed before the read, and a transaction reads its own writes', async () => {
    await db
      .insertInto('merchants' as never)
      .values({ number: '100001', title: 'Harbour Tours' } as never)
      .execute();
    expect(await readRows(db, merchantsQuery() as never)).toEqual([{ number: '100001', title: 'Harbour Tours' }]);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('merchants' as never)
        .values({ number: '100002', title: 'Reef Days' } as never)
        .execute();
      const inside = await readRows(trx, trx.selectFrom('merchants').select(['number', 'title']).orderBy('number'));
      expect(inside.map((r) => r.number)).toEqual(['100001', '100002']);
    });
    expect((await readRows(db, merchantsQuery() as never)).length).toBe(2);
  });

  it("is counted by the statement observers and fails with SQLite's own message", async () => {
    const seen: string[] = [];
    const stop = observeQueries((text) => seen.push(text));
    await readRows(db, merchantsQuery() as never);
    stop();
    expect(seen).toEqual([merchantsQuery().compile().sql]);
    await expect(readRows(db, db.selectFrom('no_such_table' as never).selectAll() as never)).rejects.toThrow(
      /no such table: no_such_table/,
    );
  });

  it('refuses a statement that writes: the reading connection is read-only', async () => {
    const readers = createSqliteReaders(path.join(dir, 'readers.db'), [], 1);
    try {
      await expect(readers.all("delete from merchants where number = '100001'", [])).rejects.toThrow(
        /return rows only/,
      );
      await expect(readers.all('select count(*) as n from merchants', [])).resolves.toEqual([{ n: 2 }]);
    } finally {
      await readers.close();
    }
    await expect(readers.all('select 1', [])).rejects.toThrow(/closed/);
  });
});
