import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../platform/db/kysely.js';
import { type Card, catalogClient, today } from '../../test/catalog.js';
import { storefrontHeaders, testEngine } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';

// Listings answered from a merchant's listing kept in memory (listing-index.ts), against the same
// demo catalog listed by its statements alone.
let indexed: OrderTestApp;
let reference: OrderTestApp;
beforeAll(async () => {
  [indexed, reference] = await Promise.all([
    createOrderTestApp({ answerCacheMs: 60_000, listingIndexProducts: 50_000 }),
    createOrderTestApp(),
  ]);
});
afterAll(() => Promise.all([indexed.close(), reference.close()]));

const fromIndex = catalogClient(() => indexed.app);
const fromStatements = catalogClient(() => reference.app);
const SORTS = ['recommended', 'priceAsc', 'priceDesc', 'newest', 'sales'] as const;
/** The two catalogs were seeded moments apart: everything but the creation time is the same. */
const shown = (cards: Card[]) => cards.map(({ createdAt: _, ...card }) => card);

/** Filters of every kind the listing takes, with values read off the merchant's own cards. */
function filtersOf(cards: Card[]): Record<string, unknown>[] {
  const [first] = cards;
  const tagged = cards.find((card) => card.tags.length > 0);
  const prices = cards.map((card) => card.price).sort((a, b) => a - b);
  const middle = prices[Math.floor(prices.length / 2)]!;
  return [
    {},
    { categoryId: first!.categoryId },
    { categoryId: first!.categoryId, subcategoryId: first!.subcategoryId },
    { countryId: first!.country.id },
    { stateId: first!.state.id, cityId: first!.city.id },
    { typeVariant: 'package' },
    { typeVariant: 'cruise' },
    ...(tagged ? [{ tagIds: tagged.tags.map((tag) => tag.id) }, { tagIds: [tagged.tags[0]!.id] }] : []),
    { minPrice: middle },
    { maxPrice: middle },
    { minPrice: prices[0], maxPrice: middle, countryId: first!.country.id },
    { keyword: 'sydney' },
    { keyword: '悉尼', categoryId: first!.categoryId },
    { keyword: 'Zanzibar' },
  ];
}

