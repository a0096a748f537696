import { TAG_IDS } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookable,
  contact,
  createOrder,
  createOrderTestApp,
  detail,
  flashSale,
  lapse,
  nextIp,
  notify,
  openCheckout,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMembers,
  setStock,
  signedNotification,
  stockOf,
  sweep,
  traveller,
  type OrderTestApp,
  quickMember,
} from '../../test/orders.js';

let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp();
});
afterAll(() => t.close());

const guest = { businessnumber: '456817' };
const instant = [TAG_IDS.instantConfirmation];

const events = async (ocode: string) =>
  (
    await t.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.from_status', 'e.to_status'])
      .where('o.ocode', '=', ocode)
      .orderBy('e.id')
      .execute()
  ).map((e) => `${e.from_status ?? '∅'}→${e.to_status}`);

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
    const payload = productOrder(p, 1, { requestKey: `key-${Date.now()}` });
    const first = await placeOrder(t, headers, payload);
    const second = await placeOrder(t, headers, payload);
    expect(second.ocode).toBe(first.ocode);
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
  });

  it('rejects an expired session instead of ordering as a visitor', async () => {
    const p = await bookable(t, { stock: 5 });
    const res = await createOrder(t, { ...guest, authorization: 'Bearer not-a-token' }, productOrder(p));
    expect(res.json().code).toBe(1005);
  });
});

