import { SITE_LANGUAGES, addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAction } from '../../test/desk.js';
import {
  bookable,
  contact,
  createOrder,
  createOrderTestApp,
  detail,
  memberIdOfHeaders,
  payInSandbox,
  placeOrder,
  setStock,
  stockOf,
  traveller,
  type Bookable,
  type OrderTestApp,
  quickMember,
  secondSession,
} from '../../test/orders.js';
import { listen, signalrClient } from '../../test/hub-clients.js';
import { insertHotelDrafts, type HotelDraft } from '../hotels/service.js';

let t: OrderTestApp;
let hotelId: number;
let roomTypeId: number;
let ratePlanId: number;
/** Every cart.changed message, as published. */
const published: { merchantNumber: string; memberId: number; cartNumber: number }[] = [];

const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 30);
const CHECK_OUT = addDays(CHECK_IN, 2);

/** One fixture hotel: a room type with 2 rooms a night at A$150. */
const fixtureHotel = (): HotelDraft => ({
  cityId: 'au-qld-noosa',
  stars: 4,
  latitude: -26.39,
  longitude: 153.09,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
  recommendScore: 1,
  texts: Object.fromEntries(
    SITE_LANGUAGES.map((l) => [
      l,
      { name: `Cart Test Lodge ${l}`, address: '1 Test St', description: 'd', facilities: [], policies: [] },
    ]),
  ) as unknown as HotelDraft['texts'],
  images: [],
  roomTypes: [
    {
      texts: Object.fromEntries(
        SITE_LANGUAGES.map((l) => [l, { name: `Garden Room ${l}`, beds: '1 queen', facilities: [] }]),
      ) as unknown as HotelDraft['roomTypes'][number]['texts'],
      maxAdults: 2,
      maxChildren: 1,
      size: 20,
      images: [],
      nights: Array.from({ length: 60 }, (_, n) => ({ date: addDays(CHECK_IN, n - 10), allotment: 2 })),
      plans: [
        {
          breakfastIncluded: false,
          freeCancelDays: 2,
          childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }],
          nights: Array.from({ length: 60 }, (_, n) => ({ date: addDays(CHECK_IN, n - 10), price: 15_000 })),
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
  const room = await t.db
    .selectFrom('hotel_room_types as rt')
    .innerJoin('hotel_rate_plans as p', 'p.room_type_id', 'rt.id')
    .select(['rt.id as roomTypeId', 'p.id as ratePlanId'])
    .where('rt.hotel_id', '=', hotelId)
    .executeTakeFirstOrThrow();
  ({ roomTypeId, ratePlanId } = room);
  await t.app.pubsub.subscribe('cart.changed', (message) => published.push(JSON.parse(message)));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const add = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/operation/Cart/add', headers, payload });
const list = (headers: Headers, payload: object = { pageIndex: 1, pageSize: 20, check: 0 }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/operation/Cart/pagging', headers, payload });
const remove = (headers: Headers, ids: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/operation/Cart/BatchDelete', headers, payload: { ids } });
const productLine = (p: Bookable, adults = 2) => ({
  kind: 'product',
  productCode: p.code,
  gcode: p.gcode,
  date: p.date,
  quantities: { adult: adults },
});
const stayLine = (rooms = 1) => ({
  kind: 'hotel',
  hotelId,
  roomTypeId,
  ratePlanId,
  date: [CHECK_IN, CHECK_OUT],
  rooms: Array.from({ length: rooms }, () => ({ adultNum: 2, childNum: 0, childAges: [] })),
});
const allotments = async () =>
  (
    await t.db
      .selectFrom('hotel_room_nights')
      .select(['allotment'])
      .where('room_type_id', '=', roomTypeId)
      .where('date', 'in', [CHECK_IN, addDays(CHECK_IN, 1)])
      .orderBy('date')
      .execute()
  ).map((r) => r.allotment);

describe('the cart', () => {
  it('adds a product line and answers the new count; the list prices it now, the check counts it', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const memberId = await memberIdOfHeaders(t, headers);
    const added = await add({ ...headers, currency: 'AUD' }, productLine(p));
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toEqual({ id: expect.any(Number), cartNumber: 1 });
    expect(published.at(-1)).toEqual({ merchantNumber: '456817', memberId, cartNumber: 1 });
    const page = (await list({ ...headers, currency: 'AUD' })).json().data;
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 20, total: 1 });
    expect(page.list[0]).toMatchObject({
      kind: 'product',
      productCode: p.code,
      gcode: p.gcode,
      date: p.date,
      quantities: { adult: 2 },
      quantity: 2,
      status: 'ok',
      currency: 'AUD',
      stockLeft: 10,
    });
    expect(page.list[0].price).toBe(page.list[0].addedPrice);
    const check = (await list(headers, { pageIndex: 1, pageSize: 20, check: 1 })).json().data;
    expect(check).toEqual({
      pageIndex: 1,
      pageSize: 20,
      total: 1,
      list: [{ id: added.json().data.id, title: page.list[0].title, quantity: 2 }],
    });
  });

  it('adds up the same package and date on one line, and updates quantities and date', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const first = await add(headers, productLine(p, 1));
    const second = await add(headers, productLine(p, 2));
    expect(second.json().data).toEqual({ id: first.json().data.id, cartNumber: 1 });
    expect((await list(headers)).json().data.list[0].quantities).toEqual({ adult: 3 });
    const other = addDays(p.date, 1);
    await setStock(t, p.packageId, other, 5);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operation/Cart/update',
      headers,
      payload: { id: first.json().data.id, quantities: { adult: 4 }, date: other },
    });
    expect(updated.json().data.cartNumber).toBe(1);
    expect((await list(headers)).json().data.list[0]).toMatchObject({ date: other, quantities: { adult: 4 } });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operation/Cart/update',
      headers,
      payload: { id: first.json().data.id, quantities: { adult: 6 } },
    });
    expect(tooMany.json().code).toBe(4101);
  });

  it('refuses an add past 20 of a traveller type on one line (4155) naming the limit, and keeps the line', async () => {
    const p = await bookable(t, { stock: 30 });
    const { headers } = await quickMember(t);
    await add(headers, productLine(p, 19));
    const refused = await add(headers, productLine(p, 5));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 4155, data: { field: 'quantities.adult' } });
    expect(refused.json().message).toMatch(/最多 20 位，此项已有 19 位，最多还可添加 1 位/);
    expect((await list(headers)).json().data.list[0].quantities).toEqual({ adult: 19 });
  });

  it('joins a line moved to a date where the same package has a line, adding up the quantities', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const later = addDays(p.date, 1);
    await setStock(t, p.packageId, later, 10);
    const stays = (await add(headers, productLine(p, 2))).json().data.id;
    const moves = (await add(headers, { ...productLine(p, 1), date: later })).json().data.id;
    const update = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/operation/Cart/update', headers, payload: body });
    // Added up the two lines need 11 places of 10: refused, and both lines stay as they were.
    const refused = await update({ id: moves, date: p.date, quantities: { adult: 9 } });
    expect(refused.json().code).toBe(4101);
    expect((await list(headers)).json().data.total).toBe(2);
    const joined = await update({ id: moves, date: p.date, quantities: { adult: 3 } });
    expect(joined.json().data).toEqual({ id: stays, cartNumber: 1 });
    const lines = (await list(headers)).json().data.list;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: stays, date: p.date, quantities: { adult: 5 } });
  });

  it('flags a repriced line and a sold-out line at read time instead of changing them', async () => {
    const repriced = await bookable(t, { stock: 10 });
    const soldOut = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    await add({ ...headers, currency: repriced.currency }, productLine(repriced));
    await add(headers, productLine(soldOut));
    await t.db
      .updateTable('package_prices')
      .set({ current_price: repriced.adultPrice + 1000 })
      .where('package_id', '=', repriced.packageId)
      .where('price_type', '=', 'adult')
      .execute();
    await setStock(t, soldOut.packageId, soldOut.date, 1);
    const items = (await list({ ...headers, currency: repriced.currency })).json().data.list;
    const byCode = (code: string) => items.find((i: { productCode: string }) => i.productCode === code);
    expect(byCode(repriced.code)).toMatchObject({ status: 'repriced' });
    expect(byCode(repriced.code).price - byCode(repriced.code).addedPrice).toBe(2000);
    expect(byCode(soldOut.code)).toMatchObject({ status: 'soldout', stockLeft: 1 });
  });

  it('flags a line whose date has passed', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const { id } = (await add(headers, productLine(p))).json().data;
    await t.db.updateTable('cart_items').set({ travel_date: '2020-01-01' }).where('id', '=', id).execute();
    expect((await list(headers)).json().data.list[0]).toMatchObject({ status: 'past', price: null });
  });

  it('refuses a sold-out date (4101), an unknown package (3004) and a foreign product (3004)', async () => {
    const p = await bookable(t, { stock: 1 });
    const foreign = await bookable(t, { merchant: '630900', stock: 5 });
    const { headers } = await quickMember(t);
    expect((await add(headers, productLine(p, 2))).json().code).toBe(4101);
    expect((await add(headers, { ...productLine(p), gcode: 'GZZZZZZZZ' })).json().code).toBe(3004);
    expect((await add(headers, productLine(foreign))).json().code).toBe(3004);
    expect((await list(headers)).json().data.total).toBe(0);
  });

  it('refuses malformed lines with 2001 and visitors with 1005', async () => {
    const p = await bookable(t, { stock: 5 });
    const { headers } = await quickMember(t);
    expect((await add(headers, { ...productLine(p), quantities: {} })).json().code).toBe(2001);
    expect((await add(headers, { ...productLine(p), date: '2026-02-30' })).json().code).toBe(2001);
    expect((await add(headers, { kind: 'car' })).json().code).toBe(2001);
    const visitor = await add({ businessnumber: '456817' }, productLine(p));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe(1005);
  });

  it("rejects another shop's token with 1005", async () => {
    const { headers } = await quickMember(t, '518200');
    const res = await list({ ...headers, businessnumber: '456817' });
    expect(res.json().code).toBe(1005);
  });

  it('caps the cart at 50 lines (4151)', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const memberId = await memberIdOfHeaders(t, headers);
    const now = new Date().toISOString();
    await t.db
      .insertInto('cart_items')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          merchant_number: '456817',
          member_id: memberId,
          kind: 'product',
          product_id: p.productId,
          package_id: p.packageId,
          travel_date: addDays(p.date, i + 1),
          quantities: '{"adult":1}',
          currency: p.currency,
          snapshot_amount: p.adultPrice,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await add(headers, productLine(p))).json().code).toBe(4151);
  });
});

