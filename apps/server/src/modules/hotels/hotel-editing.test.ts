import { SITE_LANGUAGES, addDays } from '@storefront/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../platform/db/kysely.js';
import { countSoldRooms } from '../../platform/db/migrations/0025-hotel-night-editing.js';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import {
  contact,
  createOrderTestApp,
  payInSandbox,
  placeOrder,
  traveller,
  type OrderTestApp,
} from '../../test/orders.js';
import { insertHotelDrafts, type HotelDraft } from './service.js';

/** The back office's hotel editing (issue 14) against the real app, with the answer cache on. */
let t: OrderTestApp;
let hotelId: number;
let foreignHotelId: number;
let roomTypeId: number;
let ratePlanId: number;

const START = addDays(new Date().toISOString().slice(0, 10), 20);
const NIGHTS = 40;
const byLanguage = <T>(make: (language: string) => T) =>
  Object.fromEntries(SITE_LANGUAGES.map((l) => [l, make(l)])) as never;

const fixtureHotel = (name: string): HotelDraft => ({
  cityId: 'au-qld-noosa',
  stars: 3,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore: 1,
  texts: byLanguage((l) => ({
    name: `${name} ${l}`,
    address: '5 Test St',
    description: 'd',
    facilities: [],
    policies: [],
  })),
  images: [],
  roomTypes: [
    {
      texts: byLanguage((l) => ({ name: `Lagoon Room ${l}`, beds: '1 queen', facilities: [] })),
      maxAdults: 2,
      maxChildren: 2,
      size: 20,
      images: [],
      nights: Array.from({ length: NIGHTS }, (_, n) => ({ date: addDays(START, n), allotment: 5 })),
      plans: [
        {
          breakfastIncluded: false,
          freeCancelDays: 2,
          childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
          nights: Array.from({ length: NIGHTS }, (_, n) => ({ date: addDays(START, n), price: 20_000 })),
        },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await createOrderTestApp({ answerCacheMs: 60_000 });
  [hotelId] = (await t.db
    .transaction()
    .execute((trx) => insertHotelDrafts(trx, '456817', [fixtureHotel('Lagoon Lodge')]))) as [number];
  [foreignHotelId] = (await t.db
    .transaction()
    .execute((trx) => insertHotelDrafts(trx, '518200', [fixtureHotel('Foreign Lodge')]))) as [number];
  const plan = await t.db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  [roomTypeId, ratePlanId] = [plan.room_type_id, plan.id];
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const shopper = { businessnumber: '456817', currency: 'AUD', language: 'en-AU' };
const calendarUrl = (hotel = hotelId, plan = ratePlanId) => `/api/admin/v1/hotels/${hotel}/rate-plans/${plan}/calendar`;
const putRange = (headers: Headers, payload: object, hotel = hotelId, plan = ratePlanId) =>
  t.app.inject({ method: 'PUT', url: calendarUrl(hotel, plan), headers, payload });
const nightOf = async (headers: Headers, date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${calendarUrl()}?month=${date.slice(0, 7)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.days as { date: string }[]).find((d) => d.date === date) as Record<string, unknown>;
};
const auditRows = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'hotel')
    .where('object_id', '=', String(hotelId))
    .where('action', '=', action)
    .execute();
const search = (checkIn: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotelproduct/search',
    headers: shopper,
    payload: { date: [checkIn, addDays(checkIn, 1)], rooms: [{ adultNum: 2 }], hotelId, ...extra },
  });
const offer = (checkIn: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/hotelproduct/rooms/${hotelId}`,
    headers: shopper,
    payload: { date: [checkIn, addDays(checkIn, 1)], rooms: [{ adultNum: 2 }] },
  });
const stay = (from: string, nights: number, rooms: object[]) => ({
  item: { kind: 'hotel', hotelId, roomTypeId, ratePlanId, date: [from, addDays(from, nights)], rooms },
  contact: contact(),
  travellers: [traveller()],
});
/** How many statements naming `table` ran while `work` did. */
async function statementsReading(table: string, work: () => Promise<void>): Promise<number> {
  let reads = 0;
  const stop = observeQueries((text) => void (text.includes(table) && reads++));
  try {
    await work();
  } finally {
    stop();
  }
  return reads;
}
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe(`hotel rates and allotments in the back office on ${testEngine}`, () => {
  it('sets a price and an allotment on the weekdays asked; the storefront search and offer show it at once', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const night = addDays(START, 3);
    // Read (and cache) the storefront's answers first.
    const cached = await search(night);
    expect(cached.json().data.list[0]).toMatchObject({ id: hotelId, totalPrice: 20_000 });

    const from = START;
    const to = addDays(START, 13);
    const weekdays = [weekdayOf(night), (weekdayOf(night) + 1) % 7];
    const res = await putRange(editor.headers, { from, to, weekdays, price: 23_450, allotment: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ days: 4 });

    expect((await search(night)).json().data.list[0]).toMatchObject({ id: hotelId, totalPrice: 23_450 });
    const rooms = (await offer(night)).json().data;
    expect(rooms.roomTypes[0]).toMatchObject({ id: roomTypeId, roomsLeft: 7 });
    expect(rooms.roomTypes[0].plans[0]).toMatchObject({ total: 23_450, nights: [{ date: night, price: 23_450 }] });
    // A night off the pattern keeps its price.
    const other = [...Array(14).keys()].map((i) => addDays(from, i)).find((d) => !weekdays.includes(weekdayOf(d)));
    expect((await offer(other as string)).json().data.roomTypes[0].plans[0].total).toBe(20_000);

    expect(await nightOf(editor.headers, night)).toMatchObject({
      state: 'open',
      prices: { unit: 23_450 },
      stock: 7,
      sold: 0,
      left: 7,
    });
    const rows = await auditRows('hotel.rates.update');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({
      nights: 4,
      allotment: [7, 7],
      price: [23_450, 23_450],
      ratePlanId,
      change: { from, to, weekdays, price: 23_450, allotment: 7, closed: null },
    });
  });

  it('counts paid and held stays: the allotment is rooms in total and never goes below them (409 naming the date)', async () => {
    const owner = await deskStaff(t);
    const checkIn = addDays(START, 20);
    const guest = { businessnumber: '456817', currency: 'AUD' };
    const paid = await placeOrder(t, guest, stay(checkIn, 2, [{ adultNum: 2 }, { adultNum: 1 }]));
    await payInSandbox(t, paid.headers, paid.ocode);
    await placeOrder(t, guest, stay(addDays(checkIn, 1), 1, [{ adultNum: 2 }]));
    const second = addDays(checkIn, 1);
    expect(await nightOf(owner.headers, second)).toMatchObject({ stock: 5, sold: 3, left: 2 });
    // Migration 0025 counts the same from the orders' hotel lines.
    await t.db.updateTable('hotel_room_nights').set({ sold: 0 }).where('room_type_id', '=', roomTypeId).execute();
    await countSoldRooms(t.db as unknown as Kysely<unknown>);
    expect(await nightOf(owner.headers, second)).toMatchObject({ stock: 5, sold: 3, left: 2 });
    expect(await nightOf(owner.headers, checkIn)).toMatchObject({ sold: 2 });

    const before = (await auditRows('hotel.rates.update')).length;
    const refused = await putRange(owner.headers, {
      from: checkIn,
      to: addDays(checkIn, 3),
      allotment: 2,
      price: 1,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 4201, data: { field: 'allotment' } });
    expect(refused.json().message).toContain(second);
    expect(refused.json().message).toMatch(/ 3 /);
    expect(await nightOf(owner.headers, second)).toMatchObject({ stock: 5, sold: 3, prices: { unit: 20_000 } });
    expect(await auditRows('hotel.rates.update')).toHaveLength(before);

    expect((await putRange(owner.headers, { from: second, to: second, allotment: 3 })).statusCode).toBe(200);
    expect(await nightOf(owner.headers, second)).toMatchObject({ stock: 3, sold: 3, left: 0 });
    expect((await offer(second)).json().data.roomTypes[0].roomsLeft).toBe(0);
  });

  it('closes nights (not bookable, allotment kept) and opens them again', async () => {
    const owner = await deskStaff(t);
    const night = addDays(START, 30);
    expect((await putRange(owner.headers, { from: night, to: night, closed: true })).statusCode).toBe(200);
    expect(await nightOf(owner.headers, night)).toMatchObject({ state: 'closed', stock: 5, left: 0 });
    expect((await search(night)).json().data.list).toEqual([]);
    expect((await putRange(owner.headers, { from: night, to: night, closed: false })).statusCode).toBe(200);
    expect(await nightOf(owner.headers, night)).toMatchObject({ state: 'open', stock: 5, left: 5 });
    expect((await search(night)).json().data.list[0]).toMatchObject({ id: hotelId });
    // A night never on sale becomes one.
    const fresh = addDays(START, NIGHTS + 2);
    const res = await putRange(owner.headers, { from: fresh, to: fresh, allotment: 2, price: 15_000 });
    expect(res.json().data).toEqual({ days: 1 });
    expect(await nightOf(owner.headers, fresh)).toMatchObject({ state: 'open', stock: 2, prices: { unit: 15_000 } });
  });

  it('refuses an agent (403), another shop’s hotel and an unknown hotel (404), an empty change (400)', async () => {
    const agent = await deskStaff(t, { role: 'agent' });
    const owner = await deskStaff(t);
    const other = await deskStaff(t, { businessNumber: '518200' });
    const night = { from: START, to: START, price: 100 };
    expect((await putRange(agent.headers, night)).statusCode).toBe(403);
    expect((await putRange(other.headers, night)).statusCode).toBe(404);
    expect((await putRange(owner.headers, night, foreignHotelId)).statusCode).toBe(404);
    expect((await putRange(owner.headers, night, 99_999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/v1/hotels/${foreignHotelId}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    const empty = await putRange(owner.headers, { from: START, to: START });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data?.field).toBe('price');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/v1/hotels', headers: agent.headers })).statusCode,
    ).toBe(403);
  });
});

describe(`hotel properties, room types and rate plans in the back office on ${testEngine}`, () => {
  const patch = (headers: Headers, url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/v1/hotels/${hotelId}${url}`, headers, payload });

  it('lists and reads the shop’s hotels only, with missing translations marked', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/v1/hotels', headers: editor.headers });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data.items as { id: number }[]).map((h) => h.id);
    expect(ids).toContain(hotelId);
    expect(ids).not.toContain(foreignHotelId);
    const hotel = (
      await t.app.inject({ method: 'GET', url: `/api/admin/v1/hotels/${hotelId}`, headers: editor.headers })
    ).json().data;
    expect(hotel).toMatchObject({
      id: hotelId,
      location: 'au-qld-noosa',
      stars: 3,
      status: 'published',
      currency: 'AUD',
    });
    expect(hotel.roomTypes[0]).toMatchObject({ id: roomTypeId, maxAdults: 2, ratePlans: [{ id: ratePlanId }] });
  });

  it('changes texts, stars, place and status in one audited write; the storefront follows at once', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const night = addDays(START, 5);
    // Searched before the change, for two stays: the card is read once and kept, with the old name.
    const cardReads = await statementsReading('"hotel_texts"', async () => {
      const before = (await search(night)).json().data.list[0];
      expect(before).toMatchObject({ id: hotelId });
      expect(before.name).not.toBe('Lagoon Lodge Renamed');
      expect((await search(addDays(night, 1))).json().data.list[0]).toMatchObject({ id: hotelId, name: before.name });
    });
    expect(cardReads).toBeLessThanOrEqual(1);
    const res = await patch(editor.headers, '', {
      texts: { 'en-AU': { name: 'Lagoon Lodge Renamed', description: 'Beside the lagoon' } },
      stars: 4,
      location: 'au-qld-goldcoast',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stars: 4,
      location: 'au-qld-goldcoast',
      stateId: 'au-qld',
      texts: { 'en-AU': { name: 'Lagoon Lodge Renamed', address: '5 Test St' } },
    });
    expect(res.json().data.missingTranslations).toEqual(expect.arrayContaining([]));
    expect(await auditRows('hotel.update')).toHaveLength(1);
    const found = (await search(night, { keywords: 'renamed' })).json().data.list;
    expect(found[0]).toMatchObject({ id: hotelId, name: 'Lagoon Lodge Renamed', stars: 4 });

    expect((await patch(editor.headers, '', { status: 'unpublished' })).statusCode).toBe(200);
    expect((await search(night)).json().data.list).toEqual([]);
    expect((await patch(editor.headers, '', { status: 'published', location: 'au-qld-noosa' })).statusCode).toBe(200);
    expect(await auditRows('hotel.update')).toHaveLength(3);
  });

  it('refuses a text over its limit naming the field, an unknown city, another shop’s hotel; writes nothing', async () => {
    const owner = await deskStaff(t);
    const long = await patch(owner.headers, '', { texts: { 'en-AU': { name: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().data?.field).toBe('texts.en-AU.name');
    const city = await patch(owner.headers, '', { location: 'au-qld-nowhere' });
    expect(city.statusCode).toBe(400);
    expect(city.json().data?.field).toBe('location');
    const other = await deskStaff(t, { businessNumber: '518200' });
    expect((await patch(other.headers, '', { stars: 2 })).statusCode).toBe(404);
    const agent = await deskStaff(t, { role: 'agent' });
    expect((await patch(agent.headers, '', { stars: 2 })).statusCode).toBe(403);
    expect(await auditRows('hotel.update')).toHaveLength(3);
  });

  it('edits a room type’s texts and occupancy, and a rate plan’s child bands and cancellation terms', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const room = await patch(editor.headers, `/room-types/${roomTypeId}`, {
      maxAdults: 3,
      texts: { 'zh-CN': { name: '泻湖房' } },
    });
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json().data.roomTypes[0]).toMatchObject({ maxAdults: 3, texts: { 'zh-CN': { name: '泻湖房' } } });
    expect(await auditRows('hotel.roomType.update')).toHaveLength(1);

    const gap = await patch(editor.headers, `/rate-plans/${ratePlanId}`, {
      childAgeBands: [
        { minAge: 0, maxAge: 3, price: 0 },
        { minAge: 5, maxAge: 17, price: 1000 },
      ],
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().data?.field).toBe('childAgeBands');
    const plan = await patch(editor.headers, `/rate-plans/${ratePlanId}`, {
      freeCancelDays: null,
      breakfastIncluded: true,
      childAgeBands: [
        { minAge: 4, maxAge: 17, price: 2500 },
        { minAge: 0, maxAge: 3, price: 0 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().data.roomTypes[0].ratePlans[0]).toMatchObject({
      freeCancelDays: null,
      breakfastIncluded: true,
      childAgeBands: [
        { minAge: 0, maxAge: 3, price: 0 },
        { minAge: 4, maxAge: 17, price: 2500 },
      ],
    });
    expect(await auditRows('hotel.ratePlan.update')).toHaveLength(1);
    // The storefront offer prices the child by the new band, with the new terms.
    const night = addDays(START, 8);
    const offered = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/hotelproduct/rooms/${hotelId}`,
        headers: shopper,
        payload: { date: [night, addDays(night, 1)], rooms: [{ adultNum: 1, childNum: 1, childAges: [6] }] },
      })
    ).json().data;
    expect(offered.roomTypes[0].plans[0]).toMatchObject({ total: 20_000 + 2500 });
    const unknown = await patch(editor.headers, `/room-types/99999999`, { maxAdults: 2 });
    expect(unknown.statusCode).toBe(404);
  });
});
