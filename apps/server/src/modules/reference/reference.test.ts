import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({ method: 'GET', url, headers });

const ENDPOINTS = [
  '/api/v1/query/static/file/2/2/en-AU',
  '/api/v1/tripproduct/categorys',
  '/api/v1/tripproduct/national/state/city',
  '/api/v1/tripproduct/productLabel/3',
];

describe.each(ENDPOINTS)('%s', (url) => {
  it('succeeds for a known merchant', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
  });
  it('answers an unknown merchant with 3002', async () => {
    const res = await get(url, storefrontHeaders('777'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
  });
  it('answers a missing businessNumber with 2002', async () => {
    const res = await get(url, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2002);
  });
  it('answers a bad language header with 2003', async () => {
    const res = await get(url, storefrontHeaders('456817', { language: 'de-DE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2003);
  });
});

describe('GET /api/v1/query/static/file/{type}/{rtype}/{language}', () => {
  it.each(['zh-CN', 'zh-TW', 'en-AU', 'ko-KR', 'zh-cn'])('serves UI translations in %s', async (language) => {
    const res = await get(`/api/v1/query/static/file/1/2/${language}`);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().data.header.login).toBe('string');
  });

  it('serves the global JSON with every reference list', async () => {
    const data = (await get('/api/v1/query/static/file/2/2/zh-TW')).json().data;
    expect(data.currencies).toHaveLength(9);
    expect(data.currencies.map((c: { vara: string }) => c.vara)).toEqual([
      'A$',
      '￥',
      '$',
      'NZ$',
      'S$',
      'NT$',
      '₩',
      'MYR',
      'IDR',
    ]);
    expect(data.nationalities.length).toBeGreaterThan(180);
    expect(data.callingCodes.some((c: { id: number }) => c.id === 61)).toBe(true);
    expect(data.salutations).toHaveLength(2);
    expect(data.locations.map((l: { id: string }) => l.id)).toEqual(['au', 'nz', 'fj', 'nc']);
    expect(data.languages.length).toBeGreaterThanOrEqual(3);
  });

  it('serves the global JSON in Vietnamese: Vietnamese country names, English where no Vietnamese text exists', async () => {
    const res = await get('/api/v1/query/static/file/2/2/vi-VN');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.nationalities.find((n: { id: string }) => n.id === 'CN').title).toBe('Trung Quốc đại lục');
    expect(data.callingCodes.find((c: { id: number }) => c.id === 61).name).toBe('Úc');
    expect(data.currencies).toHaveLength(9);
    expect((await get('/api/v1/query/static/file/2/2/vi-vn')).statusCode).toBe(200);
  });

  it('answers Vietnamese interface translations with 2003: only reference titles exist in Vietnamese', async () => {
    const res = await get('/api/v1/query/static/file/1/2/vi-VN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2003, data: { field: 'language' } });
  });

  it('answers an unsupported language in the path with 2003', async () => {
    const res = await get('/api/v1/query/static/file/1/2/fr-FR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2003, data: { field: 'language' } });
  });

  it('answers an unknown type with 2001 naming type', async () => {
    const res = await get('/api/v1/query/static/file/9/2/en-AU');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'type' } });
  });

  it('answers a non-numeric type with 2001', async () => {
    const res = await get('/api/v1/query/static/file/abc/2/en-AU');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'type' } });
    expect(res.json().message).toMatch(/^类型：/);
  });

  it('answers an rtype other than the web with 2001 naming rtype', async () => {
    const res = await get('/api/v1/query/static/file/1/7/en-AU');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'rtype' } });
  });
});

describe('GET /api/v1/tripproduct/categorys', () => {
  it('lists all 6 groups and 42 subcategories per language for a merchant that hides none', async () => {
    const data = (await get('/api/v1/tripproduct/categorys')).json().data;
    expect(data.map((d: { lang: string }) => d.lang)).toEqual(['zh-CN', 'zh-TW', 'en-AU', 'ko-KR']);
    for (const entry of data) {
      expect(entry.categoryCollection).toHaveLength(6);
      const subs = entry.categoryCollection.flatMap(
        (g: { classificationCollection: unknown[] }) => g.classificationCollection,
      );
      expect(subs).toHaveLength(42);
    }
  });

  it('leaves out the groups a merchant hides', async () => {
    const data = (await get('/api/v1/tripproduct/categorys', storefrontHeaders('518200'))).json().data;
    const ids = data[0].categoryCollection.map((g: { id: number }) => g.id);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(5);
    expect(ids).toHaveLength(4);
  });

  it('leaves out single subcategories a merchant hides', async () => {
    const data = (await get('/api/v1/tripproduct/categorys', storefrontHeaders('630900'))).json().data;
    const groups = data[0].categoryCollection;
    expect(groups.map((g: { id: number }) => g.id)).not.toContain(6);
    const dayTrips = groups.find((g: { id: number }) => g.id === 2);
    expect(dayTrips.classificationCollection.map((c: { id: number }) => c.id)).not.toContain(203);
  });
});

describe('GET /api/v1/tripproduct/national/state/city', () => {
  it('lists the countries the merchant sells in, with states and cities', async () => {
    const data = (await get('/api/v1/tripproduct/national/state/city', storefrontHeaders('518200'))).json().data;
    const en = data.find((d: { lang: string }) => d.lang === 'en-AU');
    expect(en.counttryCollection.map((c: { id: string }) => c.id)).toEqual(['au', 'nz']);
    const au = en.counttryCollection.find((c: { id: string }) => c.id === 'au');
    expect(au.stateCollection).toHaveLength(8);
    expect(au.stateCollection[0].cityCollection.length).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/tripproduct/productLabel/{type}', () => {
  it('lists 10 tags and 24 hot topics for type 3', async () => {
    const data = (await get('/api/v1/tripproduct/productLabel/3')).json().data;
    expect(data).toHaveLength(4);
    expect(data[0].labelCollection).toHaveLength(34);
  });

  it('leaves out labels the merchant hides', async () => {
    const data = (await get('/api/v1/tripproduct/productLabel/3', storefrontHeaders('630900'))).json().data;
    const ids = data[0].labelCollection.map((l: { id: number }) => l.id);
    expect(ids).toHaveLength(32);
    expect(ids).not.toContain(10);
  });

  it('answers each type from its own list, also when another type of the merchant was asked first', async () => {
    expect((await get('/api/v1/tripproduct/productLabel/3')).json().data[0].labelCollection).toHaveLength(34);
    const topics = (await get('/api/v1/tripproduct/productLabel/2')).json().data;
    expect(topics[0].labelCollection).toHaveLength(24);
    expect((await get('/api/v1/tripproduct/productLabel/1')).json().data[0].labelCollection).toHaveLength(10);
  });

  it('answers an unknown label type with 2005', async () => {
    const res = await get('/api/v1/tripproduct/productLabel/8');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2005);
  });
});