describe(`a merchant’s listing kept in memory on ${testEngine}`, () => {
  it('lists the products, order and totals its statements list, for every sort, filter and page', async () => {
    const merchants = [
      storefrontHeaders('456817', { language: 'ko-KR', currency: 'KRW' }),
      storefrontHeaders('518200', { language: 'en-AU', currency: 'NZD' }),
      storefrontHeaders('630900', { language: 'zh-CN', currency: 'CNY' }),
    ];
    // One merchant hides a subcategory whose category it shows, in both catalogs.
    const [card] = (await fromStatements.list({ sort: 'sales' }, merchants[0])).page.list;
    for (const app of [indexed, reference]) {
      await app.db
        .updateTable('merchants')
        .set({ hidden_category_ids: JSON.stringify([card!.subcategoryId]) })
        .where('number', '=', '456817')
        .execute();
      await app.app.pubsub.publish('cache.invalidated', 'merchant:456817');
    }
    expect((await fromIndex.list({ subcategoryId: card!.subcategoryId }, merchants[0])).page.total).toBe(0);
    let compared = 0;
    for (const headers of merchants) {
      const { res } = await fromStatements.list({}, headers);
      expect(res.statusCode, res.body).toBe(200);
      const all = await fromStatements.listAll({}, headers);
      expect(all.length, headers.businessnumber).toBeGreaterThan(20);
      for (const filters of filtersOf(all)) {
        for (const sort of SORTS) {
          const body = { ...filters, sort };
          const label = `${headers.businessnumber} ${JSON.stringify(body)}`;
          const probe = await fromIndex.list(body, headers);
          expect(probe.res.statusCode, `${label} ${probe.res.body}`).toBe(200);
          const listed = await fromIndex.listAll(body, headers);
          expect(shown(listed), label).toEqual(shown(await fromStatements.listAll(body, headers)));
          // An odd page size and a page past the end: the same offsets and totals.
          for (const page of [
            { pageSize: 7, pageIndex: 2 },
            { pageSize: 20, pageIndex: 40 },
          ]) {
            const a = await fromIndex.list({ ...body, ...page }, headers);
            const b = await fromStatements.list({ ...body, ...page }, headers);
            expect(a.res.statusCode, label).toBe(200);
            expect({ ...a.page, list: shown(a.page.list) }, label).toEqual({ ...b.page, list: shown(b.page.list) });
          }
          compared += listed.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('reads the merchant’s listing once, then the pages’ cards in one statement; a travel date or hot topic is left to the statements', async () => {
    const headers = storefrontHeaders('518200', { language: 'zh-CN', currency: 'AUD' });
    const statements: string[] = [];
    const stop = observeQueries((text) => {
      if (text.includes('listing_cards')) statements.push(text);
    });
    try {
      // Ten listings at once, none asked before: one read of the listing between them.
      const categories = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      const pages = await Promise.all(
        categories.map((categoryId) => fromIndex.list({ categoryId, sort: 'sales', pageSize: 5 }, headers)),
      );
      expect(pages.every((p) => p.res.statusCode === 200)).toBe(true);
      const indexReads = () => statements.filter((text) => /c\.recommend_score, c\.created_at, c\.tag_ids/.test(text));
      expect(indexReads()).toHaveLength(1);
      // No page statement and no count: a page's cards by id.
      expect(statements.filter((text) => text.includes('page_id') || /count\(\*\)/i.test(text))).toEqual([]);
      // The pages' cards, asked in the same turn, in one statement between them.
      expect(pages.filter((p) => p.page.list.length > 0).length).toBeGreaterThan(1);
      expect(statements).toHaveLength(2);

      // The same cards on another page size and currency: kept, nothing read.
      statements.length = 0;
      const again = await Promise.all(
        categories.map((categoryId) =>
          fromIndex.list({ categoryId, sort: 'sales', pageSize: 4 }, { ...headers, currency: 'NZD' }),
        ),
      );
      expect(again.map((p) => p.page.list.map((card) => card.code))).toEqual(
        pages.map((p) => p.page.list.slice(0, 4).map((card) => card.code)),
      );
      expect(statements).toEqual([]);

      statements.length = 0;
      await fromIndex.list({ date: today(), sort: 'newest' }, headers);
      await fromIndex.list({ hotTopicId: 1, sort: 'newest' }, headers);
      expect(statements.filter((text) => text.includes('page_id'))).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('reads the cards of pages of several merchants and languages asked at once, each page its own merchant’s', async () => {
    const asked = [
      storefrontHeaders('456817', { language: 'ko-KR', currency: 'KRW' }),
      storefrontHeaders('518200', { language: 'ko-KR', currency: 'AUD' }),
      storefrontHeaders('630900', { language: 'ko-KR', currency: 'CNY' }),
      storefrontHeaders('456817', { language: 'en-AU', currency: 'AUD' }),
      storefrontHeaders('518200', { language: 'zh-TW', currency: 'TWD' }),
    ].flatMap((headers) => SORTS.map((sort) => ({ headers, body: { sort, pageSize: 8 } })));
    // Each merchant's listing read first, by a page with no card.
    for (const { headers } of asked) await fromIndex.list({ minPrice: 1e9 }, headers);
    const statements: string[] = [];
    const stop = observeQueries((text) => {
      if (/^select c\.product_id, c\.code/.test(text.trim())) statements.push(text);
    });
    const together = await Promise.all(asked.map(({ body, headers }) => fromIndex.list(body, headers)));
    stop();
    // Three languages: three statements for the 25 pages.
    expect(statements).toHaveLength(3);
    for (const [i, { body, headers }] of asked.entries()) {
      const alone = await fromStatements.list(body, headers);
      expect(together[i]!.page.list.length, JSON.stringify(headers)).toBeGreaterThan(0);
      expect(shown(together[i]!.page.list), JSON.stringify({ body, headers })).toEqual(shown(alone.page.list));
    }
  });

  it('forgets the listing when the merchant’s catalog changes', async () => {
    const headers = storefrontHeaders('456817', { language: 'en-AU', currency: 'AUD' });
    const first = await fromIndex.list({ sort: 'newest', pageSize: 3 }, headers);
    const { code: gone, country } = first.page.list[0]!;
    await indexed.db.updateTable('products').set({ status: 'offsale' }).where('code', '=', gone).execute();
    // Until the change is announced (every writer announces its commit), the kept listing and its
    // kept cards still show it (a listing not asked before: no kept answer).
    const before = await fromIndex.list({ sort: 'newest', pageSize: 3, countryId: country.id }, headers);
    expect(before.page.list.map((card) => card.code)).toContain(gone);
    await indexed.app.pubsub.publish('merchant.changed', JSON.stringify({ merchantNumber: '456817' }));
    const after = await fromIndex.list({ sort: 'newest', pageSize: 3 }, headers);
    expect(after.page.total).toBe(first.page.total - 1);
    expect(after.page.list.map((card) => card.code)).not.toContain(gone);
    expect((await fromIndex.listAll({ sort: 'priceAsc' }, headers)).map((card) => card.code)).not.toContain(gone);
  });
});
