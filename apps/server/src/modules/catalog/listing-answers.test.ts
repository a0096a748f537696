import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../platform/db/kysely.js';
import { catalogClient, listingPagePlan } from '../../test/catalog.js';
import { storefrontHeaders, testEngine } from '../../test/harness.js';
import { createTestApp } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';

// Ready-made listings, listing totals and keyword matches (kept a minute, as in production) and
// the merchant's catalog and settings they follow. The merchants' listings are not kept in memory
// here (listing-index.test.ts has those): these pages are the statements' own.
let t: OrderTestApp;
/** The same demo catalog with nothing kept: every keyword page searches itself. */
let keepingNothing: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [t, keepingNothing] = await Promise.all([
    createOrderTestApp({ answerCacheMs: 60_000, listingIndexProducts: 0 }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), keepingNothing.close()]));

const { list, listAll } = catalogClient(() => t.app);
const MERCHANT = '518200';

describe(`ready-made listings and the merchant’s settings on ${testEngine}`, () => {
  it('never serve a listing built from settings read before a change once the change is read', async () => {
    const kiwi = storefrontHeaders(MERCHANT, { language: 'en-AU' });
    const categories = async () =>
      new Set((await list({ pageSize: 50, sort: 'newest' }, kiwi)).page.list.map((card) => card.categoryId));
    const [hide] = [...(await categories())];
    expect(hide).toBeGreaterThan(0);
    // The settings change in the database; this process still holds the merchant as it read it.
    const row = await t.db
      .selectFrom('merchants')
      .select('hidden_category_ids')
      .where('number', '=', MERCHANT)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('merchants')
      .set({ hidden_category_ids: JSON.stringify([...(JSON.parse(row.hidden_category_ids) as number[]), hide]) })
      .where('number', '=', MERCHANT)
      .execute();
    // The merchant's answers are forgotten while the old merchant is still held: the next listing
    // is built from the old settings, as by a request that read its merchant just before the change.
    await t.app.pubsub.publish('merchant.changed', JSON.stringify({ merchantNumber: MERCHANT }));
    expect(await categories()).toContain(hide);
    // Then the merchant is read again: its listings follow the new settings at once.
    await t.app.pubsub.publish('cache.invalidated', `merchant:${MERCHANT}`);
    expect(await categories()).not.toContain(hide);
  });
});

describe(`keyword matches on ${testEngine}`, () => {
  const searchesOf = (texts: string[]) => texts.filter((text) => /product_search|search_terms/i.test(text));

  it('find the products a keyword page finds by searching itself, for every kind of word', async () => {
    const reference = catalogClient(() => keepingNothing.app);
    const ko = storefrontHeaders('456817', { language: 'ko-KR' });
    const en = storefrontHeaders('456817', { language: 'en-AU', currency: 'AUD' });
    // Long words, one and two Han or Hangul characters, Latin words under three letters, several
    // words of several scripts, wildcards and FTS syntax, nothing at all.
    const words = ['歌剧院', '悉尼', '剧', '尼歌', '尼剧', '오페', '페오', 'opera house', 'NOUMÉA', 'Sydney 门票'];
    words.push('of', 'ey', 'tour 悉', 'a%b', '40%', '"', 'NEAR(', 'Zanzibar');
    for (const keyword of words) {
      for (const [headers, sort] of [
        [ko, 'priceAsc'],
        [en, 'newest'],
      ] as const) {
        const kept = await listAll({ keyword, sort }, headers);
        const searched = await reference.listAll({ keyword, sort }, headers);
        expect(
          kept.map((card) => card.code),
          `${keyword} ${sort}`,
        ).toEqual(searched.map((card) => card.code));
        // The two catalogs were seeded moments apart: everything but the creation time is the same.
        const shown = (cards: typeof kept) => cards.map(({ createdAt: _, ...card }) => card);
        expect(shown(kept), keyword).toEqual(shown(searched));
      }
    }
  });

  it('search once for every page, sort, filter, language and currency of the same words, and again after the catalog changes', async () => {
    const zh = storefrontHeaders(MERCHANT, { language: 'zh-CN', currency: 'NZD' });
    const en = storefrontHeaders(MERCHANT, { language: 'en-AU', currency: 'AUD' });
    const statements: string[] = [];
    const stop = observeQueries((text) => statements.push(text));
    try {
      const first = await list({ pageSize: 2, sort: 'newest', keyword: 'Sydney' }, zh);
      expect(first.page.total).toBeGreaterThan(2);
      expect(searchesOf(statements)).toHaveLength(1);
      // Words are folded and trimmed as the search folds them.
      const second = await list({ pageSize: 2, pageIndex: 2, sort: 'priceAsc', keyword: ' SYDNEY ' }, en);
      expect(second.page.total).toBe(first.page.total);
      expect(second.page.list).toHaveLength(2);
      const category = first.page.list[0]!.categoryId;
      const filtered = await list({ pageSize: 2, keyword: 'sydney', categoryId: category }, en);
      expect(filtered.page.total).toBeGreaterThan(0);
      expect(filtered.page.total).toBeLessThanOrEqual(first.page.total);
      expect(searchesOf(statements)).toHaveLength(1);
      // Other words search on their own; a word matching nothing ends there, without a page statement.
      const before = statements.length;
      expect((await list({ keyword: 'Zanzibar' }, zh)).page).toMatchObject({ total: 0, list: [] });
      expect(searchesOf(statements)).toHaveLength(2);
      expect(statements.length - before).toBe(1);
      // The merchant's catalog changes and the change is announced: the words are searched again.
      await t.app.pubsub.publish('merchant.changed', JSON.stringify({ merchantNumber: MERCHANT }));
      const after = await list({ pageSize: 2, sort: 'sales', keyword: 'sydney' }, zh);
      expect(after.page.total).toBe(first.page.total);
      expect(searchesOf(statements)).toHaveLength(3);
    } finally {
      stop();
    }
  });
});