describe('paying through the sandbox', () => {
  it('confirms an instant-confirmation order: pending_payment → paid → confirmed', async () => {
    const p = await bookable(t, { tags: instant, stock: 5 });
    const { headers } = await quickMember(t);
    const order = await placeOrder(t, headers, productOrder(p, 2));
    const paid = await payInSandbox(t, headers, order.ocode);
    expect(paid.location).toMatch(
      new RegExp(`^/456817/zh-cn/cny/successful/order/${paid.merchantTradeNumber}/[A-Za-z0-9_-]+$`),
    );
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/status/${paid.merchantTradeNumber}?token=${paid.returnToken}`,
      headers: guest,
    });
    expect(status.json().data).toMatchObject({
      status: 'succeeded',
      kind: 'order',
      ocode: order.ocode,
      orderStatus: 'confirmed',
      amount: order.total,
    });
    expect(await events(order.ocode)).toEqual(['∅→pending_payment', 'pending_payment→paid', 'paid→confirmed']);
    const view = (await detail(t, headers, order.ocode)).json().data;
    expect(view).toMatchObject({ status: 'confirmed', paidAmount: order.total, actions: { pay: false, refund: true } });
  });

  it('leaves other products awaiting confirmation until the supplier confirms', async () => {
    const p = await bookable(t, { tags: [], stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('awaiting_confirmation');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/merchant/confirm/${order.ocode}`,
      headers: guest,
    });
    expect(confirmed.json().data.status).toBe('confirmed');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/merchant/confirm/${order.ocode}`,
      headers: guest,
    });
    expect(again.json().code).toBe(4103);
  });

  it('keeps the order payable after Cancel on the hosted page', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const cancelled = await payInSandbox(t, order.headers, order.ocode, { action: 'cancel' });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/status/${cancelled.merchantTradeNumber}?token=${cancelled.returnToken}`,
      headers: guest,
    });
    expect(status.json().data).toMatchObject({ status: 'cancelled', orderStatus: 'pending_payment' });
    await payInSandbox(t, order.headers, order.ocode);
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('awaiting_confirmation');
  });

  it('refuses the status poll without the return token', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const paid = await payInSandbox(t, order.headers, order.ocode);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment/status/${paid.merchantTradeNumber}?token=guess`,
      headers: guest,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('payment notifications', () => {
  it('refuses a bad signature with 4105 and changes nothing', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const checkout = await openCheckout(t, order.headers, order.ocode);
    const forged = signedNotification('not-the-secret-at-all', {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    const res = await notify(t, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4105);
    const unsigned = await notify(t, { body: forged.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.json().code).toBe(4105);
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('pending_payment');
  });

  it('refuses a wrong amount or currency with 4104 and leaves the order unpaid', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const checkout = await openCheckout(t, order.headers, order.ocode);
    const base = { merchantTradeNumber: checkout.merchantTradeNumber, currency: checkout.currency };
    const cheap = await notify(t, signedNotification(t.secret, { ...base, amount: checkout.amount - 100 }));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().code).toBe(4104);
    const otherCurrency = await notify(
      t,
      signedNotification(t.secret, {
        ...base,
        amount: checkout.amount,
        currency: base.currency === 'USD' ? 'AUD' : 'USD',
      }),
    );
    expect(otherCurrency.json().code).toBe(4104);
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('pending_payment');
  });

  it('applies a replayed notification once', async () => {
    const p = await bookable(t, { tags: instant, stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const checkout = await openCheckout(t, order.headers, order.ocode);
    const n = signedNotification(t.secret, {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    expect((await notify(t, n)).json().data).toEqual({ result: 'paid' });
    expect((await notify(t, n)).json().data).toEqual({ result: 'duplicate' });
    // The same payment reported again under another notification id changes nothing either.
    const again = signedNotification(t.secret, {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    expect((await notify(t, again)).json().data).toEqual({ result: 'duplicate' });
    expect(await events(order.ocode)).toEqual(['∅→pending_payment', 'pending_payment→paid', 'paid→confirmed']);
  });

  it('refunds a payment that arrives after the order expired', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const checkout = await openCheckout(t, order.headers, order.ocode);
    await lapse(t, order.ocode);
    expect((await sweep(t)).json().data.expired).toBeGreaterThanOrEqual(1);
    const n = signedNotification(t.secret, {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    expect((await notify(t, n)).json().data).toEqual({ result: 'refunded' });
    const payment = await t.db
      .selectFrom('payments')
      .select('status')
      .where('merchant_trade_number', '=', checkout.merchantTradeNumber)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('expired');
  });

  it('answers an unknown trade number with 3004', async () => {
    const res = await notify(
      t,
      signedNotification(t.secret, { merchantTradeNumber: 'TNOPE', amount: 1, currency: 'AUD' }),
    );
    expect(res.json().code).toBe(3004);
  });
});

describe('expiry and cancellation', () => {
  it('expires an unpaid order on read after 30 minutes and gives its stock back', async () => {
    const p = await bookable(t, { stock: 6 });
    const { headers } = await quickMember(t);
    const order = await placeOrder(t, headers, productOrder(p, 2));
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
    await lapse(t, order.ocode);
    expect((await detail(t, headers, order.ocode)).json().data).toMatchObject({
      status: 'expired',
      actions: { pay: false },
    });
    expect(await stockOf(t, p.packageId, p.date)).toBe(6);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${order.ocode}`,
      headers,
      payload: {},
    });
    expect(pay.json().code).toBe(4102);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${order.ocode}`, headers });
    expect(cancel.json().code).toBe(4102);
    expect(await events(order.ocode)).toEqual(['∅→pending_payment', 'pending_payment→expired']);
  });

  it('expires due orders in the sweep, once even when sweeps run together', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p, 2));
    await lapse(t, order.ocode);
    await Promise.all([sweep(t), sweep(t), sweep(t)]);
    expect(await stockOf(t, p.packageId, p.date)).toBe(6);
    expect(await events(order.ocode)).toEqual(['∅→pending_payment', 'pending_payment→expired']);
  });

  it('cancels an unpaid order and gives its stock back; a cancelled order cannot be paid', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p, 2));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/cancel/${order.ocode}`,
      headers: order.headers,
    });
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(t, p.packageId, p.date)).toBe(6);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    expect(pay.json().code).toBe(4103);
  });

  it('does not cancel a paid order (4103): that is a refund', async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/cancel/${order.ocode}`,
      headers: order.headers,
    });
    expect(res.json().code).toBe(4103);
  });
});

describe('refunds', () => {
  it('requests a refund, and the merchant refunds: stock back, payment refunded', async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p, 2));
    const paid = await payInSandbox(t, order.headers, order.ocode);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: { reason: 'Plans changed' },
    });
    expect(asked.json().data.status).toBe('refund_requested');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    expect(again.json().code).toBe(4103);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/merchant/refund/${order.ocode}`,
      headers: guest,
      payload: { approve: true },
    });
    expect(approved.json().data.status).toBe('refunded');
    expect(await stockOf(t, p.packageId, p.date)).toBe(6);
    const payment = await t.db
      .selectFrom('payments')
      .select('status')
      .where('merchant_trade_number', '=', paid.merchantTradeNumber)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(await events(order.ocode)).toEqual([
      '∅→pending_payment',
      'pending_payment→paid',
      'paid→confirmed',
      'confirmed→refund_requested',
      'refund_requested→refunded',
    ]);
  });

  it('returns to the previous state when the merchant refuses the refund', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/merchant/refund/${order.ocode}`,
      headers: guest,
      payload: { approve: false },
    });
    expect(refused.json().data.status).toBe('awaiting_confirmation');
  });

  it('refuses a refund of an unpaid order', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    expect(res.json().code).toBe(4103);
  });
});

describe('changing the date', () => {
  it('moves the stock to the new date once, at least 21 days ahead', async () => {
    const p = await bookable(t, { tags: instant, stock: 6, daysAhead: 40 });
    const newDate = new Date(Date.parse(`${p.date}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .deleteFrom('package_calendar')
      .where('package_id', '=', p.packageId)
      .where('date', '=', newDate)
      .execute();
    await t.db
      .insertInto('package_calendar')
      .values({ package_id: p.packageId, date: newDate, price_factor: 100, stock: 3 })
      .execute();
    const order = await placeOrder(t, guest, productOrder(p, 2));
    await payInSandbox(t, order.headers, order.ocode);
    const itemId = (await detail(t, order.headers, order.ocode)).json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: newDate },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ date: newDate, originalDate: p.date });
    expect(await stockOf(t, p.packageId, p.date)).toBe(6);
    expect(await stockOf(t, p.packageId, newDate)).toBe(1);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: p.date },
    });
    expect(twice.json().code).toBe(4141);
  });

  it('refuses a change less than 21 days before travel', async () => {
    const p = await bookable(t, { tags: instant, stock: 6, daysAhead: 10 });
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const view = (await detail(t, order.headers, order.ocode)).json().data;
    expect(view.actions.changeDate).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId: view.items[0].id, date: p.date.replace(/-\d\d$/, '-28') },
    });
    expect(res.json().code).toBe(4141);
  });

  it('refuses a change of an unpaid order', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const view = (await detail(t, order.headers, order.ocode)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId: view.items[0].id, date: p.date },
    });
    expect(res.json().code).toBe(4141);
  });
});

