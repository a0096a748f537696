import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import { deskAction } from '../../test/desk.js';
import {
  bookable,
  contact,
  detail,
  lapse,
  orderEvents,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMember,
  stockOf,
  sweep,
  traveller,
  useOrderTestApp,
} from '../../test/orders.js';

/** An order's life after creation: expiry, cancellation, refunds, date changes, supplements and their emails. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const instant = [TAG_IDS.instantConfirmation];
const events = (ocode: string) => orderEvents(t, ocode);

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
    const approved = await deskAction(t, order.ocode, 'refund-request', { decision: 'accept' });
    await t.app.deliveries.drain();
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
    const refused = await deskAction(t, order.ocode, 'refund-request', {
      decision: 'refuse',
      reason: 'Not refundable this close to travel',
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
      .values({ package_id: p.packageId, date: newDate, stock: 3, capacity: 3 })
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
    const asked = await deskAction(t, order.ocode, 'supplement', { amount: 2500, reason: 'Private pick-up' });
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
    const res = await deskAction(t, order.ocode, 'supplement', { amount: 100, reason: 'x' });
    expect(res.json().code).toBe(4103);
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