describe('keyword pages on SQLite', () => {
  const pageOf = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const page = await listingPagePlan(t.db, () => list({ pageSize: 5, ...body }, headers));
    expect(page, JSON.stringify(body)).toBeDefined();
    return page!;
  };

  it.runIf(testEngine === 'sqlite')(
    'read a long list of kept matches down the sort’s index once the total is known, and leave a short one to the planner',
    async () => {
      const headers = storefrontHeaders('456817', { language: 'en-AU' });
      const common = 'au';
      const first = await list({ pageSize: 5, keyword: common }, headers);
      expect(first.page.total).toBeGreaterThanOrEqual(100);
      // The total known and the matches many: the sort's index in order, no sorting.
      const walked = await pageOf({ pageIndex: 2, keyword: common }, headers);
      expect(walked.plan).toContain('COVERING INDEX listing_cards_all_recommend_score');
      expect(walked.plan).not.toContain('TEMP B-TREE');
      // A rare word: the product-id index stays the planner's to choose (on a large catalog it
      // looks each match up; on the demo's few hundred cards it may walk anyway).
      const rare = 'Nouméa';
      expect((await list({ pageSize: 5, keyword: rare }, headers)).page.total).toBeLessThan(100);
      const short = await pageOf({ pageIndex: 2, keyword: rare }, headers);
      expect(short.text).not.toContain('c.product_id + 0');
      expect(walked.text).toContain('c.product_id + 0');
    },
  );
});

describe(`listing totals on ${testEngine}`, () => {
  it('count once for every sort and page of the same filters, and again after the catalog changes', async () => {
    const headers = storefrontHeaders(MERCHANT, { language: 'zh-CN', currency: 'NZD' });
    const counts: string[] = [];
    const stop = observeQueries((text) => {
      if (/count\(\*\)/i.test(text)) counts.push(text);
    });
    try {
      const first = await list({ pageSize: 3, sort: 'newest' }, headers);
      expect(first.page.total).toBeGreaterThan(3);
      expect(counts).toHaveLength(1);
      // Another sort and another page of the same filters: its rows are read, the total is not counted.
      const other = await list({ pageSize: 3, pageIndex: 2, sort: 'priceAsc' }, headers);
      expect(other.page.list).toHaveLength(3);
      expect(other.page.total).toBe(first.page.total);
      expect(counts).toHaveLength(1);
      // Other filters count their own total.
      const category = first.page.list[0]!.categoryId;
      const inCategory = await list({ pageSize: 3, sort: 'newest', categoryId: category }, headers);
      expect(inCategory.page.total).toBeLessThanOrEqual(first.page.total);
      expect(counts).toHaveLength(2);

      // A product goes off sale and the change is announced: the next listing counts again.
      const gone = first.page.list[0]!.code;
      await t.db.updateTable('products').set({ status: 'offsale' }).where('code', '=', gone).execute();
      await t.app.pubsub.publish('merchant.changed', JSON.stringify({ merchantNumber: MERCHANT }));
      const after = await list({ pageSize: 3, sort: 'sales' }, headers);
      expect(after.page.total).toBe(first.page.total - 1);
      expect(counts).toHaveLength(3);
    } finally {
      stop();
    }
  });
});
