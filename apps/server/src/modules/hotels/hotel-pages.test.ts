import { SITE_LANGUAGES, addDays, type SiteLanguage } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/kysely.js';
import {
  BANDS,
  D,
  HORIZON,
  NOOSA,
  SOLD_OUT,
  createHotelTestApp,
  headers,
  hotelClient,
  searchToday,
  today,
  type HotelIds,
} from '../../test/hotels.js';

let app: FastifyInstance;
let fixtureDb: Db;
let ids: HotelIds;
let roomTypeIds: Map<string, number>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, fixtureDb, ids, roomTypeIds, close } = await createHotelTestApp());
});
afterAll(() => close());

const { rooms } = hotelClient(() => app);

describe('detail', () => {
  const detail = (id: number | string, extra: Record<string, string> = {}, merchant = '456817') =>
    app.inject({ method: 'GET', url: `/api/v1/hotelproduct/detail/${id}`, headers: headers(extra, merchant) });

  it('answers texts in the request language with room types and plans, prices converted', async () => {
    const res = await detail(ids.alpha, { language: 'zh-TW', currency: 'AUD' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: ids.alpha,
      name: '努沙阿爾法度假屋',
      stars: 3,
      checkInTime: '14:00',
      city: { id: NOOSA, title: '努沙' },
      state: { id: 'au-qld' },
      country: { id: 'au' },
      currency: 'AUD',
    });
    expect(data.images[0]).toBe('/images/hotels/exterior-hotel-beach-0.svg');
    expect(data.roomTypes).toHaveLength(1);
    expect(data.roomTypes[0]).toMatchObject({ name: 'Alpha Queen zh-TW', maxAdults: 2, maxChildren: 1 });
    expect(data.roomTypes[0].plans.map((p: { breakfastIncluded: boolean }) => p.breakfastIncluded)).toEqual([
      false,
      true,
    ]);
    expect(data.roomTypes[0].plans[0]).toMatchObject({
      name: '不含早餐 · 免費取消',
      cancellation: { refundable: true, freeCancelDays: 2 },
      childAgeBands: BANDS,
    });
  });

  it.each(SITE_LANGUAGES)('has a name in %s', async (language: SiteLanguage) => {
    const res = await detail(ids.bravo, { language });
    expect(res.json().data.name).toMatch(/Bravo|布拉沃|브라보/);
  });

  it("answers another merchant's hotel, an unknown and a malformed id with 404 and 2005", async () => {
    expect((await detail(ids.foreign)).json().code).toBe(3004);
    expect((await detail(ids.foreign)).statusCode).toBe(404);
    expect((await detail(ids.foreign, {}, '518200')).statusCode).toBe(200);
    expect((await detail(987_654_321)).json().code).toBe(3004);
    const malformed = await detail('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 2005, data: { field: 'id' } });
  });
});

describe('rooms for a stay', () => {
  it('quotes each plan per night and in total, children included', async () => {
    const res = await rooms(ids.alpha, { rooms: [{ adultNum: 1, childNum: 1, childAges: [5] }] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const alphaQueen = roomTypeIds.get(`${ids.alpha}:0`);
    expect(data).toMatchObject({ hotelId: ids.alpha, checkIn: D, checkOut: addDays(D, 2), nights: 2, currency: 'AUD' });
    expect(data.roomTypes).toHaveLength(1);
    const [queen] = data.roomTypes;
    expect(queen).toMatchObject({ id: alphaQueen, roomsLeft: 1, fits: true });
    expect(queen.plans[0]).toMatchObject({
      available: true,
      total: (10_000 + 2_000) * 2,
      nights: [
        { date: D, price: 10_000 },
        { date: addDays(D, 1), price: 10_000 },
      ],
    });
    expect(queen.plans[1]).toMatchObject({ available: true, total: (13_000 + 2_000) * 2, breakfastIncluded: true });
    expect(data.cheapest).toEqual({
      total: 24_000,
      rooms: [{ roomTypeId: alphaQueen, ratePlanId: queen.plans[0].id }],
    });
  });

  it('shows the last room as not available for two rooms', async () => {
    const data = (await rooms(ids.alpha, { rooms: [{ adultNum: 2 }, { adultNum: 2 }] })).json().data;
    expect(data.cheapest).toBeNull();
    expect(data.roomTypes[0]).toMatchObject({ roomsLeft: 1, fits: true });
    expect(data.roomTypes[0].plans[0]).toMatchObject({ available: false, total: null });
  });

  it('marks room types the party does not fit, and sold-out nights', async () => {
    const data = (
      await rooms(ids.bravo, {
        date: [addDays(SOLD_OUT, -1), addDays(SOLD_OUT, 1)],
        rooms: [{ adultNum: 3 }],
      })
    ).json().data;
    const [king, family] = data.roomTypes;
    expect(king).toMatchObject({ fits: false, roomsLeft: 0 });
    expect(family).toMatchObject({ fits: true, roomsLeft: 0 });
    expect(family.plans[0]).toMatchObject({ available: false, total: null });
    expect(data.cheapest).toBeNull();
  });

  it('puts each room in the cheapest type it fits, within the rooms left', async () => {
    const data = (await rooms(ids.delta, { rooms: [{ adultNum: 2 }, { adultNum: 2 }, { adultNum: 4 }] })).json().data;
    const king = roomTypeIds.get(`${ids.delta}:0`);
    const apartment = roomTypeIds.get(`${ids.delta}:1`);
    expect(data.cheapest.total).toBe((18_000 * 2 + 26_000) * 2);
    expect(data.cheapest.rooms.map((r: { roomTypeId: number }) => r.roomTypeId)).toEqual([king, king, apartment]);
  });

  it('rejects bad stays and answers foreign and unknown hotels with 404', async () => {
    const past = await rooms(ids.alpha, { date: [addDays(today, -3), addDays(today, 1)] });
    expect(past.json()).toMatchObject({ code: 2001, data: { field: 'date' } });
    expect((await rooms(ids.foreign, {})).json().code).toBe(3004);
    expect((await rooms(987_654_321, {})).statusCode).toBe(404);
  });
});

describe('price calendar', () => {
  const calendar = (id: number, month?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/hotelproduct/calendar/${id}${month ? `?month=${month}` : ''}`,
      headers: headers(extra),
    });

  it('answers the lowest price of a room per night with rooms free, leaving out sold-out nights', async () => {
    const res = await calendar(ids.bravo, SOLD_OUT.slice(0, 7));
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().data as { date: string; price: number }[];
    expect(days.find((d) => d.date === SOLD_OUT)).toBeUndefined();
    expect(days.find((d) => d.date === addDays(SOLD_OUT, 1))?.price).toBe(30_000);
    expect(days.every((d) => d.date.startsWith(SOLD_OUT.slice(0, 7)) && d.date >= searchToday)).toBe(true);
  });

  it('converts the prices and defaults to the current month', async () => {
    const days = (await calendar(ids.charlie, undefined, { currency: 'CNY' })).json().data as { price: number }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.price > 5_550 && d.price % 100 === 0)).toBe(true);
  });

  it('rejects months before this one or past the horizon', async () => {
    const before = await calendar(ids.alpha, '2020-01');
    expect(before.json()).toMatchObject({ code: 2001, data: { field: 'month' } });
    const after = addDays(HORIZON, 40).slice(0, 7);
    expect((await calendar(ids.alpha, after)).json().code).toBe(2001);
    expect((await calendar(ids.alpha, '2026-13')).json()).toMatchObject({ code: 2001, data: { field: 'month' } });
    expect((await calendar(ids.foreign)).json().code).toBe(3004);
  });
});

describe('demo data and API docs', () => {
  it('seeds at least 40 hotels for the default shop, every star level, in all four countries', async () => {
    const rows = await fixtureDb
      .selectFrom('hotels')
      .select(['stars', 'country_id', 'merchant_number'])
      .where('city_id', '!=', NOOSA)
      .execute();
    const own = rows.filter((r) => r.merchant_number === '456817');
    expect(own.length).toBeGreaterThanOrEqual(40);
    expect(new Set(own.map((r) => r.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(own.map((r) => r.country_id))).toEqual(new Set(['au', 'nz', 'fj', 'nc']));
    for (const merchant of ['518200', '630900']) {
      expect(rows.filter((r) => r.merchant_number === merchant).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('lists the hotel calls in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/hotelproduct/search',
      '/api/v1/hotelproduct/detail/{id}',
      '/api/v1/hotelproduct/rooms/{id}',
      '/api/v1/hotelproduct/calendar/{id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
