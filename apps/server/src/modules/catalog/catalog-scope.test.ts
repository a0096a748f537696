import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGS } from '../../seed/catalog/seed-catalog.js';
import { composeMerchantCatalog } from '../../seed/catalog/generate.js';
import { type Card, catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';
import { recordStatements } from '../../test/statements.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { list, get, listAll } = catalogClient(() => t.app);

describe('categories the merchant hides', () => {
  // Kiwi Trails (518200) hides Dining (4) and Hotel Packages (5); its seed still has such products.
  const demo = DEMO_CATALOGS[1];
  const hidden = composeMerchantCatalog({ ...demo, now: new Date(), takenCodes: new Set() }).products.filter(
    (p) => p.categoryId === 4 || p.categoryId === 5,
  );
  const kiwi = storefrontHeaders('518200', { language: 'en-AU' });

  it('has hidden products in the seed to hide', () => {
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('never lists them, whatever the filter or keyword', async () => {
    const cards = await listAll({}, kiwi);
    expect(cards.length).toBeGreaterThan(30);
    expect(cards.some((c) => c.categoryId === 4 || c.categoryId === 5)).toBe(false);
    expect((await list({ categoryId: 4 }, kiwi)).page.total).toBe(0);
    expect((await list({ subcategoryId: 501 }, kiwi)).page.total).toBe(0);
    const title = hidden[0]?.texts['en-AU'].title as string;
    const byTitle = await listAll({ keyword: title }, kiwi);
    expect(byTitle.some((c) => c.categoryId === 4 || c.categoryId === 5)).toBe(false);
  });

  it('answers their detail, calendar and related products with 3004', async () => {
    const product = hidden[0];
    if (!product) throw new Error('no hidden product');
    const gcode = product.packages[0]?.gcode as string;
    for (const url of [
      `/api/v1/tripproduct/detail/${product.code}`,
      `/api/v1/tripproduct/calendar/${product.code}/${gcode}`,
      `/api/v1/tripproduct/query/relevan/product/contain/list/${product.code}`,
    ]) {
      const res = await get(url, kiwi);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(3004);
    }
  });

  it('leaves them out of related products and suggestions', async () => {
    const cards = await listAll({ countryId: 'nz' }, kiwi);
    for (const card of cards.slice(0, 5)) {
      const related = (await get(`/api/v1/tripproduct/query/relevan/product/contain/list/${card.code}`, kiwi)).json()
        .data as Card[];
      expect(related.some((c) => c.categoryId === 4 || c.categoryId === 5)).toBe(false);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tripproduct/keyword/search',
      headers: kiwi,
      payload: { types: [1], searchValue: hidden[0]?.texts['en-AU'].title.split(' ')[0] },
    });
    const codes = (res.json().data as { id: string }[]).map((s) => s.id);
    expect(codes.some((code) => hidden.some((p) => p.code === code))).toBe(false);
  });
});

describe('statements and size', () => {
  const count = async (body: Record<string, unknown>) => {
    await list(body); // warm the merchant and exchange-rate caches
    const { result, statements } = await recordStatements(() => list(body));
    return { size: result.res.body.length, items: result.page.list.length, statements: statements.length };
  };

  it('issues the same number of statements for 50 items as for 1 (no N+1)', async () => {
    const one = await count({ pageSize: 1 });
    const many = await count({ pageSize: 50 });
    expect(one.items).toBe(1);
    expect(many.items).toBe(50);
    expect(many.statements).toBe(one.statements);
    expect(many.statements).toBeLessThanOrEqual(2);
    const searched = await count({ pageSize: 50, keyword: 'Sydney' });
    expect(searched.statements).toBe(one.statements);
  });

  it('answers the total with a page past the end, and with the last partial page', async () => {
    const first = (await list({ pageSize: 20 })).page;
    const lastIndex = Math.ceil(first.total / 20);
    const last = (await list({ pageSize: 20, pageIndex: lastIndex })).page;
    expect(last.total).toBe(first.total);
    expect(last.list).toHaveLength(first.total - (lastIndex - 1) * 20);
    const past = (await list({ pageSize: 20, pageIndex: lastIndex + 1 })).page;
    expect(past.total).toBe(first.total);
    expect(past.list).toHaveLength(0);
  });

  it('keeps a 20-item page under 40 KB of JSON', async () => {
    const { size } = await count({ pageSize: 20 });
    expect(size).toBeLessThan(40 * 1024);
  });

  it('reads a product detail in a fixed number of statements', async () => {
    const code = (await list({ pageSize: 1 })).page.list[0]?.code as string;
    await get(`/api/v1/tripproduct/detail/${code}`);
    const { statements } = await recordStatements(() => get(`/api/v1/tripproduct/detail/${code}`));
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});

describe('OpenAPI', () => {
  it('documents the catalog, search and marketing paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tripproduct/operation/pagging',
        '/api/v1/tripproduct/detail/{code}',
        '/api/v1/tripproduct/calendar/{code}/{gcode}',
        '/api/v1/tripproduct/query/relevan/product/contain/list/{id}',
        '/api/v1/tripproduct/keyword/search',
        '/api/v1/tripproduct/hot/search',
        '/api/v1/hotelproduct/hot/search',
        '/api/v1/operation/search/record',
        '/api/v1/operation/upload/search/record',
        '/api/v1/operation/upload/product/browse/record',
        '/api/v1/operation/product/browse/record',
        '/api/v1/marketing/business/banner',
        '/api/v1/marketing/business/planbanner',
        '/api/v1/marketing/seckill',
      ]),
    );
  });
});
