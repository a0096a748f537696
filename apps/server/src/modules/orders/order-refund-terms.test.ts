import { SITE_LANGUAGES, addDays } from '@storefront/contracts';
import { TAG_IDS } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import {
  bookable,
  contact,
  createOrderTestApp,
  payInSandbox,
  placeOrder,
  productOrder,
  traveller,
  type OrderTestApp,
} from '../../test/orders.js';
import { insertHotelDrafts, type HotelDraft } from '../hotels/service.js';

/** A refund request against what was sold: a non-refundable product or hotel rate is refused (4142). */
let t: OrderTestApp;
let hotelId: number;
let roomTypeId: number;
/** Rate plan ids by whether they allow a refund. */
const plans = { refundable: 0, nonRefundable: 0 };

const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 30);
const CHECK_OUT = addDays(CHECK_IN, 2);
const nights = (price: number) => Array.from({ length: 10 }, (_, n) => ({ date: addDays(CHECK_IN, n - 2), price }));

const fixtureHotel = (): HotelDraft => ({
  cityId: 'au-qld-noosa',
  stars: 3,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore: 1,
  texts: Object.fromEntries(
    SITE_LANGUAGES.map((l) => [
      l,
      { name: `Refund Terms Lodge ${l}`, address: '2 Test St', description: 'd', facilities: [], policies: [] },
    ]),
  ) as unknown as HotelDraft['texts'],
  images: [],
  roomTypes: [
    {
      texts: Object.fromEntries(
        SITE_LANGUAGES.map((l) => [l, { name: `Bay Room ${l}`, beds: '1 queen', facilities: [] }]),
      ) as unknown as HotelDraft['roomTypes'][number]['texts'],
      maxAdults: 2,
      maxChildren: 0,
      size: 20,
      images: [],
      nights: Array.from({ length: 10 }, (_, n) => ({ date: addDays(CHECK_IN, n - 2), allotment: 5 })),
      plans: [
        {
          breakfastIncluded: false,
          freeCancelDays: 2,
          childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
          nights: nights(20_000),
        },
        {
          breakfastIncluded: false,
          freeCancelDays: null,
          childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
          nights: nights(16_000),
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
  const rows = await t.db
    .selectFrom('hotel_rate_plans')
    .select(['id', 'room_type_id', 'free_cancel_days'])
    .where('hotel_id', '=', hotelId)
    .execute();
  for (const row of rows) {
    roomTypeId = row.room_type_id;
    plans[row.free_cancel_days === null ? 'nonRefundable' : 'refundable'] = row.id;
  }
});
afterAll(() => t.close());

const guest = { businessnumber: '456817', currency: 'AUD' };
const askRefund = (order: { ocode: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/order/refund/${order.ocode}`,
    headers: order.headers,
    payload: { reason: 'Plans changed' },
  });
const refundOffered = async (order: { ocode: string; headers: Record<string, string> }) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/detail/${order.ocode}`, headers: order.headers })).json()
    .data.actions.refund as boolean;
const stayOrder = (ratePlanId: number) => ({
  item: {
    kind: 'hotel',
    hotelId,
    roomTypeId,
    ratePlanId,
    date: [CHECK_IN, CHECK_OUT],
    rooms: [{ adultNum: 2, childNum: 0, childAges: [] }],
  },
  contact: contact(),
  travellers: [traveller()],
});

describe(`refund requests and the terms sold on ${testEngine}`, () => {
  it('offers no refund on a product sold non-refundable and refuses one (4142), naming it, and leaves the order paid', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6 });
    await t.db.updateTable('products').set({ refundable: 0 }).where('id', '=', p.productId).execute();
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    expect(await refundOffered(order)).toBe(false);
    const res = await askRefund(order);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4142);
    expect(res.json().message).toMatch(/该预订无法退款：.+ 为不可退款产品/);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/detail/${order.ocode}`,
      headers: order.headers,
    });
    expect(after.json().data.status).toBe('confirmed');
  });

  it('offers and takes a refund request for a refundable product', async () => {
    const p = await bookable(t, { stock: 6 });
    await t.db.updateTable('products').set({ refundable: 1 }).where('id', '=', p.productId).execute();
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    expect(await refundOffered(order)).toBe(true);
    const res = await askRefund(order);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('refund_requested');
  });

  it('offers no refund of a stay at a non-refundable rate and refuses one (4142); offers and takes one at a free-cancellation rate', async () => {
    const fixed = await placeOrder(t, guest, stayOrder(plans.nonRefundable));
    await payInSandbox(t, fixed.headers, fixed.ocode);
    expect(await refundOffered(fixed)).toBe(false);
    const refused = await askRefund(fixed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(4142);
    expect(refused.json().message).toContain('Refund Terms Lodge');
    expect(refused.json().message).toContain('为不可退款产品');

    const flexible = await placeOrder(t, guest, stayOrder(plans.refundable));
    await payInSandbox(t, flexible.headers, flexible.ocode);
    expect(await refundOffered(flexible)).toBe(true);
    expect((await askRefund(flexible)).json().data.status).toBe('refund_requested');
  });

  it('answers a stay’s party room by room on its detail (what order details show)', async () => {
    const order = await placeOrder(t, guest, stayOrder(plans.refundable));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/detail/${order.ocode}`,
      headers: order.headers,
    });
    expect(detail.json().data.items[0].rooms).toEqual([{ adultNum: 2, childNum: 0, childAges: [] }]);
  });

  it('seeds some demo products as non-refundable, matching their policy text', async () => {
    const row = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('refundable', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeGreaterThan(0);
  });
});
