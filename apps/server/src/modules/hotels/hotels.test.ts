import {
  SITE_LANGUAGES,
  addDays,
  convertSellingPrice,
  hotelHorizon,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestDatabase, testConfig } from '../../test/harness.js';
import { todayIn } from '../catalog/service.js';
import { insertHotelDrafts, type ChildBand, type HotelDraft, type RoomTypeDraft } from './service.js';

/**
 * Fixture hotels in Noosa (no demo hotel is there), so searches by location see only them.
 * Prices are AUD cents; D is ten days ahead, safely in the future in every time zone.
 */
const NOOSA = 'au-qld-noosa';
const today = new Date().toISOString().slice(0, 10);
const D = addDays(today, 10);
/** The server's "today" for a search: the earliest local date of the countries hotels are in. */
const searchToday = ['au', 'nz', 'fj', 'nc'].map((c) => todayIn(c)).sort()[0] as string;
const HORIZON = hotelHorizon(searchToday);
const FIRST_NIGHT = addDays(today, -1);
const NIGHTS = Math.round((Date.parse(HORIZON) - Date.parse(FIRST_NIGHT)) / 86_400_000) + 2;
/** Bravo is sold out on this night. */
const SOLD_OUT = addDays(D, 6);

let app: FastifyInstance;
let fixtureDb: Db;
let drop: () => Promise<void>;
let ids: { alpha: number; bravo: number; charlie: number; delta: number; foreign: number };
let roomTypeIds: Map<string, number>;

const texts = (name: string, zh: string, tw: string, ko: string) =>
  Object.fromEntries(
    SITE_LANGUAGES.map((lang) => [
      lang,
      {
        name: { 'en-AU': name, 'zh-CN': zh, 'zh-TW': tw, 'ko-KR': ko }[lang],
        address: {
          'en-AU': `1 Hastings Street, Noosa Heads QLD 4567`,
          'zh-CN': '努沙黑斯廷斯街1号',
          'zh-TW': '努沙黑斯廷斯街1號',
          'ko-KR': '헤이스팅스 스트리트 1, 누사',
        }[lang],
        description: `${name} (${lang})`,
        facilities: ['Free Wi-Fi', 'Pool', 'Bar', 'Gym', 'Spa'],
        policies: ['Check-in from 14:00'],
      },
    ]),
  ) as HotelDraft['texts'];

const BANDS: ChildBand[] = [
  { minAge: 0, maxAge: 3, price: 0 },
  { minAge: 4, maxAge: 11, price: 2000 },
  { minAge: 12, maxAge: 17, price: 3000 },
];

function roomType(
  name: string,
  occupancy: { adults: number; children: number },
  allotment: number | ((date: string) => number),
  prices: number[],
): RoomTypeDraft {
  const dates = Array.from({ length: NIGHTS }, (_, n) => addDays(FIRST_NIGHT, n));
  return {
    texts: Object.fromEntries(
      SITE_LANGUAGES.map((lang) => [lang, { name: `${name} ${lang}`, beds: '1 queen bed', facilities: ['TV'] }]),
    ) as RoomTypeDraft['texts'],
    maxAdults: occupancy.adults,
    maxChildren: occupancy.children,
    size: 25,
    images: ['hotels/room-double-beach.svg'],
    nights: dates.map((date) => ({ date, allotment: typeof allotment === 'number' ? allotment : allotment(date) })),
    plans: prices.map((price, index) => ({
      breakfastIncluded: index === 1,
      freeCancelDays: index === 2 ? null : 2,
      childAgeBands: BANDS,
      nights: dates.map((date) => ({ date, price })),
    })),
  };
}

