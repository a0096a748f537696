import { addDays, convertSellingPrice, type CurrencyCode } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/kysely.js';
import {
  D,
  HORIZON,
  NOOSA,
  SOLD_OUT,
  createHotelTestApp,
  hotelClient,
  today,
  type HotelIds,
} from '../../test/hotels.js';

let app: FastifyInstance;
let fixtureDb: Db;
let ids: HotelIds;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, fixtureDb, ids, close } = await createHotelTestApp());
});
afterAll(() => close());

const { search, found, foundIds, rooms } = hotelClient(() => app);

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

  it('finds one-night stays as it finds longer ones (each a single night of the summary)', async () => {
    expect(await foundIds({ hotelId: ids.bravo, date: [SOLD_OUT, addDays(SOLD_OUT, 1)] })).toEqual([]);
    expect(await foundIds({ hotelId: ids.bravo, date: [addDays(SOLD_OUT, -1), SOLD_OUT] })).toEqual([ids.bravo]);
    const request = { rooms: [{ adultNum: 2 }, { adultNum: 1, childNum: 1, childAges: [5] }] };
    const date = [addDays(SOLD_OUT, -1), SOLD_OUT];
    const [delta] = await found({ ...request, hotelId: ids.delta, date });
    const list = (await rooms(ids.delta, { ...request, date })).json().data;
    expect(list.nights).toBe(1);
    expect(list.cheapest.total).toBe(delta?.totalPrice);
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