describe('supplementary payments', () => {
  it('asks for an extra charge and takes it through the sandbox', async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/supplement/${order.ocode}`,
      headers: guest,
      payload: { amount: 2500, reason: 'Private pick-up' },
    });
    const { payid } = asked.json().data;
    expect(payid).toMatch(/^S[A-Z2-7]{15}$/);
    const paid = await payInSandbox(t, order.headers, order.ocode, { payid });
    expect(paid.location).toContain('/successful/supplement/');
    const view = (await detail(t, order.headers, order.ocode)).json().data;
    expect(view.supplements).toEqual([expect.objectContaining({ payid, amount: 2500, status: 'paid' })]);
    expect(view.paidAmount).toBe(order.total + 2500);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${order.ocode}`,
      headers: order.headers,
      payload: { payid },
    });
    expect(twice.json().code).toBe(4103);
  });

  it('refuses a supplement on an unpaid order', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/supplement/${order.ocode}`,
      headers: guest,
      payload: { amount: 100, reason: 'x' },
    });
    expect(res.json().code).toBe(4103);
  });
});

describe('who may see an order', () => {
  it("answers another member's order with 3004 on every call", async () => {
    const p = await bookable(t, { stock: 6 });
    const owner = await quickMember(t);
    const other = await quickMember(t);
    const order = await placeOrder(t, owner.headers, productOrder(p));
    for (const [method, url] of [
      ['GET', `/api/v1/order/detail/${order.ocode}`],
      ['POST', `/api/v1/order/cancel/${order.ocode}`],
      ['POST', `/api/v1/payment/create/${order.ocode}`],
      ['POST', `/api/v1/order/refund/${order.ocode}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: other.headers,
        ...(method === 'POST' && { payload: {} }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(3004);
    }
  });

  it('answers an order of another merchant with 3004', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await detail(t, { ...order.headers, businessnumber: '518200' }, order.ocode);
    expect(res.json().code).toBe(3004);
  });

  it('answers a malformed order code with 2005', async () => {
    const { headers } = await quickMember(t);
    expect((await detail(t, headers, 'short')).json().code).toBe(2005);
  });

  it("lists only the member's orders, filtered by status", async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const { headers } = await quickMember(t);
    const a = await placeOrder(t, headers, productOrder(p));
    const b = await placeOrder(t, headers, productOrder(p));
    await payInSandbox(t, headers, b.ocode);
    await placeOrder(t, guest, productOrder(p));
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/order/pagging', headers, payload: {} });
    expect(all.json().data.list.map((o: { ocode: string }) => o.ocode)).toEqual([b.ocode, a.ocode]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/pagging',
      headers,
      payload: { statuses: ['confirmed'] },
    });
    expect(confirmed.json().data).toMatchObject({ total: 1, list: [{ ocode: b.ocode }] });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/order/pagging', headers: guest, payload: {} });
    expect(anonymous.json().code).toBe(1005);
  });
});