describe('the cart count', () => {
  it('is one count for two sessions of a member: add answers, hub pushes, the check and the list', async () => {
    const [a, b] = [await bookable(t, { stock: 9 }), await bookable(t, { stock: 9 })] as [Bookable, Bookable];
    const { headers: phone } = await quickMember(t);
    const laptop = await secondSession(t, phone);
    const live = signalrClient(await listen(t.app), phone.authorization?.replace('Bearer ', '') as string);
    const pushed: unknown[] = [];
    live.on('ReceiveMessage', (message: { Data: unknown }) => pushed.push(message.Data));
    await live.start();
    try {
      const answers = [
        await add(phone, productLine(a)),
        await add(laptop, productLine(b)),
        await add(laptop, productLine(a, 1)),
      ].map((res) => res.json().data.cartNumber);
      const counts = async (headers: Headers) => {
        const page = (await list(headers)).json().data;
        const check = (await list(headers, { pageIndex: 1, pageSize: 20, check: 1 })).json().data;
        return [page.total, page.list.length, check.total];
      };
      for (let waited = 0; pushed.length < 3 && waited < 3000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      expect(answers).toEqual([1, 2, 2]);
      expect(pushed).toEqual([1, 2, 2]);
      expect(await counts(phone)).toEqual([2, 2, 2]);
      expect(await counts(laptop)).toEqual([2, 2, 2]);
    } finally {
      await live.stop();
    }
  });
});

describe('removing lines', () => {
  it("removes the member's lines and publishes the count", async () => {
    const [a, b] = [await bookable(t, { stock: 5 }), await bookable(t, { stock: 5 })];
    const { headers } = await quickMember(t);
    const memberId = await memberIdOfHeaders(t, headers);
    const first = (await add(headers, productLine(a as Bookable))).json().data.id;
    await add(headers, productLine(b as Bookable));
    const res = await remove(headers, [first]);
    expect(res.json().data).toEqual({ id: null, cartNumber: 1 });
    expect(published.at(-1)).toEqual({ merchantNumber: '456817', memberId, cartNumber: 1 });
  });

  it("refuses another member's line ids with 3004 and removes nothing", async () => {
    const p = await bookable(t, { stock: 5 });
    const owner = await quickMember(t);
    const other = await quickMember(t);
    const id = (await add(owner.headers, productLine(p))).json().data.id;
    const mine = (await add(other.headers, productLine(p, 1))).json().data.id;
    const res = await remove(other.headers, [id, mine]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
    expect((await list(owner.headers)).json().data.total).toBe(1);
    expect((await list(other.headers)).json().data.total).toBe(1);
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operation/Cart/update',
      headers: other.headers,
      payload: { id, quantities: { adult: 1 } },
    });
    expect(update.json().code).toBe(3004);
  });
});

