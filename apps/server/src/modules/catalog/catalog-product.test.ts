import { CURRENCIES, convertSellingPrice, currencyInfo, type CurrencyCode } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGS } from '../../seed/catalog/seed-catalog.js';
import { exchangeRates } from '../../seed/catalog/generate.js';
import { type Card, catalogClient, today, zh } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { list, get } = catalogClient(() => t.app);

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
