import { SITE_LANGUAGES, addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { contact, createOrderTestApp, placeOrder, traveller, type OrderTestApp } from '../../test/orders.js';
import { insertHotelDrafts, type HotelDraft, type RoomTypeDraft } from './service.js';

/**
 * Search reads a hotel's nights and terms from their summaries (migration 0028): after every kind
 * of write — import, a rate and allotment edit, a booking, its cancellation, a new room type and
 * plan, a plan's terms edited — the summaries equal what the source rows say.
 */
let t: OrderTestApp;
let hotelId: number;
let roomTypeId: number;
let ratePlanId: number;

const START = addDays(new Date().toISOString().slice(0, 10), 30);
const NIGHTS = 10;
const byLanguage = <T>(make: (language: string) => T) =>
  Object.fromEntries(SITE_LANGUAGES.map((l) => [l, make(l)])) as never;

const roomType = (allotment: number, price: number): RoomTypeDraft => ({
  texts: byLanguage((l) => ({ name: `Room ${l}`, beds: '1 queen', facilities: [] })),
  maxAdults: 2,
  maxChildren: 1,
  size: 20,
  images: [],
  nights: Array.from({ length: NIGHTS }, (_, n) => ({ date: addDays(START, n), allotment })),
  plans: [
    {
      breakfastIncluded: false,
      freeCancelDays: 2,
      childAgeBands: [{ minAge: 0, maxAge: 17, price: 1_000 }],
      nights: Array.from({ length: NIGHTS }, (_, n) => ({ date: addDays(START, n), price: price + n })),
    },
  ],
});

const fixtureHotel = (): HotelDraft => ({
  cityId: 'au-qld-noosa',
  stars: 4,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore: 1,
  texts: byLanguage((l) => ({
    name: `Summary Lodge ${l}`,
    address: '1 Test St',
    description: 'd',
    facilities: [],
    policies: [],
  })),
  images: [],
  roomTypes: [roomType(4, 20_000), roomType(2, 30_000)],
});

/** `id:value` lists as sorted pairs, so two lists compare whatever order the engine joined them in. */
const pairs = (list: string) =>
  list === ''
    ? []
    : list
        .split(',')
        .map((p) => p.split(':').map(Number) as [number, number])
        .sort((a, b) => a[0] - b[0]);

/** The summary rows of the hotel next to what its nightly rows say, night by night. */
async function nightsInStep() {
  const [summary, rooms, prices] = await Promise.all([
    t.db.selectFrom('hotel_stay_nights').selectAll().where('hotel_id', '=', hotelId).orderBy('date').execute(),
    t.db
      .selectFrom('hotel_room_nights')
      .select(['room_type_id', 'date', 'allotment'])
      .where('hotel_id', '=', hotelId)
      .execute(),
    t.db
      .selectFrom('hotel_rate_nights')
      .select(['rate_plan_id', 'date', 'price'])
      .where('hotel_id', '=', hotelId)
      .execute(),
  ]);
  const dates = [...new Set([...rooms.map((r) => r.date), ...prices.map((p) => p.date)])].sort();
  const expected = dates.map((date) => ({
    date,
    rooms: rooms
      .filter((r) => r.date === date)
      .map((r) => [r.room_type_id, r.allotment])
      .sort((a, b) => a[0]! - b[0]!),
    prices: prices
      .filter((p) => p.date === date)
      .map((p) => [p.rate_plan_id, Number(p.price)])
      .sort((a, b) => a[0]! - b[0]!),
  }));
  const actual = summary.map((s) => ({ date: s.date, rooms: pairs(s.rooms), prices: pairs(s.prices) }));
  expect(actual).toEqual(expected);
  return actual;
}

/** The hotel's terms summary next to its room type and plan rows. */
async function termsInStep() {
  const row = await t.db
    .selectFrom('hotel_stay_terms')
    .select('terms')
    .where('hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  const terms = JSON.parse(row.terms) as { types: number[][]; plans: unknown[][] };
  const types = await t.db
    .selectFrom('hotel_room_types')
    .select(['id', 'max_adults', 'max_children'])
    .where('hotel_id', '=', hotelId)
    .execute();
  const plans = await t.db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id', 'breakfast_included', 'free_cancel_days', 'child_age_bands'])
    .where('hotel_id', '=', hotelId)
    .execute();
  const byId = (a: unknown[], b: unknown[]) => (a[0] as number) - (b[0] as number);
  expect([...terms.types].sort(byId)).toEqual(types.map((r) => [r.id, r.max_adults, r.max_children]).sort(byId));
  expect([...terms.plans].sort(byId)).toEqual(
    plans
      .map((p) => [p.id, p.room_type_id, p.breakfast_included, p.free_cancel_days, JSON.parse(p.child_age_bands)])
      .sort(byId),
  );
  return terms;
}

beforeAll(async () => {
  t = await createOrderTestApp();
  [hotelId] = (await t.db.transaction().execute((trx) => insertHotelDrafts(trx, '456817', [fixtureHotel()]))) as [
    number,
  ];
  const plan = await t.db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  [roomTypeId, ratePlanId] = [plan.room_type_id, plan.id];
});
afterAll(() => t.close());

const guest = { businessnumber: '456817', currency: 'AUD' };
const search = (checkIn: string, nights: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotelproduct/search',
    headers: { ...guest, language: 'en-AU' },
    payload: { date: [checkIn, addDays(checkIn, nights)], rooms: [{ adultNum: 2 }], hotelId },
  });

describe(`the hotel search summaries stay in step with their source rows on ${testEngine}`, () => {
  it('after the import', async () => {
    const nights = await nightsInStep();
    expect(nights).toHaveLength(NIGHTS);
    expect(nights[0]?.rooms.map(([, left]) => left)).toEqual([4, 2]);
    expect((await termsInStep()).plans).toHaveLength(2);
  });

  it('after a rate and allotment edit, a booking and its cancellation; search follows each', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const from = addDays(START, 2);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/hotels/${hotelId}/rate-plans/${ratePlanId}/calendar`,
      headers: editor.headers,
      payload: { from, to: addDays(from, 1), price: 11_000, allotment: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await nightsInStep();
    // The edited plan, 1 room left on both nights, is now the cheapest: 2 × 11 000.
    expect((await search(from, 2)).json().data.list[0]).toMatchObject({ id: hotelId, totalPrice: 22_000 });

    const order = await placeOrder(t, guest, {
      item: {
        kind: 'hotel',
        hotelId,
        roomTypeId,
        ratePlanId,
        date: [from, addDays(from, 2)],
        rooms: [{ adultNum: 2 }],
      },
      contact: contact(),
      travellers: [traveller()],
    });
    const booked = await nightsInStep();
    expect(booked.find((n) => n.date === from)?.rooms.find(([id]) => id === roomTypeId)).toEqual([roomTypeId, 0]);
    // The cheap room is taken: the other type's plan prices the stay now.
    expect((await search(from, 2)).json().data.list[0]?.totalPrice).toBe(30_002 + 30_003);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/cancel/${order.ocode}`,
      headers: order.headers,
    });
    expect(cancel.json().data.status, cancel.body).toBe('cancelled');
    const back = await nightsInStep();
    expect(back.find((n) => n.date === from)?.rooms.find(([id]) => id === roomTypeId)).toEqual([roomTypeId, 1]);
    expect((await search(from, 2)).json().data.list[0]?.totalPrice).toBe(22_000);
  });

  it('after a room type and a plan are added, and a room type’s occupancy and a plan’s terms edited', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const admin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url: `/api/admin/v1/hotels/${hotelId}${url}`, headers: editor.headers, payload });
    const room = await admin('POST', '/room-types', {
      texts: { 'en-AU': { name: 'Family Room', beds: '3 singles' } },
      maxAdults: 3,
      maxChildren: 0,
      size: 30,
    });
    expect(room.statusCode, room.body).toBe(200);
    expect((await termsInStep()).types).toHaveLength(3);
    const newType = (room.json().data.roomTypes as { id: number }[]).map((r) => r.id).sort((a, b) => b - a)[0];
    const plan = await admin('POST', `/room-types/${newType}/rate-plans`, {
      breakfastIncluded: true,
      freeCancelDays: 3,
      childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect((await termsInStep()).plans).toHaveLength(3);
    const edited = await admin('PATCH', `/rate-plans/${ratePlanId}`, {
      freeCancelDays: null,
      childAgeBands: [{ minAge: 0, maxAge: 17, price: 2_500 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const occupancy = await admin('PATCH', `/room-types/${roomTypeId}`, { maxChildren: 2 });
    expect(occupancy.statusCode, occupancy.body).toBe(200);
    const terms = await termsInStep();
    expect(terms.plans.find((p) => p[0] === ratePlanId)).toEqual([
      ratePlanId,
      roomTypeId,
      0,
      null,
      [{ minAge: 0, maxAge: 17, price: 2_500 }],
    ]);
    expect(terms.types.find((r) => r[0] === roomTypeId)).toEqual([roomTypeId, 2, 2]);
  });
});