describe('checking out the cart', () => {
  it('orders selected lines in one order, removes them from the cart and publishes the count', async () => {
    const [a, b, c] = [
      await bookable(t, { stock: 5, tags: [1] }),
      await bookable(t, { stock: 5, tags: [1] }),
      await bookable(t, { stock: 5 }),
    ] as Bookable[];
    const { headers } = await quickMember(t);
    const memberId = await memberIdOfHeaders(t, headers);
    const ids = [];
    for (const p of [a, b, c]) ids.push((await add(headers, productLine(p as Bookable, 1))).json().data.id);
    const order = await placeOrder(t, headers, {
      cartItemIds: [ids[0], ids[1]],
      contact: contact(),
      travellers: [traveller()],
    });
    const view = (await detail(t, headers, order.ocode)).json().data;
    expect(view.items.map((i: { productCode: string }) => i.productCode)).toEqual([a?.code, b?.code]);
    expect(view.total).toBe(view.items[0].amount + view.items[1].amount);
    expect((await list(headers)).json().data.list.map((i: { id: number }) => i.id)).toEqual([ids[2]]);
    expect(published.at(-1)).toEqual({ merchantNumber: '456817', memberId, cartNumber: 1 });
    expect(await stockOf(t, (a as Bookable).packageId, (a as Bookable).date)).toBe(4);
    await payInSandbox(t, headers, order.ocode);
    expect((await detail(t, headers, order.ocode)).json().data.status).toBe('confirmed');
  });

  it('orders nothing and keeps the cart when one line is sold out', async () => {
    const [a, b] = [await bookable(t, { stock: 5 }), await bookable(t, { stock: 5 })] as Bookable[];
    const { headers } = await quickMember(t);
    const ids = [
      (await add(headers, productLine(a as Bookable, 1))).json().data.id,
      (await add(headers, productLine(b as Bookable, 1))).json().data.id,
    ];
    await setStock(t, (b as Bookable).packageId, (b as Bookable).date, 0);
    const res = await createOrder(t, headers, { cartItemIds: ids, contact: contact(), travellers: [traveller()] });
    expect(res.json().code).toBe(4101);
    expect((await list(headers)).json().data.total).toBe(2);
    expect(await stockOf(t, (a as Bookable).packageId, (a as Bookable).date)).toBe(5);
  });

  it("refuses another member's cart line ids (3004) and visitors (1005)", async () => {
    const p = await bookable(t, { stock: 5 });
    const owner = await quickMember(t);
    const other = await quickMember(t);
    const id = (await add(owner.headers, productLine(p))).json().data.id;
    const payload = { cartItemIds: [id], contact: contact(), travellers: [traveller()] };
    expect((await createOrder(t, other.headers, payload)).json().code).toBe(3004);
    expect((await createOrder(t, { businessnumber: '456817' }, payload)).json().code).toBe(1005);
  });
});

