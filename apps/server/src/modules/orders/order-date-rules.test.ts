import { TAG_IDS } from '@storefront/reference-data';
import { addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import {
  bookable,
  createOrderTestApp,
  detail,
  payInSandbox,
  placeOrder,
  productOrder,
  setStock,
  stockOf,
  type OrderTestApp,
} from '../../test/orders.js';

/** The terms' date-change rule (spec §1, §9) applied to the date moved to, not only the booked one. */
let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp();
});
afterAll(() => t.close());

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
    expect(res.json().message).toContain('at least 21 days away');
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