const hotel = (
  name: [string, string, string, string],
  stars: number,
  recommendScore: number,
  roomTypes: RoomTypeDraft[],
  cityId = NOOSA,
): HotelDraft => ({
  cityId,
  stars,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore,
  texts: texts(...name),
  images: ['hotels/exterior-hotel-beach-0.svg'],
  roomTypes,
});

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp(testConfig(test.database));
  fixtureDb = (await createDb(test.database)).db;
  const [alpha, bravo, charlie, delta] = await fixtureDb.transaction().execute((trx) =>
    insertHotelDrafts(trx, '456817', [
      // The last room: one room free every night.
      hotel(['Noosa Alpha Retreat', '努沙阿尔法度假屋', '努沙阿爾法度假屋', '누사 알파 리트리트'], 3, 90, [
        roomType('Alpha Queen', { adults: 2, children: 1 }, 1, [10_000, 13_000]),
      ]),
      // Sold out on one night; a family room for three adults and two children.
      hotel(['Noosa Bravo Grand', '努沙布拉沃大酒店', '努沙布拉沃大酒店', '누사 브라보 그랜드'], 5, 50, [
        roomType('Bravo King', { adults: 2, children: 0 }, (d) => (d === SOLD_OUT ? 0 : 5), [30_000]),
        roomType('Bravo Family', { adults: 3, children: 2 }, (d) => (d === SOLD_OUT ? 0 : 5), [45_000]),
      ]),
      // Cents that round differently per currency.
      hotel(['Noosa Charlie Backpackers', '努沙查理背包客栈', '努沙查理背包客棧', '누사 찰리 백패커스'], 1, 70, [
        roomType('Charlie Double', { adults: 2, children: 0 }, 4, [5_550]),
      ]),
      // Two rooms of the cheap type, one of the big type.
      hotel(['Noosa Delta Suites', '努沙德尔塔套房酒店', '努沙德爾塔套房酒店', '누사 델타 스위트'], 4, 60, [
        roomType('Delta King', { adults: 2, children: 1 }, 2, [18_000]),
        roomType('Delta Apartment', { adults: 4, children: 2 }, 1, [26_000]),
      ]),
    ]),
  );
  const [foreign] = await fixtureDb
    .transaction()
    .execute((trx) =>
      insertHotelDrafts(trx, '518200', [
        hotel(['Noosa Echo Lodge', '努沙回声小屋', '努沙回聲小屋', '누사 에코 로지'], 4, 99, [
          roomType('Echo Room', { adults: 2, children: 2 }, 5, [20_000]),
        ]),
      ]),
    );
  ids = { alpha, bravo, charlie, delta, foreign } as typeof ids;
  const rows = await fixtureDb.selectFrom('hotel_room_types').select(['id', 'hotel_id', 'sort']).execute();
  roomTypeIds = new Map(rows.map((r) => [`${r.hotel_id}:${r.sort}`, r.id]));
});
afterAll(async () => {
  await app.close();
  await fixtureDb.destroy();
  await drop();
});

type Room = { adultNum: number; childNum?: number; childAges?: number[] };
const TWO_ADULTS: Room[] = [{ adultNum: 2 }];
const headers = (extra: Record<string, string> = {}, merchant = '456817') => ({
  businessnumber: merchant,
  language: 'en-AU',
  currency: 'AUD',
  ...extra,
});

const search = (body: Record<string, unknown>, extra: Record<string, string> = {}, merchant = '456817') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/hotelproduct/search',
    headers: headers(extra, merchant),
    payload: { date: [D, addDays(D, 2)], rooms: TWO_ADULTS, locationId: NOOSA, ...body },
  });
