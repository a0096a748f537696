import { CURRENCIES, convertSellingPrice, currencyInfo, type CurrencyCode } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGS } from '../../seed/catalog/seed-catalog.js';
import { composeMerchantCatalog, exchangeRates } from '../../seed/catalog/generate.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';
import { recordStatements } from '../../test/statements.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = {
  code: string;
  image: string;
  type: string;
  title: string;
  categoryId: number;
  subcategoryId: number;
  country: { id: string };
  state: { id: string };
  city: { id: string; title: string };
  tags: { id: number; title: string }[];
  price: number;
  originalPrice: number;
  currency: string;
  salesCount: number;
  createdAt: string;
};
type Page = { pageIndex: number; pageSize: number; total: number; list: Card[] };

const LIST = '/api/v1/tripproduct/operation/pagging';

async function list(body: Record<string, unknown>, headers: Record<string, string> = storefrontHeaders()) {
  const res = await t.app.inject({ method: 'POST', url: LIST, headers, payload: body });
  return { res, page: res.json().data as Page };
}

const get = (url: string, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every product of a listing, page by page. */
async function listAll(body: Record<string, unknown>, headers: Record<string, string> = storefrontHeaders()) {
  const cards: Card[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const { page } = await list({ ...body, pageIndex, pageSize: 50 }, headers);
    cards.push(...page.list);
    if (cards.length >= page.total || page.list.length === 0) return cards;
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const zh = (extra: Record<string, string> = {}) => storefrontHeaders('456817', { language: 'zh-CN', ...extra });

describe('POST /api/v1/tripproduct/operation/pagging', () => {
  it('lists the demo catalog, 20 to a page, in the merchant currency with whole-yuan prices', async () => {
    const { res, page } = await list({});
    expect(res.statusCode).toBe(200);
    expect(page.pageIndex).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThan(290);
    expect(page.list).toHaveLength(20);
    for (const card of page.list) {
      expect(card.code).toMatch(/^P[0-9A-Z]{8}$/);
      expect(card.currency).toBe('CNY');
      expect(card.price % 100).toBe(0);
      expect(card.originalPrice).toBeGreaterThanOrEqual(card.price);
      expect(card.image).toMatch(/^\/images\/catalog\//);
    }
  });

  it('puts the most recommended first (the signature Opera House listings)', async () => {
    const { page } = await list({ pageSize: 2 }, zh());
    expect(page.list.map((c) => c.title).sort()).toEqual(['悉尼歌剧院导览游', '悉尼歌剧院门票']);
  });

  it.each([
    ['categoryId', 2, (c: Card) => c.categoryId === 2],
    ['subcategoryId', 102, (c: Card) => c.subcategoryId === 102],
    ['countryId', 'nz', (c: Card) => c.country.id === 'nz'],
    ['stateId', 'au-qld', (c: Card) => c.state.id === 'au-qld'],
    ['cityId', 'au-nsw-sydney', (c: Card) => c.city.id === 'au-nsw-sydney'],
  ])('filters by %s', async (field, value, matches) => {
    const all = (await list({ pageSize: 1 })).page.total;
    const cards = await listAll({ [field]: value });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(all);
    expect(cards.every(matches)).toBe(true);
  });

  it('filters by tags: products carrying every tag named', async () => {
    const discounted = await listAll({ tagIds: [2] });
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((c) => c.tags.some((tag) => tag.id === 2))).toBe(true);
    expect(discounted.every((c) => c.originalPrice > c.price)).toBe(true);
    const both = await listAll({ tagIds: [1, 2] });
    expect(both.length).toBeLessThanOrEqual(discounted.length);
    expect(both.every((c) => [1, 2].every((id) => c.tags.some((tag) => tag.id === id)))).toBe(true);
  });

  it('filters by hot topic', async () => {
    const { page } = await list({ hotTopicId: 124, pageSize: 5 });
    expect(page.total).toBeGreaterThan(0);
    for (const card of page.list) {
      const detail = (await get(`/api/v1/tripproduct/detail/${card.code}`)).json().data;
      expect(detail.hotTopics.map((topic: { id: number }) => topic.id)).toContain(124);
    }
  });

  it('filters by a price range in the request currency', async () => {
    const headers = storefrontHeaders('456817', { currency: 'AUD' });
    const cards = await listAll({ minPrice: 10_000, maxPrice: 20_000 }, headers);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.price >= 10_000 && c.price <= 20_000)).toBe(true);
    const cny = await listAll({ minPrice: 50_000, maxPrice: 100_000 }, zh({ currency: 'CNY' }));
    expect(cny.length).toBeGreaterThan(0);
    expect(cny.every((c) => c.price >= 50_000 && c.price <= 100_000)).toBe(true);
  });

  it('filters by an available travel date', async () => {
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const { page } = await list({ date, pageSize: 3 });
    const all = (await list({ pageSize: 1 })).page.total;
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all);
    for (const card of page.list) {
      const detail = (await get(`/api/v1/tripproduct/detail/${card.code}`)).json().data;
      const days = await Promise.all(
        detail.packages.map(
          async (g: { gcode: string }) =>
            (await get(`/api/v1/tripproduct/calendar/${card.code}/${g.gcode}`)).json().data as { date: string }[],
        ),
      );
      expect(days.some((calendar: { date: string }[]) => calendar.some((d) => d.date === date))).toBe(true);
    }
  });

  it.each(['cruise', 'package'])('lists only the %s type variant', async (typeVariant) => {
    const cards = await listAll({ typeVariant });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.type === typeVariant)).toBe(true);
  });

  it.each([
    ['priceAsc', (a: Card, b: Card) => a.price <= b.price],
    ['priceDesc', (a: Card, b: Card) => a.price >= b.price],
    ['newest', (a: Card, b: Card) => a.createdAt >= b.createdAt],
    ['sales', (a: Card, b: Card) => a.salesCount >= b.salesCount],
  ])('sorts by %s', async (sort, inOrder) => {
    const { page } = await list({ sort, pageSize: 50 });
    expect(page.list).toHaveLength(50);
    for (let i = 1; i < page.list.length; i++) {
      expect(inOrder(page.list[i - 1] as Card, page.list[i] as Card)).toBe(true);
    }
  });

  it('pages without overlap', async () => {
    const first = (await list({ pageIndex: 1, pageSize: 10 })).page.list.map((c) => c.code);
    const second = (await list({ pageIndex: 2, pageSize: 10 })).page.list.map((c) => c.code);
    expect(second).toHaveLength(10);
    expect(first.filter((code) => second.includes(code))).toEqual([]);
  });

  it.each([
    [{ pageSize: 51 }, 'pageSize'],
    [{ pageIndex: 0 }, 'pageIndex'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ categoryId: 'tickets' }, 'categoryId'],
    [{ date: '2026-13-45' }, 'date'],
    [{ typeVariant: 'hotel' }, 'typeVariant'],
    [{ tagIds: 'discount' }, 'tagIds'],
  ])('answers malformed input %j with 2001 naming %s', async (body, field) => {
    const { res } = await list(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
  });

  it('answers a past travel date with 2001 naming date', async () => {
    const { res } = await list({ date: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'date' } });
  });

  it('answers an unknown merchant with 3002', async () => {
    const { res } = await list({}, storefrontHeaders('999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
  });
});

