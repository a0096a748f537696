import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import { deskAction } from '../../test/desk.js';
import {
  bookable,
  detail,
  lapse,
  notify,
  openCheckout,
  orderEvents,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMember,
  signedNotification,
  sweep,
  useOrderTestApp,
} from '../../test/orders.js';

/** Paying orders through the sandbox provider, and what its notifications may and may not do. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const instant = [TAG_IDS.instantConfirmation];
const events = (ocode: string) => orderEvents(t, ocode);

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
    const confirmed = await deskAction(t, order.ocode, 'confirm');
    expect(confirmed.json().data.status).toBe('confirmed');
    const again = await deskAction(t, order.ocode, 'confirm');
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
    // The refund was queued with the settlement; the delivery worker gives it back.
    await t.app.deliveries.drain();
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