describe('hotel stays', () => {
  it('adds a stay, orders it from the cart holding a room each night, and gives the rooms back on cancel', async () => {
    const { headers } = await quickMember(t);
    const added = await add({ ...headers, currency: 'AUD' }, stayLine(1));
    expect(added.statusCode).toBe(200);
    const line = (await list({ ...headers, currency: 'AUD' })).json().data.list[0];
    expect(line).toMatchObject({
      kind: 'hotel',
      hotelId,
      date: CHECK_IN,
      endDate: CHECK_OUT,
      price: 30_000,
      status: 'ok',
      stockLeft: 2,
    });
    expect(await allotments()).toEqual([2, 2]);
    const order = await placeOrder(
      t,
      { ...headers, currency: 'AUD' },
      {
        cartItemIds: [line.id],
        contact: contact(),
        travellers: [traveller()],
      },
    );
    expect(order.total).toBe(30_000);
    expect(await allotments()).toEqual([1, 1]);
    await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${order.ocode}`, headers });
    expect(await allotments()).toEqual([2, 2]);
  });

  it('books a stay from the form and refuses more rooms than are left (4101)', async () => {
    const guest = { businessnumber: '456817', currency: 'AUD' };
    const order = await placeOrder(t, guest, { item: stayLine(2), contact: contact(), travellers: [traveller()] });
    expect(await allotments()).toEqual([0, 0]);
    const more = await createOrder(t, guest, { item: stayLine(1), contact: contact(), travellers: [traveller()] });
    expect(more.json().code).toBe(4101);
    await payInSandbox(t, order.headers, order.ocode);
    expect((await detail(t, order.headers, order.ocode)).json().data).toMatchObject({
      status: 'confirmed',
      items: [{ kind: 'hotel', hotelId, date: CHECK_IN, endDate: CHECK_OUT, quantities: { rooms: 2 } }],
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    await deskAction(t, order.ocode, 'refund-request', { decision: 'accept' });
    expect(await allotments()).toEqual([2, 2]);
  });

  it('refuses an unknown hotel (3004) and a party that does not fit (4152)', async () => {
    const { headers } = await quickMember(t);
    expect((await add(headers, { ...stayLine(), hotelId: 999_999 })).json().code).toBe(3004);
    const big = { ...stayLine(), rooms: [{ adultNum: 3, childNum: 0, childAges: [] }] };
    expect((await add(headers, big)).json().code).toBe(4152);
  });
});