const found = async (body: Record<string, unknown>, extra: Record<string, string> = {}) => {
  const res = await search(body, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as {
    id: number;
    totalPrice: number;
    nightlyPrice: number;
    stars: number;
    name: string;
  }[];
};
const foundIds = async (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  (await found(body, extra)).map((h) => h.id);

const rooms = (
  id: number | string,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
  merchant = '456817',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/hotelproduct/rooms/${id}`,
    headers: headers(extra, merchant),
    payload: { date: [D, addDays(D, 2)], rooms: TWO_ADULTS, ...body },
  });

describe('availability', () => {
  it('finds the last room for one room and not for two', async () => {
    expect(await foundIds({ hotelId: ids.alpha })).toEqual([ids.alpha]);
    expect(await foundIds({ hotelId: ids.alpha, rooms: [{ adultNum: 2 }, { adultNum: 1 }] })).toEqual([]);
  });

  it('hides a hotel sold out on a night in the middle of the stay', async () => {
    expect(await foundIds({ hotelId: ids.bravo, date: [addDays(SOLD_OUT, -1), addDays(SOLD_OUT, 2)] })).toEqual([]);
    expect(await foundIds({ hotelId: ids.bravo, date: [addDays(SOLD_OUT, 1), addDays(SOLD_OUT, 3)] })).toEqual([
      ids.bravo,
    ]);
    // Checking out on the sold-out day needs no room that night.
    expect(await foundIds({ hotelId: ids.bravo, date: [addDays(SOLD_OUT, -2), SOLD_OUT] })).toEqual([ids.bravo]);
  });

  it('counts rooms of one type against its allotment and mixes types when needed', async () => {
    const three = [{ adultNum: 2 }, { adultNum: 2 }, { adultNum: 2 }];
    const [delta] = await found({ hotelId: ids.delta, rooms: three });
    // Two Delta King (2 left) and the one Delta Apartment, two nights.
    expect(delta?.totalPrice).toBe((18_000 * 2 + 26_000) * 2);
    expect(await foundIds({ hotelId: ids.delta, rooms: [...three, { adultNum: 1 }] })).toEqual([]);
  });

  it('shows only hotels whose rooms fit the adults and children', async () => {
    expect(await foundIds({ rooms: [{ adultNum: 3 }], sort: 2 })).toEqual([ids.delta, ids.bravo]);
    expect(await foundIds({ rooms: [{ adultNum: 2, childNum: 2, childAges: [4, 9] }], sort: 2 })).toEqual([
      ids.delta,
      ids.bravo,
    ]);
    expect(await foundIds({ rooms: [{ adultNum: 5 }] })).toEqual([]);
  });

  it('prices children by the age band of each child', async () => {
    const body = { hotelId: ids.alpha, rooms: [{ adultNum: 1, childNum: 1, childAges: [5] }] };
    expect((await found(body))[0]?.totalPrice).toBe((10_000 + 2_000) * 2);
    const infant = { hotelId: ids.alpha, rooms: [{ adultNum: 1, childNum: 1, childAges: [2] }] };
    expect((await found(infant))[0]?.totalPrice).toBe(10_000 * 2);
    const teen = { hotelId: ids.alpha, rooms: [{ adultNum: 1, childNum: 1, childAges: [15] }] };
    expect((await found(teen))[0]?.totalPrice).toBe((10_000 + 3_000) * 2);
  });

  it("never shows another merchant's hotel", async () => {
    expect(await foundIds({ hotelId: ids.foreign })).toEqual([]);
    const res = await search({ hotelId: ids.foreign }, {}, '518200');
    expect(res.json().data.list.map((h: { id: number }) => h.id)).toEqual([ids.foreign]);
  });
});

describe('prices per currency', () => {
  const rateOf = async (to: CurrencyCode) => {
    const row = await fixtureDb
      .selectFrom('exchange_rates')
      .select('rate')
      .where('merchant_number', '=', '456817')
      .where('from_currency', '=', 'AUD')
      .where('to_currency', '=', to)
      .executeTakeFirstOrThrow();
    return Number(row.rate);
  };

  it('keeps cents in AUD and rounds CNY and KRW up to whole units, as convertSellingPrice does', async () => {
    const body = { hotelId: ids.charlie };
    const [aud] = await found(body, { currency: 'AUD' });
    expect(aud).toMatchObject({ totalPrice: 11_100, nightlyPrice: 5_550, currency: 'AUD' });
    for (const currency of ['CNY', 'KRW', 'USD'] as const) {
      const [converted] = await found(body, { currency });
      const rate = await rateOf(currency);
      expect(converted).toMatchObject({
        currency,
        totalPrice: convertSellingPrice(11_100, 'AUD', currency, rate),
        nightlyPrice: convertSellingPrice(5_550, 'AUD', currency, rate),
      });
      if (currency !== 'USD') expect(converted!.totalPrice % 100).toBe(0);
    }
  });

  it('quotes the same total in the search and in the room list', async () => {
    const request = { rooms: [{ adultNum: 2 }, { adultNum: 1, childNum: 1, childAges: [5] }] };
    for (const currency of ['AUD', 'CNY', 'KRW']) {
      const [delta] = await found({ ...request, hotelId: ids.delta }, { currency });
      const list = (await rooms(ids.delta, request, { currency })).json().data;
      expect(list.cheapest.total).toBe(delta?.totalPrice);
    }
  });
});

describe('filters and sorting', () => {
  it('sorts by recommendation, price up, price down and stars', async () => {
    const { alpha, bravo, charlie, delta } = ids;
    expect(await foundIds({})).toEqual([alpha, charlie, delta, bravo]);
    expect(await foundIds({ sort: 1 })).toEqual([alpha, charlie, delta, bravo]);
    expect(await foundIds({ sort: 2 })).toEqual([charlie, alpha, delta, bravo]);
    expect(await foundIds({ sort: 3 })).toEqual([bravo, delta, alpha, charlie]);
    expect(await foundIds({ sort: 4 })).toEqual([bravo, delta, alpha, charlie]);
  });

  it('filters by stars', async () => {
    expect(await foundIds({ screenData: { stars: [4, 5] } })).toEqual([ids.delta, ids.bravo]);
    expect(await foundIds({ screenData: { stars: [2] } })).toEqual([]);
  });

  it('filters by price per room and night, any of several ranges', async () => {
    expect(await foundIds({ screenData: { priceNum: [{ max: 10_000 }] }, sort: 2 })).toEqual([ids.charlie, ids.alpha]);
    expect(await foundIds({ screenData: { priceNum: [{ min: 15_000 }] }, sort: 2 })).toEqual([ids.delta, ids.bravo]);
    expect(await foundIds({ screenData: { priceNum: [{ max: 6_000 }, { min: 20_000 }] }, sort: 2 })).toEqual([
      ids.charlie,
      ids.bravo,
    ]);
  });

  it('pages the results and counts them all', async () => {
    const res = await search({ sort: 2, pageIndex: 2, pageSize: 3 });
    expect(res.json().data).toMatchObject({ total: 4, pageIndex: 2, pageSize: 3, nights: 2 });
    expect(res.json().data.list.map((h: { id: number }) => h.id)).toEqual([ids.bravo]);
  });

  it('matches keywords in any language as substrings, every word', async () => {
    const noLocation = { locationId: undefined };
    expect(await foundIds({ ...noLocation, keywords: 'alpha noosa' })).toEqual([ids.alpha]);
    expect(await foundIds({ ...noLocation, keywords: 'ALPH' })).toEqual([ids.alpha]);
    expect(await foundIds({ ...noLocation, keywords: '阿爾法' })).toEqual([ids.alpha]);
    expect(await foundIds({ ...noLocation, keywords: '브라보' })).toEqual([ids.bravo]);
    expect(await foundIds({ ...noLocation, keywords: '努沙 套房' })).toEqual([ids.delta]);
    expect(await foundIds({ ...noLocation, keywords: '100%_off' })).toEqual([]);
  });

  it('finds hotels by state or by several locations', async () => {
    const inQueensland = await foundIds({ locationId: 'au-qld', sort: 2 });
    expect(inQueensland).toEqual(expect.arrayContaining([ids.alpha, ids.bravo, ids.charlie, ids.delta]));
    expect(inQueensland.length).toBeGreaterThan(4);
    const both = await foundIds({ locationId: undefined, nLocationIds: [NOOSA, 'nz'], sort: 2 });
    expect(both).toEqual(expect.arrayContaining([ids.alpha, ids.bravo]));
  });

  it('finds demo hotels for two rooms (2 adults; 1 adult and a child of 5), 4 stars, in Queensland', async () => {
    const list = await found({
      locationId: 'au-qld',
      rooms: [{ adultNum: 2 }, { adultNum: 1, childNum: 1, childAges: [5] }],
      screenData: { stars: [4] },
    });
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((h) => h.stars === 4 && h.totalPrice > 0)).toBe(true);
  });
});

describe('bad input', () => {
  const expectInvalid = async (body: Record<string, unknown>, field: string) => {
    const res = await search(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
    return res.json().message as string;
  };

  it('rejects a check-out that is not after check-in', async () => {
    expect(await expectInvalid({ date: [D, D] }, 'date')).toMatch(/after check-in/);
    await expectInvalid({ date: [D, addDays(D, -1)] }, 'date');
  });

  it('rejects a stay longer than 30 nights and accepts 30', async () => {
    expect(await expectInvalid({ date: [D, addDays(D, 31)] }, 'date')).toMatch(/30 nights/);
    expect((await search({ date: [D, addDays(D, 30)] })).statusCode).toBe(200);
  });

  it('rejects dates past the horizon (end of the month 11 months ahead) and accepts the horizon', async () => {
    expect(await expectInvalid({ date: [addDays(HORIZON, -1), addDays(HORIZON, 1)] }, 'date')).toMatch(HORIZON);
    expect(await foundIds({ hotelId: ids.alpha, date: [addDays(HORIZON, -2), HORIZON] })).toEqual([ids.alpha]);
  });

  it('rejects a check-in in the past', async () => {
    expect(await expectInvalid({ date: [addDays(today, -2), addDays(today, 1)] }, 'date')).toMatch(/past/);
  });

  it('rejects malformed dates', async () => {
    await expectInvalid({ date: ['2026-02-30', '2026-03-02'] }, 'date.0');
    await expectInvalid({ date: [D] }, 'date');
  });

  it('rejects more children than ages given, and the reverse', async () => {
    await expectInvalid({ rooms: [{ adultNum: 2, childNum: 2, childAges: [5] }] }, 'rooms.0.childAges');
    await expectInvalid({ rooms: [{ adultNum: 2, childNum: 0, childAges: [5] }] }, 'rooms.0.childAges');
  });

  it('rejects child ages out of 0–17', async () => {
    await expectInvalid({ rooms: [{ adultNum: 2, childNum: 1, childAges: [18] }] }, 'rooms.0.childAges.0');
    await expectInvalid(
      { rooms: [{ adultNum: 1 }, { adultNum: 2, childNum: 1, childAges: [-1] }] },
      'rooms.1.childAges.0',
    );
  });

  it('rejects no rooms, more than 8 rooms and a room without an adult', async () => {
    await expectInvalid({ rooms: [] }, 'rooms');
    await expectInvalid({ rooms: Array.from({ length: 9 }, () => ({ adultNum: 1 })) }, 'rooms');
    await expectInvalid({ rooms: [{ adultNum: 0, childNum: 1, childAges: [8] }] }, 'rooms.0.adultNum');
  });

  it('rejects unknown locations and bad sorts and price ranges', async () => {
    await expectInvalid({ locationId: 'au-qld-atlantis' }, 'locationId');
    await expectInvalid({ locationId: undefined, nLocationIds: ['nowhere'] }, 'nLocationIds');
    await expectInvalid({ sort: 5 }, 'sort');
    await expectInvalid({ screenData: { priceNum: [{ min: 500, max: 100 }] } }, 'screenData.priceNum.0.min');
  });

  it('answers an unknown merchant with 3002', async () => {
    const res = await search({}, {}, '999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
  });
});

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
