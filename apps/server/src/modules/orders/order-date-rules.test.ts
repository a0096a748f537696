import { TAG_IDS } from '@storefront/reference-data';
import { addDays } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import {
  bookable,
  detail,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMember,
  setStock,
  stockOf,
  useOrderTestApp,
} from '../../test/orders.js';

/** The terms' date-change rule (spec §1, §9) applied to the date moved to, not only the booked one. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const today = () => new Date().toISOString().slice(0, 10);

describe(`the new travel date on ${testEngine}`, () => {
  it('refuses a new date less than 21 days away (4141) and keeps the booking as it was', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, daysAhead: 40 });
    const soon = addDays(today(), 5);
    await setStock(t, p.packageId, soon, 6);
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const itemId = (await detail(t, order.headers, order.ocode)).json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: soon },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 4141, data: { field: 'date' } });
    expect(res.json().message).toContain('新日期也须在 21 天之后');
    expect((await detail(t, order.headers, order.ocode)).json().data.items[0]).toMatchObject({
      date: p.date,
      originalDate: '',
    });
    expect(await stockOf(t, p.packageId, soon)).toBe(6);
  });

  it('accepts a new date exactly 21 days away', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, daysAhead: 40 });
    const edge = addDays(today(), 21);
    await setStock(t, p.packageId, edge, 6);
    const order = await placeOrder(t, guest, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const itemId = (await detail(t, order.headers, order.ocode)).json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: edge },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ date: edge, originalDate: p.date });
  });
});

describe(`the member's orders by the date they were placed on ${testEngine}`, () => {
  it("lists only orders placed within placedFrom..placedTo (the date picker's shortcuts)", async () => {
    const { headers } = await quickMember(t);
    const p = await bookable(t, { stock: 6 });
    const older = await placeOrder(t, headers, productOrder(p));
    const recent = await placeOrder(t, headers, productOrder(p));
    // The first order was placed 100 days ago: outside "last 30 days", inside "last 180 days".
    const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await t.db.updateTable('orders').set({ created_at: longAgo }).where('ocode', '=', older.ocode).execute();
    const list = async (range: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/order/pagging',
          headers,
          payload: { pageIndex: 1, pageSize: 10, ...range },
        })
      ).json().data;
    const last30 = await list({ placedFrom: addDays(today(), -30), placedTo: today() });
    expect(last30.total).toBe(1);
    expect(last30.list.map((o: { ocode: string }) => o.ocode)).toEqual([recent.ocode]);
    expect((await list({ placedFrom: addDays(today(), -180), placedTo: today() })).total).toBe(2);
    expect((await list({ placedTo: addDays(today(), -1) })).total).toBe(1);
    expect((await list({})).total).toBe(2);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/pagging',
      headers,
      payload: { placedFrom: '2026-13-01' },
    });
    expect(bad.json()).toMatchObject({ code: 2001, data: { field: 'placedFrom' } });
  });
});
