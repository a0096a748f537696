import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import {
  bookable,
  contact,
  createOrder,
  detail,
  flashSale,
  nextIp,
  orderEvents,
  placeOrder,
  productOrder,
  quickMember,
  stockOf,
  traveller,
  useOrderTestApp,
} from '../../test/orders.js';

/** Taking an order: pricing, stock, refusals, idempotency, flash sales. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const instant = [TAG_IDS.instantConfirmation];
const events = (ocode: string) => orderEvents(t, ocode);

describe('creating an order', () => {
  it('holds the stock and answers a pending order with an unguessable code, priced in the request currency', async () => {
    const p = await bookable(t, { tags: instant, stock: 10 });
    const { headers } = await quickMember(t);
    const res = await createOrder(t, { ...headers, currency: 'AUD' }, productOrder(p, 3));
    expect(res.statusCode).toBe(200);
    const { order, accessToken } = res.json().data;
    expect(accessToken).toBeNull();
    expect(order.ocode).toMatch(/^[A-Z2-7]{20}$/);
    expect(order).toMatchObject({ status: 'pending_payment', currency: 'AUD', guest: false });
    expect(order.items[0]).toMatchObject({
      productCode: p.code,
      gcode: p.gcode,
      date: p.date,
      quantities: { adult: 3 },
    });
    expect(order.total).toBe(order.subtotal);
    expect(order.subtotal).toBe(order.items[0].unitPrices.adult * 3);
    expect(Date.parse(order.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await stockOf(t, p.packageId, p.date)).toBe(7);
    expect(await events(order.ocode)).toEqual(['∅→pending_payment']);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(contact().email)}`,
    });
    expect(mail.json()[0].subject).toContain(order.ocode);
  });

  it('converts to the request currency with whole units for CNY', async () => {
    const p = await bookable(t, { stock: 10 });
    const { headers } = await quickMember(t);
    const { total, currency } = await placeOrder(t, { ...headers, currency: 'CNY' }, productOrder(p, 1));
    expect(currency).toBe('CNY');
    expect(total % 100).toBe(0);
  });

  it('lets a visitor order with a contact email and read it with the access token only', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p, 1));
    expect(order.token).toEqual(expect.any(String));
    expect((await detail(t, order.headers, order.ocode)).json().data).toMatchObject({ guest: true });
    expect((await detail(t, guest, order.ocode)).statusCode).toBe(404);
    expect((await detail(t, { ...guest, 'x-order-token': 'wrong' }, order.ocode)).statusCode).toBe(404);
  });

  it('refuses a sold-out date with 4101 and holds nothing', async () => {
    const p = await bookable(t, { stock: 2 });
    const res = await createOrder(t, guest, productOrder(p, 3));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 4101, data: { field: 'date' } });
    expect(await stockOf(t, p.packageId, p.date)).toBe(2);
  });

  it('refuses a past date, an unknown package and a price type the package does not sell', async () => {
    const p = await bookable(t, { stock: 5 });
    const past = await createOrder(t, guest, {
      ...productOrder(p),
      item: { ...productOrder(p).item, date: '2020-01-01' },
    });
    expect(past.json().code).toBe(4152);
    const unknown = await createOrder(t, guest, {
      ...productOrder(p),
      item: { ...productOrder(p).item, gcode: 'GZZZZZZZZ' },
    });
    expect(unknown.json().code).toBe(3004);
    const unit = await createOrder(t, guest, {
      ...productOrder(p),
      item: { ...productOrder(p).item, quantities: { unit: 1 } },
    });
    expect(unit.json()).toMatchObject({ code: 2001, data: { field: 'quantities' } });
  });

  it("refuses another merchant's product with 3004", async () => {
    const foreign = await bookable(t, { merchant: '518200', stock: 5 });
    const res = await createOrder(t, guest, productOrder(foreign));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it('refuses malformed input with the field named', async () => {
    const p = await bookable(t, { stock: 5 });
    const noEmail = await createOrder(t, guest, { ...productOrder(p), contact: { ...contact(), email: 'nope' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().code).toBe(2001);
    const noTravellers = await createOrder(t, guest, { ...productOrder(p), travellers: [] });
    expect(noTravellers.json().code).toBe(2001);
    const both = await createOrder(t, guest, { ...productOrder(p), cartItemIds: [1] });
    expect(both.json().code).toBe(2001);
  });

  it('answers 4153 and orders nothing when the total differs from the one shown', async () => {
    const p = await bookable(t, { stock: 5 });
    const res = await createOrder(t, guest, productOrder(p, 1, { expectedTotal: 1 }));
    expect(res.json()).toMatchObject({ code: 4153, data: { field: 'expectedTotal' } });
    expect(await stockOf(t, p.packageId, p.date)).toBe(5);
  });

  it('answers a repeated requestKey with the first order', async () => {
    const p = await bookable(t, { stock: 5 });
    const { headers } = await quickMember(t);
    const payload = productOrder(p, 1, { requestKey: `key-${Date.now()}-0123456789abcdef` });
    const first = await placeOrder(t, headers, payload);
    const second = await placeOrder(t, headers, payload);
    expect(second.ocode).toBe(first.ocode);
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
  });

  it("answers a visitor's requestKey only to the client that made the order, without data to anyone else", async () => {
    const p = await bookable(t, { stock: 5 });
    const requestKey = `visitor-${Date.now()}-0123456789abcdef`;
    const payload = productOrder(p, 1, { requestKey });
    const maker = { ip: nextIp(), agent: 'Mozilla/5.0 (maker)' };
    const send = (client: { ip: string; agent: string }, body: object = payload) =>
      createOrder(t, { ...guest, 'user-agent': client.agent }, body, client.ip);
    const first = (await send(maker)).json().data;
    const retry = await send(maker);
    expect(retry.json().data.order.ocode).toBe(first.order.ocode);
    expect(retry.json().data.accessToken).toEqual(expect.any(String));

    const strangers = [
      { ip: nextIp(), agent: maker.agent },
      { ip: maker.ip, agent: 'Mozilla/5.0 (someone else)' },
    ];
    for (const stranger of strangers) {
      // Any valid body: the key alone must not open the order.
      const res = await send(stranger, { ...productOrder(p, 1), requestKey });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 4154, message: expect.any(String), data: { field: 'requestKey' } });
      expect(res.body).not.toContain(contact().email);
      expect(res.body).not.toContain(traveller().idNumber);
    }
    const member = await quickMember(t);
    const asMember = await createOrder(t, member.headers, payload, maker.ip);
    expect(asMember.json().code).toBe(4154);
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
  });

  it("refuses a member's requestKey to another member and to a visitor", async () => {
    const p = await bookable(t, { stock: 5 });
    const owner = await quickMember(t);
    const other = await quickMember(t);
    const payload = productOrder(p, 1, { requestKey: `member-${Date.now()}-0123456789abcdef` });
    const ip = nextIp();
    await placeOrder(t, owner.headers, payload);
    expect((await createOrder(t, other.headers, payload, ip)).json()).toEqual({
      code: 4154,
      message: expect.any(String),
      data: { field: 'requestKey' },
    });
    expect((await createOrder(t, guest, payload, ip)).json().code).toBe(4154);
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
  });

  it('refuses a requestKey of fewer than 22 characters (under 128 bits)', async () => {
    const p = await bookable(t, { stock: 5 });
    const res = await createOrder(t, guest, productOrder(p, 1, { requestKey: 'abcd1234' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'requestKey' } });
    expect(await stockOf(t, p.packageId, p.date)).toBe(5);
  });

  it('rejects an expired session instead of ordering as a visitor', async () => {
    const p = await bookable(t, { stock: 5 });
    const res = await createOrder(t, { ...guest, authorization: 'Bearer not-a-token' }, productOrder(p));
    expect(res.json().code).toBe(1005);
  });
});

describe('flash sales', () => {
  it('sells at the sale price within the window, to members, up to the per-member limit', async () => {
    const p = await bookable(t, { stock: 50 });
    const saleId = await flashSale(t, p, { stock: 10, salePrice: 1000 });
    const { headers } = await quickMember(t);
    const item = { kind: 'seckill', seckillId: saleId, date: p.date, quantity: 2 };
    const visitor = await createOrder(t, guest, { ...productOrder(p), item });
    expect(visitor.json().code).toBe(1005);
    const order = await placeOrder(t, { ...headers, currency: p.currency }, { ...productOrder(p), item });
    const view = (await detail(t, headers, order.ocode)).json().data;
    expect(view.items[0]).toMatchObject({ kind: 'seckill', unitPrices: { adult: 1000 }, amount: 2000 });
    const more = await createOrder(t, headers, { ...productOrder(p), item: { ...item, quantity: 1 } });
    expect(more.json().code).toBe(4133);
    // Cancelling gives the units back to the sale and to the member's allowance.
    await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${order.ocode}`, headers });
    expect((await createOrder(t, headers, { ...productOrder(p), item: { ...item, quantity: 1 } })).statusCode).toBe(
      200,
    );
    const sale = await t.db
      .selectFrom('seckill_sales')
      .select('sold')
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale.sold).toBe(1);
  });

  it('refuses a sale that has not started or has ended (4131), and a sold-out sale (4132)', async () => {
    const p = await bookable(t, { stock: 50 });
    const { headers } = await quickMember(t);
    const later = await flashSale(t, p, { stock: 10, startsInMs: 3_600_000, endsInMs: 7_200_000 });
    const over = await flashSale(t, p, { stock: 10, startsInMs: -7_200_000, endsInMs: -3_600_000 });
    const gone = await flashSale(t, p, { stock: 0 });
    const order = (seckillId: number) =>
      createOrder(t, headers, { ...productOrder(p), item: { kind: 'seckill', seckillId, date: p.date, quantity: 1 } });
    expect((await order(later)).json().code).toBe(4131);
    expect((await order(over)).json().code).toBe(4131);
    expect((await order(gone)).json().code).toBe(4132);
  });
});
