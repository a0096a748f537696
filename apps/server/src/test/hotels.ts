import { SITE_LANGUAGES, addDays, hotelHorizon, nightsBetween } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import { todayIn } from '../modules/catalog/service.js';
import { insertHotelDrafts, type ChildBand, type HotelDraft, type RoomTypeDraft } from '../modules/hotels/service.js';
import { createDb, type Db } from '../platform/db/kysely.js';
import { createTestDatabase, testConfig } from './harness.js';

/**
 * Fixture hotels in Noosa (no demo hotel is there), so searches by location see only them.
 * Prices are AUD cents; D is ten days ahead, safely in the future in every time zone.
 */
export const NOOSA = 'au-qld-noosa';
export const today = new Date().toISOString().slice(0, 10);
export const D = addDays(today, 10);
/** The server's "today" for a search: the earliest local date of the countries hotels are in. */
export const searchToday = ['au', 'nz', 'fj', 'nc'].map((c) => todayIn(c)).sort()[0] as string;
export const HORIZON = hotelHorizon(searchToday);
const FIRST_NIGHT = addDays(today, -1);
const NIGHTS = nightsBetween(FIRST_NIGHT, HORIZON) + 2;
/** Bravo is sold out on this night. */
export const SOLD_OUT = addDays(D, 6);

export type HotelIds = { alpha: number; bravo: number; charlie: number; delta: number; foreign: number };

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

export const BANDS: ChildBand[] = [
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

/** The app on a database of its own with the fixture hotels (four of 456817's in Noosa, one of 518200's). */
export async function createHotelTestApp(): Promise<{
  app: FastifyInstance;
  fixtureDb: Db;
  ids: HotelIds;
  roomTypeIds: Map<string, number>;
  close: () => Promise<void>;
}> {
  const test = await createTestDatabase();
  const app = await buildApp(testConfig(test.database));
  const fixtureDb = (await createDb(test.database)).db;
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
  const ids = { alpha, bravo, charlie, delta, foreign } as HotelIds;
  const rows = await fixtureDb.selectFrom('hotel_room_types').select(['id', 'hotel_id', 'sort']).execute();
  const roomTypeIds = new Map(rows.map((r) => [`${r.hotel_id}:${r.sort}`, r.id]));
  return {
    app,
    fixtureDb,
    ids,
    roomTypeIds,
    close: async () => {
      await app.close();
      await fixtureDb.destroy();
      await test.drop();
    },
  };
}

export type Room = { adultNum: number; childNum?: number; childAges?: number[] };
export const TWO_ADULTS: Room[] = [{ adultNum: 2 }];
export const headers = (extra: Record<string, string> = {}, merchant = '456817') => ({
  businessnumber: merchant,
  language: 'en-AU',
  currency: 'AUD',
  ...extra,
});

/** The hotel calls of the app `app()` answers (read per call, so it may be built in beforeAll). */
export function hotelClient(app: () => FastifyInstance) {
  const search = (body: Record<string, unknown>, extra: Record<string, string> = {}, merchant = '456817') =>
    app().inject({
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
    app().inject({
      method: 'POST',
      url: `/api/v1/hotelproduct/rooms/${id}`,
      headers: headers(extra, merchant),
      payload: { date: [D, addDays(D, 2)], rooms: TWO_ADULTS, ...body },
    });

  return { search, found, foundIds, rooms };
}
