import { tags } from '@storefront/reference-data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { catalogClient, listingPagePlan } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

// listing_cards (migration 0027) is a copy of products, product_texts, product_images and
// product_tags kept by triggers; whoever writes those tables, the copy must equal them.
let t: { app: Awaited<ReturnType<typeof createTestApp>>['app']; db: Db; close: () => Promise<void> };
let owner: LoggedInStaff;
beforeAll(async () => {
  const built = await createTestApp({ orderSweepMs: 0 });
  const { db } = await createDb(built.database);
  t = {
    app: built.app,
    db,
    close: async () => {
      await db.destroy();
      await built.close();
    },
  };
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
});
afterAll(() => t.close());

const { list, listAll } = catalogClient(() => t.app);
const TAGS = tags('en-AU').map((x) => x.id);

/** Every card row as the source tables say it should be, and as listing_cards holds it. */
async function cardsBothWays() {
  const expected = await sql<Record<string, unknown>>`select p.id as product_id, t.language, p.merchant_number,
      p.status, p.code, p.type, p.category_id, p.subcategory_id, p.country_id, p.state_id, p.city_id, p.currency,
      p.from_price, p.from_original_price, p.sales_count, p.recommend_score, p.created_at, t.title, t.subtitle,
      coalesce((select i.image from product_images i where i.product_id = p.id and i.sort = 0), '') as image
    from products p join product_texts t on t.product_id = p.id order by 1, 2`.execute(t.db);
  const tagRows = await t.db.selectFrom('product_tags').select(['product_id', 'tag_id']).execute();
  const tagIds = new Map<number, number[]>();
  for (const r of tagRows) tagIds.set(r.product_id, [...(tagIds.get(r.product_id) ?? []), r.tag_id]);
  const held = await t.db.selectFrom('listing_cards').selectAll().orderBy('product_id').orderBy('language').execute();
  const normal = (row: Record<string, unknown>) => ({
    ...row,
    from_price: Number(row.from_price),
    from_original_price: Number(row.from_original_price),
  });
  return {
    expected: expected.rows.map((row) => ({
      ...normal(row),
      tags: (tagIds.get(row.product_id as number) ?? []).sort((a, b) => a - b),
    })),
    held: held.map(({ tag_ids, ...row }) => ({
      ...normal(row),
      tags:
        tag_ids === ''
          ? []
          : tag_ids
              .split(',')
              .map(Number)
              .sort((a, b) => a - b),
    })),
  };
}

async function expectInStep() {
  const { expected, held } = await cardsBothWays();
  expect(held.length).toBeGreaterThan(0);
  expect(held).toEqual(expected);
}

