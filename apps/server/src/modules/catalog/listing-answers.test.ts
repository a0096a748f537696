import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../platform/db/kysely.js';
import { catalogClient } from '../../test/catalog.js';
import { storefrontHeaders, testEngine } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';

// Ready-made listings and listing totals (kept a minute, as in production) and the merchant's
// catalog and settings they follow.
let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp({ answerCacheMs: 60_000 });
});
afterAll(() => t.close());

const { list } = catalogClient(() => t.app);
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
