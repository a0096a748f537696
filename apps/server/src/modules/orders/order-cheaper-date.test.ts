import { TAG_IDS } from '@storefront/reference-data';
import { addDays } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { deskAction } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { bookable, detail, payInSandbox, placeOrder, productOrder, useOrderTestApp } from '../../test/orders.js';

/** A paid line moved to a cheaper date gets the difference back through the provider, once. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const today = () => new Date().toISOString().slice(0, 10);

async function refundsOf(ocode: string) {
  const rows = await t.db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['r.amount', 'r.status', 'r.reason', 'p.amount as paid', 'p.status as paymentStatus'])
    .where('o.ocode', '=', ocode)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount), paid: Number(r.paid) }));
}

async function sandboxRefunded(merchantTradeNumber: string) {
  const row = await t.db
    .selectFrom('sandbox_checkouts')
    .select(['refunded_amount', 'status'])
    .where('merchant_trade_number', '=', merchantTradeNumber)
    .executeTakeFirstOrThrow();
  return { refunded: Number(row.refunded_amount), status: row.status };
}

describe(`a cheaper new date on ${testEngine}`, () => {
  it('refunds the difference through the sandbox once and shows it in the history', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, daysAhead: 40 });
    const cheaper = addDays(today(), 30);
    await t.db
      .deleteFrom('package_calendar')
      .where('package_id', '=', p.packageId)
      .where('date', '=', cheaper)
      .execute();
    await t.db
      .insertInto('package_calendar')
      .values({
        package_id: p.packageId,
        date: cheaper,
        adult_price: Math.ceil((p.adultPrice * 80) / 100),
        stock: 6,
        capacity: 6,
      })
      .execute();
    const order = await placeOrder(t, guest, productOrder(p, 2));
    const paid = await payInSandbox(t, order.headers, order.ocode);
    const before = (await detail(t, order.headers, order.ocode)).json().data;
    const itemId = before.items[0].id;

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: cheaper },
    });
    expect(res.statusCode).toBe(200);
    const changed = res.json().data;
    const refund = changed.dateChangeRefund;
    // Queued with the change; the delivery worker gives it back through the provider.
    expect(refund).toMatchObject({ currency: before.currency, status: 'pending' });
    await t.app.deliveries.drain();
    expect(refund.amount).toBeGreaterThan(0);
    expect(refund.amount).toBeLessThan(before.paidAmount);
    expect(changed.items[0]).toMatchObject({ date: cheaper, originalDate: p.date });
    expect(changed.paidAmount).toBe(before.paidAmount - refund.amount);
    expect(changed.history.at(-1).note).toMatch(new RegExp(`Date changed from ${p.date} to ${cheaper}; .+ refunded`));

    expect(await refundsOf(order.ocode)).toEqual([
      {
        amount: refund.amount,
        status: 'succeeded',
        reason: `date-change-${itemId}`,
        paid: paid.amount,
        paymentStatus: 'succeeded',
      },
    ]);
    expect(await sandboxRefunded(paid.merchantTradeNumber)).toEqual({ refunded: refund.amount, status: 'paid' });

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: p.date },
    });
    expect(twice.json().code).toBe(4141);
    await t.app.deliveries.drain();
    expect(await refundsOf(order.ocode)).toHaveLength(1);
    expect(await sandboxRefunded(paid.merchantTradeNumber)).toMatchObject({ refunded: refund.amount });
  });

  it('a later full refund gives back only what the cheaper date left', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, daysAhead: 40 });
    const cheaper = addDays(today(), 30);
    await t.db
      .deleteFrom('package_calendar')
      .where('package_id', '=', p.packageId)
      .where('date', '=', cheaper)
      .execute();
    await t.db
      .insertInto('package_calendar')
      .values({
        package_id: p.packageId,
        date: cheaper,
        adult_price: Math.ceil((p.adultPrice * 80) / 100),
        stock: 6,
        capacity: 6,
      })
      .execute();
    await t.db.updateTable('products').set({ refundable: 1 }).where('id', '=', p.productId).execute();
    const order = await placeOrder(t, guest, productOrder(p));
    const paid = await payInSandbox(t, order.headers, order.ocode);
    const itemId = (await detail(t, order.headers, order.ocode)).json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: cheaper },
    });
    const part = res.json().data.dateChangeRefund.amount as number;
    await t.app.deliveries.drain();
    const post = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const asked = await post(`/api/v1/order/refund/${order.ocode}`, order.headers, { reason: 'Plans changed' });
    expect(asked.json()).toMatchObject({ data: { status: 'refund_requested' } });
    const approved = await deskAction(t, order.ocode, 'refund-request', { decision: 'accept' });
    await t.app.deliveries.drain();
    expect(approved.json().data).toMatchObject({ status: 'refunded' });
    const rows = await refundsOf(order.ocode);
    expect(rows.map((r) => [r.reason, r.amount, r.status])).toEqual([
      [`date-change-${itemId}`, part, 'succeeded'],
      ['full', paid.amount - part, 'succeeded'],
    ]);
    expect(rows[0]?.paymentStatus).toBe('refunded');
    expect(await sandboxRefunded(paid.merchantTradeNumber)).toEqual({ refunded: paid.amount, status: 'refunded' });
  });
});