describe(`listing cards on ${testEngine}`, () => {
  it('hold every product and language of the seeded catalog', async () => {
    await expectInStep();
  });

  it('stay in step with back-office edits: a new product, its texts, tags and status', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/products',
      headers: owner.headers,
      payload: {
        texts: { 'en-AU': { title: 'Vornik bay kayak', description: 'Paddle' } },
        category: 201,
        location: 'au-nsw-sydney',
        tags: [TAGS[0]],
        status: 'published',
      },
    });
    expect(created.statusCode).toBe(200);
    const { code } = created.json().data as { code: string };
    await expectInStep();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/products/${code}`,
      headers: owner.headers,
      payload: { texts: { 'zh-CN': { title: '沃尼克湾皮划艇', description: '划船' } }, tags: [TAGS[1], TAGS[0]] },
    });
    expect(edited.statusCode).toBe(200);
    await expectInStep();
    const zh = await listAll({ keyword: 'vornik' }, storefrontHeaders('456817', { language: 'zh-CN' }));
    expect(zh.map((c) => [c.code, c.title, c.tags.map((x) => x.id)])).toEqual([
      [code, '沃尼克湾皮划艇', [TAGS[0], TAGS[1]].sort((a, b) => a! - b!)],
    ]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/products/${code}`,
      headers: owner.headers,
      payload: { status: 'unpublished' },
    });
    await expectInStep();
    expect(await listAll({ keyword: 'vornik' }, storefrontHeaders('456817', { language: 'zh-CN' }))).toEqual([]);
  });

  it('stay in step with any writer of the source tables: prices, texts, the first image, tags, deletion', async () => {
    const [a, b] = await t.db.selectFrom('products').select(['id']).orderBy('id').limit(2).execute();
    await t.db.updateTable('products').set({ from_price: 12_345, sales_count: 77 }).where('id', '=', a!.id).execute();
    await t.db.updateTable('product_texts').set({ title: 'Renamed' }).where('product_id', '=', a!.id).execute();
    await t.db.deleteFrom('product_images').where('product_id', '=', a!.id).execute();
    await t.db.insertInto('product_images').values({ product_id: a!.id, sort: 0, image: 'x/first.webp' }).execute();
    await t.db.insertInto('product_images').values({ product_id: a!.id, sort: 1, image: 'x/second.webp' }).execute();
    await t.db.deleteFrom('product_tags').where('product_id', '=', a!.id).execute();
    await t.db.insertInto('product_tags').values({ product_id: a!.id, tag_id: TAGS[2]! }).execute();
    await t.db.deleteFrom('product_texts').where('product_id', '=', b!.id).where('language', '=', 'en-AU').execute();
    await expectInStep();
    const card = await t.db
      .selectFrom('listing_cards')
      .select(['title', 'image', 'tag_ids', 'from_price'])
      .where('product_id', '=', a!.id)
      .executeTakeFirstOrThrow();
    expect({ ...card, from_price: Number(card.from_price) }).toEqual({
      title: 'Renamed',
      image: 'x/first.webp',
      tag_ids: String(TAGS[2]),
      from_price: 12_345,
    });
    const orphan = await t.db
      .insertInto('products')
      .values({
        merchant_number: '456817',
        code: 'PZZZZ0001',
        type: 'ticket',
        category_id: 201,
        subcategory_id: 201,
        country_id: 'au',
        state_id: 'au-nsw',
        city_id: 'au-nsw-sydney',
        status: 'onsale',
        currency: 'AUD',
        from_price: 1,
        from_original_price: 1,
        sales_count: 0,
        recommend_score: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_texts')
      .values({
        product_id: orphan.id,
        language: 'en-AU',
        title: 'Gone soon',
        subtitle: '',
        highlights: '[]',
        description: '',
        included: '[]',
        how_to_use: '',
        cancellation_policy: '',
      })
      .execute();
    await expectInStep();
    await t.db.deleteFrom('product_texts').where('product_id', '=', orphan.id).execute();
    await t.db.deleteFrom('products').where('id', '=', orphan.id).execute();
    await expectInStep();
  });

  // Migration 0029: a page's ids come from its sort's index in order, stopping after the page, and
  // the count from the same index; only a price sort sorts (the converted price has no index).
  // Migration 0031: a keyword search's matches from an index of the cards by product.
  it.runIf(testEngine === 'sqlite')(
    'read a page in its sort order from an index, with or without a category',
    async () => {
      const planOf = async (body: Record<string, unknown>) => {
        const page = await listingPagePlan(t.db, () => list({ pageIndex: 1, pageSize: 5, ...body }));
        expect(page, JSON.stringify(body)).toBeDefined();
        return page!.plan;
      };
      const newest = await planOf({ sort: 'newest', categoryId: 2, countryId: 'au' });
      expect(newest).toContain('COVERING INDEX listing_cards_category_created_at');
      expect(newest).not.toContain('TEMP B-TREE');
      const sales = await planOf({ sort: 'sales', minPrice: 100 });
      expect(sales).toContain('COVERING INDEX listing_cards_all_sales_count');
      expect(sales).not.toContain('TEMP B-TREE');
      const recommended = await planOf({ sort: 'recommended', categoryId: 2 });
      expect(recommended).toContain('COVERING INDEX listing_cards_category_recommend_score');
      expect(recommended).not.toContain('TEMP B-TREE');
      // The page's own rows by the rowid its index entries hold, not by a second index.
      expect(recommended).toContain('USING INTEGER PRIMARY KEY (rowid=?)');
      // Migration 0031: a keyword's matches are kept, counted and sorted from an index alone.
      const keyword = await planOf({ keyword: 'harbour' });
      expect(keyword).toContain('COVERING INDEX listing_cards_by_product');
      expect(keyword).toContain('USING INTEGER PRIMARY KEY (rowid=?)');
    },
  );
});
