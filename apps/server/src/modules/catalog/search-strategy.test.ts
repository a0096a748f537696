import { KEYWORD_MAX } from '@storefront/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, observeQueries } from '../../platform/db/kysely.js';
import * as searchTermsMigration from '../../platform/db/migrations/0035-search-terms.js';
import { createTestDatabase, testEngine } from '../../test/harness.js';
import { createSearchStrategy, documentTerms, searchTerms, searchWords } from './search-strategy.js';

describe('a search document’s terms', () => {
  it('are its distinct lower-cased runs between white space', () => {
    expect(searchTerms('Sydney Opera\nHouse  sydney\t悉尼歌剧院 Wi-Fi')).toEqual([
      'sydney',
      'opera',
      'house',
      '悉尼歌剧院',
      'wi-fi',
    ]);
    expect(searchTerms(' \n ')).toEqual([]);
  });

  it('keep a run too long for an index entry as overlapping pieces, so any word of it is in one', () => {
    const run = Array.from({ length: 1_500 }, (_, i) => '悉尼歌剧院一日游含午餐'[i % 11]! + (i % 97)).join('');
    const pieces = searchTerms(run);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Math.max(...pieces.map((piece) => [...piece].length))).toBeLessThanOrEqual(400);
    const chars = [...run];
    for (let start = 0; start + KEYWORD_MAX <= chars.length; start += 37) {
      const word = chars.slice(start, start + KEYWORD_MAX).join('');
      expect(
        pieces.some((piece) => piece.includes(word)),
        `word at ${start}`,
      ).toBe(true);
    }
  });
});

// The PostgreSQL search reads each merchant's terms (migration 0035); kept by every document write.
describe.runIf(testEngine === 'postgres')('keyword search by terms on postgres', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDatabase({ seeded: true });
    drop = created.drop;
    db = (await createDb(created.database)).db;
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  /** Every merchant's terms as the documents say they should be, and as search_terms holds them. */
  async function termsBothWays() {
    const documents = await sql<{ merchant_number: string; product_id: number; body: string }>`select merchant_number,
      product_id, body from product_search order by product_id`.execute(db);
    const expected = new Map<string, number[]>();
    for (const d of documents.rows) {
      for (const term of documentTerms(d.body)) {
        const key = `${d.merchant_number}|${term}`;
        expected.set(key, [...(expected.get(key) ?? []), Number(d.product_id)]);
      }
    }
    const held = await sql<{ merchant_number: string; term: string; product_ids: number[] }>`select merchant_number,
      term, product_ids from search_terms`.execute(db);
    const actual = new Map(held.rows.map((r) => [`${r.merchant_number}|${r.term}`, r.product_ids.map(Number)]));
    return { expected: [...expected].sort(), actual: [...actual].sort() };
  }

  /** The merchant's products whose documents hold every word of the keyword, read from the documents. */
  async function holding(merchantNumber: string, keyword: string) {
    const documents = await sql<{ product_id: number; body: string }>`select product_id, body from product_search
      where merchant_number = ${merchantNumber}`.execute(db);
    const words = searchWords(keyword);
    return documents.rows
      .filter((d) => words.every((word) => d.body.includes(word)))
      .map((d) => Number(d.product_id))
      .sort((a, b) => a - b);
  }

  async function found(merchantNumber: string, keyword: string) {
    const rows = (await createSearchStrategy(db).matchingProducts(merchantNumber, keyword).execute(db)).rows;
    return [...new Set(rows.map((r) => Number(r.product_id)))].sort((a, b) => a - b);
  }

  const KEYWORDS = ['sydney', 'Opera House', '悉尼', '歌剧院', '투어', 'wi-fi', 'ab', 'ney', '100%', 'zanzibar', 'a_b'];

  it('finds exactly the products whose documents hold every word, for every kind of word', async () => {
    let matched = 0;
    for (const merchantNumber of ['456817', '518200']) {
      for (const keyword of KEYWORDS) {
        const expected = await holding(merchantNumber, keyword);
        expect(await found(merchantNumber, keyword), `${merchantNumber} ${keyword}`).toEqual(expected);
        matched += expected.length;
      }
    }
    expect(matched).toBeGreaterThan(20);
  });

  it('answers the searches asked in the same turn in one statement, each with its own products', async () => {
    const asked = ['456817', '518200'].flatMap((merchantNumber) =>
      [...KEYWORDS, 'sydney opera', '悉尼 门票', 'ab ney'].map((keyword) => ({ merchantNumber, keyword })),
    );
    const readMatches = createSearchStrategy(db).createMatchReads(db);
    const statements: string[] = [];
    const stop = observeQueries((text) => statements.push(text));
    const together = await Promise.all(
      asked.map(({ merchantNumber, keyword }) => readMatches(merchantNumber, keyword)),
    );
    stop();
    expect(statements).toHaveLength(1);
    for (const [i, { merchantNumber, keyword }] of asked.entries()) {
      const ids = together[i]!;
      expect(new Set(ids).size, keyword).toBe(ids.length);
      expect(
        [...ids].sort((a, b) => a - b),
        `${merchantNumber} ${keyword}`,
      ).toEqual(await holding(merchantNumber, keyword));
    }
  });

  it('keeps the terms in step with every document written, and the migration builds the same from documents', async () => {
    const seeded = await termsBothWays();
    expect(seeded.actual.length).toBeGreaterThan(100);
    expect(seeded.actual).toEqual(seeded.expected);

    const [a, b] = (
      await sql<{ product_id: number }>`select product_id from product_search where merchant_number = '456817'
        order by product_id limit 2`.execute(db)
    ).rows.map((r) => Number(r.product_id));
    const search = createSearchStrategy(db);
    // Two documents share a new word; then one drops it and an old word of its own.
    await db.transaction().execute((trx) =>
      search.writeDocuments(trx, '456817', [
        { productId: a!, body: 'Quexil Lantern Walk\n琥珀鲸灯之夜' },
        { productId: b!, body: 'quexil harbour cruise' },
      ]),
    );
    expect(await found('456817', 'quexil')).toEqual([a, b].sort((x, y) => x! - y!));
    expect(await found('456817', '琥珀鲸灯')).toEqual([a]);
    await db
      .transaction()
      .execute((trx) => search.writeDocuments(trx, '456817', [{ productId: a!, body: 'Lantern walk at dusk' }]));
    expect(await found('456817', 'quexil')).toEqual([b]);
    expect(await found('456817', '琥珀鲸灯')).toEqual([]);
    // A document of another merchant's product is not written, nor are its terms.
    await db
      .transaction()
      .execute((trx) => search.writeDocuments(trx, '518200', [{ productId: b!, body: 'thornquill' }]));
    expect(await found('518200', 'thornquill')).toEqual([]);
    expect(await found('456817', 'quexil')).toEqual([b]);
    const after = await termsBothWays();
    expect(after.actual).toEqual(after.expected);

    // The migration, run again on these documents, builds the same terms.
    const migrating = db as unknown as Kysely<unknown>;
    await searchTermsMigration.down(migrating);
    await searchTermsMigration.up(migrating);
    const rebuilt = await termsBothWays();
    expect(rebuilt.actual).toEqual(after.expected);
  });
});
