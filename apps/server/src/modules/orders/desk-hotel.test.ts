import { SITE_LANGUAGES, addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskGet, deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import {
  contact,
  createOrderTestApp,
  payInSandbox,
  placeOrder,
  traveller,
  type OrderTestApp,
} from '../../test/orders.js';
import { insertHotelDrafts, type HotelDraft } from '../hotels/service.js';

/** The hotel manifest: the stays over a night, each with its party, as a night porter reads it. */
let t: OrderTestApp;
let hotelId: number;
let roomTypeId: number;
let ratePlanId: number;

const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 30);
const byLanguage = <T>(make: (language: string) => T) =>
  Object.fromEntries(SITE_LANGUAGES.map((l) => [l, make(l)])) as never;

const fixtureHotel = (): HotelDraft => ({
  cityId: 'au-qld-noosa',
  stars: 3,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore: 1,
  texts: byLanguage((l) => ({
    name: `Manifest Lodge ${l}`,
    address: '3 Test St',
    description: 'd',
    facilities: [],
    policies: [],
  })),
  images: [],
  roomTypes: [
    {
      texts: byLanguage((l) => ({ name: `Garden Room ${l}`, beds: '1 queen', facilities: [] })),
      maxAdults: 2,
      maxChildren: 2,
      size: 20,
      images: [],
      nights: Array.from({ length: 10 }, (_, n) => ({ date: addDays(CHECK_IN, n - 2), allotment: 5 })),
      plans: [
        {
          breakfastIncluded: false,
          freeCancelDays: 2,
          childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
          nights: Array.from({ length: 10 }, (_, n) => ({ date: addDays(CHECK_IN, n - 2), price: 20_000 })),
        },
      ],
    },
  ],
});

beforeAll(async () => {
  t = await createOrderTestApp();
  [hotelId] = (await t.db.transaction().execute((trx) => insertHotelDrafts(trx, '456817', [fixtureHotel()]))) as [
    number,
  ];
  const plan = await t.db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  [roomTypeId, ratePlanId] = [plan.room_type_id, plan.id];
});
afterAll(() => t.close());

const stay = (from: string, nights: number, rooms: object[]) => ({
  item: { kind: 'hotel', hotelId, roomTypeId, ratePlanId, date: [from, addDays(from, nights)], rooms },
  contact: contact(),
  travellers: [traveller()],
});

describe(`the hotel manifest on ${testEngine}`, () => {
  it('lists the paid stays over a night with each room’s party, and not the unpaid or departed ones', async () => {
    const guest = { businessnumber: '456817', currency: 'AUD' };
    const family = await placeOrder(t, guest, stay(CHECK_IN, 2, [{ adultNum: 2, childNum: 1, childAges: [6] }]));
    await payInSandbox(t, family.headers, family.ocode);
    const leaving = await placeOrder(t, guest, stay(addDays(CHECK_IN, -1), 1, [{ adultNum: 1 }]));
    await payInSandbox(t, leaving.headers, leaving.ocode);
    await placeOrder(t, guest, stay(CHECK_IN, 1, [{ adultNum: 2 }]));

    const res = await deskGet(t, `/api/admin/v1/manifests/hotel?hotel=${hotelId}&night=${addDays(CHECK_IN, 1)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      hotel: hotelId,
      night: addDays(CHECK_IN, 1),
      rooms: 1,
      guests: 3,
      stays: [
        {
          ocode: family.ocode,
          checkIn: CHECK_IN,
          checkOut: addDays(CHECK_IN, 2),
          party: [{ adults: 2, childAges: [6] }],
        },
      ],
    });
    const other = await deskStaff(t, { businessNumber: '518200' });
    const elsewhere = await deskGet(t, `/api/admin/v1/manifests/hotel?hotel=${hotelId}&night=${CHECK_IN}`, other);
    expect(elsewhere.json().data.stays).toEqual([]);
  });
});