describe('visitor order lookup', () => {
  it('finds an order by code, contact email and the emailed code', async () => {
    const p = await bookable(t, { stock: 6 });
    const email = `lookup.${Date.now()}@example.com`;
    const order = await placeOrder(t, guest, { ...productOrder(p), contact: contact(email) });
    const ip = nextIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: guest,
      payload: { ocode: order.ocode, email: email.toUpperCase() },
      remoteAddress: ip,
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().code).toBe(1010);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code },
    });
    expect(found.json().data.order.ocode).toBe(order.ocode);
    const token = found.json().data.accessToken;
    expect((await detail(t, { ...guest, 'x-order-token': token }, order.ocode)).json().data.ocode).toBe(order.ocode);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code },
    });
    expect(reused.json().code).toBe(1011);
  });

  it('sends nothing and says nothing for a wrong email', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const email = `stranger.${Date.now()}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: guest,
      payload: { ocode: order.ocode, email },
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json()).toEqual([]);
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code: '123456' },
    });
    expect(query.json().code).toBe(1011);
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

describe('emails', () => {
  it('mails the contact when the order is confirmed', async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const email = `confirm.${Date.now()}@example.com`;
    const order = await placeOrder(t, guest, {
      ...productOrder(p),
      contact: contact(email),
      travellers: [traveller()],
    });
    await payInSandbox(t, order.headers, order.ocode);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().map((m: { subject: string }) => m.subject)).toHaveLength(2);
  });
});

/**
 * Bursts of concurrent buyers (issue 7): 500 order attempts for 20 units end with exactly 20
 * holds, all of which can be paid, and 480 clear refusals — on SQLite and on PostgreSQL.
 */
const BUYERS = 500;
const STOCK = 20;

type Answer = { statusCode: number; json: () => { code: number; data: { order: { ocode: string } } | null } };

function tally(answers: readonly Answer[]) {
  const codes = new Map<number, number>();
  for (const a of answers) codes.set(a.json().code, (codes.get(a.json().code) ?? 0) + 1);
  return codes;
}

/** Pays every order through signed notifications; answers how many ended confirmed. */
async function payAll(ocodes: readonly string[], headers: readonly Record<string, string>[]) {
  let confirmed = 0;
  for (const [i, ocode] of ocodes.entries()) {
    const checkout = await openCheckout(t, headers[i] as Record<string, string>, ocode);
    const n = signedNotification(t.secret, {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    if ((await notify(t, n)).json().data?.result === 'paid') confirmed++;
  }
  return confirmed;
}

describe('a burst of buyers', () => {
  it(`sells exactly ${STOCK} units of a flash sale to ${BUYERS} concurrent members`, async () => {
    const p = await bookable(t, { stock: 1000, tags: [1] });
    const saleId = await flashSale(t, p, { stock: STOCK, salePrice: 900 });
    const members = await quickMembers(t, BUYERS);
    const item = { kind: 'seckill', seckillId: saleId, date: p.date, quantity: 1 };
    const answers = await Promise.all(
      members.map((headers) => createOrder(t, headers, { ...productOrder(p), item }, nextIp())),
    );
    const won = answers.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(STOCK);
    expect(tally(answers)).toEqual(
      new Map([
        [0, STOCK],
        [4132, BUYERS - STOCK],
      ]),
    );
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(BUYERS - STOCK);

    const sale = await t.db
      .selectFrom('seckill_sales')
      .select('sold')
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale.sold).toBe(STOCK);
    const held = await t.db
      .selectFrom('seckill_purchases')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('sale_id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(STOCK);
    expect(await stockOf(t, p.packageId, p.date)).toBe(1000 - STOCK);

    const ocodes = won.map((i) => (answers[i] as Answer).json().data?.order.ocode as string);
    expect(
      await payAll(
        ocodes,
        won.map((i) => members[i] as Record<string, string>),
      ),
    ).toBe(STOCK);
  });

  it(`sells exactly ${STOCK} places of a calendar date to ${BUYERS} concurrent visitors`, async () => {
    const p = await bookable(t, { stock: STOCK, tags: [1] });
    const headers = { businessnumber: '456817' };
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () => createOrder(t, headers, productOrder(p, 1), nextIp())),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(STOCK);
    expect(tally(answers)).toEqual(
      new Map([
        [0, STOCK],
        [4101, BUYERS - STOCK],
      ]),
    );
    expect(await stockOf(t, p.packageId, p.date)).toBe(0);

    const orders = won.map((a) => a.json() as unknown as { data: { order: { ocode: string }; accessToken: string } });
    const paid = await payAll(
      orders.map((o) => o.data.order.ocode),
      orders.map((o) => ({ ...headers, 'x-order-token': o.data.accessToken })),
    );
    expect(paid).toBe(STOCK);
    const rows = await t.db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.status'])
      .where('i.package_id', '=', p.packageId)
      .where('i.travel_date', '=', p.date)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(Array(STOCK).fill('confirmed'));
  });

  it('never lets stock go below zero when one date is also sold out from under a burst of larger orders', async () => {
    const p = await bookable(t, { stock: 7 });
    await setStock(t, p.packageId, p.date, 7);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => createOrder(t, { businessnumber: '456817' }, productOrder(p, 2), nextIp())),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await stockOf(t, p.packageId, p.date)).toBe(1);
  });
});