describe('keyword search', () => {
  it.each(['歌剧院', '悉尼'])('finds 悉尼歌剧院门票 by "%s"', async (keyword) => {
    const cards = await listAll({ keyword }, zh());
    expect(cards.map((c) => c.title)).toContain('悉尼歌剧院门票');
  });

  it('finds a Korean word', async () => {
    const cards = await listAll({ keyword: '오페라' }, storefrontHeaders('456817', { language: 'ko-KR' }));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((c) => c.title)).toContain('시드니 오페라 하우스 입장권');
  });

  it.each(['opera house', 'OPERA HOUSE', 'Opera'])(
    'finds an English word case-insensitively: "%s"',
    async (keyword) => {
      const cards = await listAll({ keyword }, storefrontHeaders('456817', { language: 'en-AU' }));
      expect(cards.map((c) => c.title)).toContain('Sydney Opera House Admission Ticket');
    },
  );

  it('folds letter case beyond ASCII: "NOUMÉA" finds Nouméa', async () => {
    const cards = await listAll({ keyword: 'NOUMÉA' }, storefrontHeaders('456817', { language: 'en-AU' }));
    expect(cards.map((c) => c.title)).toContain('5-Day Nouméa and Isle of Pines Package');
  });

  it('finds products in any language whatever the page language, and needs every word', async () => {
    const cards = await listAll({ keyword: 'Sydney 门票' }, zh());
    expect(cards.map((c) => c.title)).toContain('悉尼歌剧院门票');
    expect(cards.every((c) => c.city.id.startsWith('au-nsw') || c.title.includes('悉尼'))).toBe(true);
  });

  it('finds nothing for a word no product has', async () => {
    const { page } = await list({ keyword: 'Zanzibar' });
    expect(page).toMatchObject({ total: 0, list: [] });
  });

  it('treats LIKE wildcards and FTS syntax as plain text', async () => {
    for (const keyword of ['%', '_', '"', 'a%b', 'NEAR(']) {
      const { res } = await list({ keyword });
      expect(res.statusCode).toBe(200);
    }
    expect((await list({ keyword: 'a%b' })).page.total).toBe(0);
    expect((await list({ keyword: '40%' }, zh())).page.total).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/tripproduct/keyword/search', () => {
  const suggest = (payload: Record<string, unknown>, headers = zh()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/tripproduct/keyword/search', headers, payload });

  it('suggests products and destinations for types [1,2]', async () => {
    const res = await suggest({ types: [1, 2], searchValue: '悉尼' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { type: number; id: string; title: string; subtitle: string }[];
    expect(data.some((s) => s.type === 1 && s.title.includes('悉尼'))).toBe(true);
    expect(data).toContainEqual(expect.objectContaining({ type: 2, id: 'au-nsw-sydney', title: '悉尼' }));
  });

  it('suggests hotels for [3], and destinations with hotels for [2,3]', async () => {
    const hotels = (await suggest({ types: [3], searchValue: 'Sydney' })).json().data as { type: number }[];
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((s) => s.type === 3)).toBe(true);
    const data = (await suggest({ types: [2, 3], searchValue: 'queens' })).json().data as { id: string }[];
    expect(data.map((s) => s.id)).toEqual(expect.arrayContaining(['au-qld', 'nz-queenstown']));
  });

  it('only suggests destinations in the countries the merchant sells in', async () => {
    const data = (await suggest({ types: [2], searchValue: 'Fiji' }, storefrontHeaders('518200'))).json().data;
    expect(data).toEqual([]);
  });

  it.each([
    [{ types: [4], searchValue: 'x' }, 'types.0'],
    [{ types: [], searchValue: 'x' }, 'types'],
    [{ types: [1], searchValue: '  ' }, 'searchValue'],
  ])('answers %j with 2001 naming the field', async (payload, field) => {
    const res = await suggest(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
  });
});

describe('GET /api/v1/tripproduct/detail/{code}', () => {
  it('answers texts, images, labels and packages with prices in the request currency', async () => {
    const { page } = await list({ keyword: '悉尼歌剧院门票' }, zh());
    const code = page.list[0]?.code as string;
    const res = await get(`/api/v1/tripproduct/detail/${code}`, zh());
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({ code, title: '悉尼歌剧院门票', type: 'ticket', currency: 'CNY' });
    expect(detail.highlights.length).toBeGreaterThan(0);
    expect(detail.description).toContain('悉尼歌剧院');
    expect(detail.images).toHaveLength(3);
    expect(detail.packages.length).toBeGreaterThanOrEqual(1);
    expect(detail.packages.length).toBeLessThanOrEqual(3);
    for (const pkg of detail.packages) {
      expect(pkg.gcode).toMatch(/^G[0-9A-Z]{8}$/);
      expect(pkg.prices.map((p: { priceType: string }) => p.priceType)).toContain('adult');
      expect(pkg.firstAvailableDate >= today()).toBe(true);
    }
  });

  it("answers a foreign merchant's product with 3004", async () => {
    const code = (await list({ pageSize: 1 })).page.list[0]?.code as string;
    const res = await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('518200'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it('answers an unknown code with 3004 and a malformed one with 2005', async () => {
    expect((await get('/api/v1/tripproduct/detail/PZZZZZZZZ')).json().code).toBe(3004);
    const res = await get('/api/v1/tripproduct/detail/opera');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2005, data: { field: 'code' } });
  });
});

describe('currency conversion', () => {
  const rates = exchangeRates(DEMO_CATALOGS[0].rateMargin);
  const rate = (from: CurrencyCode, to: CurrencyCode) =>
    from === to ? 1 : (rates.find((r) => r.from === from && r.to === to)?.rate as number);

  it.each(CURRENCIES.map((c) => c.code))('converts and rounds prices for %s', async (currency) => {
    const { page } = await list(
      { keyword: 'Sydney Opera House Admission' },
      storefrontHeaders('456817', { currency: 'AUD' }),
    );
    const aud = page.list[0] as Card;
    const detailAud = (
      await get(`/api/v1/tripproduct/detail/${aud.code}`, storefrontHeaders('456817', { currency: 'AUD' }))
    ).json().data;
    const res = await get(`/api/v1/tripproduct/detail/${aud.code}`, storefrontHeaders('456817', { currency }));
    const detail = res.json().data;
    expect(detail.currency).toBe(currency);
    expect(detail.price).toBe(convertSellingPrice(aud.price, 'AUD', currency, rate('AUD', currency)));
    const audPrices = detailAud.packages[0].prices as { price: number }[];
    detail.packages[0].prices.forEach((p: { price: number }, i: number) => {
      expect(p.price).toBe(convertSellingPrice(audPrices[i]?.price as number, 'AUD', currency, rate('AUD', currency)));
      if (currencyInfo(currency).wholeUnits) expect(p.price % 100).toBe(0);
    });
  });

  it('converts prices of products in other currencies (NZD, USD) too', async () => {
    const nz = (await list({ countryId: 'nz', pageSize: 1 }, storefrontHeaders('456817', { currency: 'NZD' }))).page
      .list[0] as Card;
    const inKrw = (
      await get(`/api/v1/tripproduct/detail/${nz.code}`, storefrontHeaders('456817', { currency: 'KRW' }))
    ).json().data;
    expect(inKrw.price).toBe(convertSellingPrice(nz.price, 'NZD', 'KRW', rate('NZD', 'KRW')));
  });
});

describe('GET /api/v1/tripproduct/calendar/{code}/{gcode}', () => {
  it('lists sellable days from today within 24 months, some sold out, in the request currency', async () => {
    const { page } = await list(
      { typeVariant: undefined, categoryId: 1, pageSize: 1 },
      storefrontHeaders('456817', { currency: 'KRW' }),
    );
    const code = (page.list[0] as Card).code;
    const detail = (await get(`/api/v1/tripproduct/detail/${code}`)).json().data;
    const gcode = detail.packages[0].gcode as string;
    const res = await get(
      `/api/v1/tripproduct/calendar/${code}/${gcode}`,
      storefrontHeaders('456817', { currency: 'KRW' }),
    );
    expect(res.statusCode).toBe(200);
    const days = res.json().data as { date: string; price: number; prices: Record<string, number>; stock: number }[];
    expect(days.length).toBeGreaterThan(250);
    expect(days.length).toBeLessThan(366);
    const limit = new Date();
    limit.setUTCMonth(limit.getUTCMonth() + 24);
    for (const day of days) {
      expect(day.stock).toBeGreaterThan(0);
      expect(day.date >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
      expect(day.date <= limit.toISOString().slice(0, 10)).toBe(true);
      expect(day.price).toBe(day.prices.adult);
      expect(day.price % 100).toBe(0);
    }
    expect([...days].map((d) => d.date).sort()).toEqual(days.map((d) => d.date));
  });

  it('answers a package of another product with 3004 and a malformed gcode with 2005', async () => {
    const [a, b] = (await list({ pageSize: 2 })).page.list as [Card, Card];
    const gcodeOfB = (await get(`/api/v1/tripproduct/detail/${b.code}`)).json().data.packages[0].gcode;
    expect((await get(`/api/v1/tripproduct/calendar/${a.code}/${gcodeOfB}`)).json().code).toBe(3004);
    expect((await get(`/api/v1/tripproduct/calendar/${a.code}/nope`)).json()).toMatchObject({
      code: 2005,
      data: { field: 'gcode' },
    });
  });
});

describe('GET /api/v1/tripproduct/query/relevan/product/contain/list/{id}', () => {
  it('answers up to 8 other products, same city first', async () => {
    const { page } = await list({ cityId: 'au-nsw-sydney', pageSize: 1 });
    const product = page.list[0] as Card;
    const res = await get(`/api/v1/tripproduct/query/relevan/product/contain/list/${product.code}`);
    expect(res.statusCode).toBe(200);
    const related = res.json().data as Card[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.map((c) => c.code)).not.toContain(product.code);
    expect(related[0]?.city.id).toBe('au-nsw-sydney');
  });
});

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
