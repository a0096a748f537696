import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Codes of seeded trip products of the default merchant, and one of another merchant. */
let codes: string[];
let foreignCode: string;

/** The first product codes a merchant lists (the demo seed gives every merchant a catalog). */
async function listedCodes(merchant: string, count: number): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/tripproduct/operation/pagging',
    headers: { businessnumber: merchant },
    payload: { pageIndex: 1, pageSize: count },
  });
  const found = (res.json().data?.list ?? []).map((card: { code: string }) => card.code);
  if (found.length < count) throw new Error(`merchant ${merchant} lists ${found.length} products: ${res.body}`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  codes = await listedCodes('456817', 3);
  [foreignCode] = (await listedCodes('518200', 1)) as [string];
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const toggle = (headers: Headers, productId: string, type: number | string = 1) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/account/favorites/${productId}/${type}`, headers });
const list = (headers: Headers, payload: object = { pageIndex: 1, pageSize: 10 }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/favorites/pagging', headers, payload });
const favoritesCount = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/account/load', headers })).json().data.favoritesCount;

describe('toggling a favourite', () => {
  it('adds a trip product, then removes it on the second toggle', async () => {
    const { headers } = await registerMember(t.app);
    const code = codes[0] as string;
    const added = await toggle(headers, code);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ code: 0, message: 'success', data: { favourite: true } });
    expect((await list(headers)).json().data).toMatchObject({ total: 1, list: [{ productId: code, type: 1 }] });
    expect((await toggle(headers, code)).json().data).toEqual({ favourite: false });
    expect((await list(headers)).json().data).toMatchObject({ total: 0, list: [] });
  });

  it('counts favourites in the account data', async () => {
    const { headers } = await registerMember(t.app);
    expect(await favoritesCount(headers)).toBe(0);
    await toggle(headers, codes[0] as string);
    await toggle(headers, codes[1] as string);
    expect(await favoritesCount(headers)).toBe(2);
    await toggle(headers, codes[0] as string);
    expect(await favoritesCount(headers)).toBe(1);
  });

  it('answers an unknown product with 404 (3004)', async () => {
    const { headers } = await registerMember(t.app);
    const res = await toggle(headers, 'PZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 3004, data: { field: 'productId' } });
    expect(await favoritesCount(headers)).toBe(0);
  });

  it("answers another merchant's product with 404 (3004)", async () => {
    const { headers } = await registerMember(t.app, '456817');
    const res = await toggle(headers, foreignCode);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it("favourites a hotel of this merchant (type 2), and answers an unknown or another merchant's hotel with 3004", async () => {
    const { headers } = await registerMember(t.app);
    const hotelOf = async (merchant: string) => {
      const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const checkOut = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotelproduct/search',
        headers: { businessnumber: merchant },
        payload: { date: [checkIn, checkOut], rooms: [{ adultNum: 1 }] },
      });
      return String((res.json().data.list as { id: number }[])[0]?.id);
    };
    const own = await hotelOf('456817');
    expect((await toggle(headers, own, 2)).json().data).toEqual({ favourite: true });
    expect((await toggle(headers, '999999', 2)).json().code).toBe(3004);
    expect((await toggle(headers, await hotelOf('518200'), 2)).json().code).toBe(3004);
  });

  it.each([
    ['type', 'P7K2M9QX', 3],
    ['type', 'P7K2M9QX', 'hotel'],
    ['productId', 'P7K2M9QX%20OR%201', 1],
    ['productId', 'x'.repeat(41), 1],
  ])('answers a malformed %s with 2005', async (field, productId, type) => {
    const { headers } = await registerMember(t.app);
    const res = await toggle(headers, productId, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2005, data: { field } });
  });

  it("keeps each member's favourites apart: another member's toggle adds their own", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const code = codes[0] as string;
    await toggle(owner.headers, code);
    expect((await toggle(other.headers, code)).json().data).toEqual({ favourite: true });
    expect((await list(owner.headers)).json().data.total).toBe(1);
    expect((await toggle(other.headers, code)).json().data).toEqual({ favourite: false });
    expect((await list(owner.headers)).json().data).toMatchObject({ total: 1, list: [{ productId: code }] });
  });

  it('needs a token: 1005 without one', async () => {
    const res = await toggle({ businessnumber: '456817' }, codes[0] as string);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});

describe('listing favourites', () => {
  it('lists newest first with the product card, paged, and filters by type', async () => {
    const { headers } = await registerMember(t.app);
    for (const code of codes) expect((await toggle(headers, code)).json().data.favourite).toBe(true);
    const first = (await list(headers, { pageIndex: 1, pageSize: 2 })).json().data;
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 2, total: 3 });
    expect(first.list.map((f: { productId: string }) => f.productId)).toEqual([codes[2], codes[1]]);
    expect(first.list[0]).toMatchObject({
      type: 1,
      createdAt: expect.any(String),
      product: { code: codes[2], title: expect.any(String), image: expect.any(String), price: expect.any(Number) },
      hotel: null,
    });
    const second = (await list(headers, { pageIndex: 2, pageSize: 2 })).json().data;
    expect(second.list.map((f: { productId: string }) => f.productId)).toEqual([codes[0]]);
    expect((await list(headers, { pageIndex: 1, pageSize: 10, type: 2 })).json().data).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await list(headers, { pageIndex: 1, pageSize: 10, type: 1 })).json().data.total).toBe(3);
  });

  it("lists a favourite hotel with its name, photo, stars and from-price in the shopper's currency", async () => {
    const { headers } = await registerMember(t.app);
    const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotelproduct/search',
      headers: { businessnumber: '456817', currency: 'NZD' },
      payload: { date: [checkIn, checkOut], rooms: [{ adultNum: 1 }] },
    });
    const found = search.json().data.list[0] as { id: number; name: string; stars: number; image: string };
    await toggle(headers, String(found.id), 2);
    const [favourite] = (await list({ ...headers, currency: 'NZD' }, { pageIndex: 1, pageSize: 10, type: 2 })).json()
      .data.list;
    expect(favourite).toMatchObject({
      productId: String(found.id),
      product: null,
      hotel: {
        id: found.id,
        name: found.name,
        stars: found.stars,
        image: found.image,
        city: { id: expect.any(String), title: expect.any(String) },
        price: expect.any(Number),
        currency: 'NZD',
      },
    });
    expect(favourite.hotel.name).not.toBe('');
    expect(favourite.hotel.price).toBeGreaterThan(0);
  });

  it("never lists another member's favourites", async () => {
    const owner = await registerMember(t.app);
    await toggle(owner.headers, codes[0] as string);
    const other = await registerMember(t.app);
    expect((await list(other.headers)).json().data).toMatchObject({ total: 0, list: [] });
  });

  it("does not carry favourites to another merchant's shop", async () => {
    const owner = await registerMember(t.app, '518200');
    expect((await toggle(owner.headers, foreignCode)).json().data).toEqual({ favourite: true });
    const member = await registerMember(t.app, '456817');
    expect((await list(member.headers)).json().data.total).toBe(0);
    // The same token is not valid in another merchant's shop at all.
    expect((await list({ ...owner.headers, businessnumber: '456817' })).json().code).toBe(1005);
  });

  it.each([
    ['pageIndex', { pageIndex: 0, pageSize: 10 }],
    ['pageSize', { pageIndex: 1, pageSize: 0 }],
    ['pageSize', { pageIndex: 1, pageSize: 51 }],
    ['type', { pageIndex: 1, pageSize: 10, type: 3 }],
  ])('rejects a bad %s with 2001', async (field, payload) => {
    const { headers } = await registerMember(t.app);
    const res = await list(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
  });

  it('needs a token: 1005 without one', async () => {
    const res = await list({ businessnumber: '456817' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});
