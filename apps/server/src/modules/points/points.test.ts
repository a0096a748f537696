import { TAG_IDS } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members.js';
import {
  bookable,
  createOrder,
  createOrderTestApp,
  detail,
  grantPoints,
  memberIdOfHeaders,
  payInSandbox,
  placeOrder,
  productOrder,
  sweep,
  type OrderTestApp,
} from '../../test/orders.js';

let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const aud = (headers: Headers) => ({ ...headers, currency: 'AUD' });
const balance = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/account/integral/balance', headers: aud(headers) })).json().data;
const ledger = async (headers: Headers) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/account/integral/pagging', headers, payload: {} })).json().data;

async function memberWithPoints(points: number) {
  const { headers } = await registerMember(t.app);
  await grantPoints(t, await memberIdOfHeaders(t, headers), points);
  return headers;
}

describe('the points account', () => {
  it('starts empty and tells the shop’s rates in the request currency', async () => {
    const { headers } = await registerMember(t.app);
    expect(await balance(headers)).toEqual({
      balance: 0,
      earnPerUnit: 1,
      step: 100,
      stepValue: 100,
      currency: 'AUD',
      maxRedeemPercent: 50,
    });
    expect(await ledger(headers)).toMatchObject({ balance: 0, total: 0, list: [] });
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/integral/balance',
      headers: { businessnumber: '456817' },
    });
    expect(visitor.json().code).toBe(1005);
  });
});

describe('redeeming points at checkout', () => {
  it('takes the points off the total and writes the ledger', async () => {
    const p = await bookable(t, { stock: 20 });
    const headers = await memberWithPoints(1000);
    const quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/quote',
        headers: aud(headers),
        payload: { item: productOrder(p, 4).item, points: 200 },
      })
    ).json().data;
    expect(quote).toMatchObject({ pointsUsed: 200, pointsDiscount: 200, total: quote.subtotal - 200 });
    expect(quote.points).toMatchObject({ balance: 1000, step: 100, stepValue: 100 });
    const order = await placeOrder(t, aud(headers), productOrder(p, 4, { points: 200 }));
    expect(order.total).toBe(quote.total);
    expect((await balance(headers)).balance).toBe(800);
    expect((await ledger(headers)).list).toEqual([
      expect.objectContaining({ delta: -200, balanceAfter: 800, reason: 'redeemed', ocode: order.ocode }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/account/load', headers })).json().data.integralCount,
    ).toBe(800);
  });

  it('gives redeemed points back when the order is cancelled', async () => {
    const p = await bookable(t, { stock: 20 });
    const headers = await memberWithPoints(500);
    const order = await placeOrder(t, aud(headers), productOrder(p, 4, { points: 100 }));
    await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${order.ocode}`, headers });
    expect((await balance(headers)).balance).toBe(500);
    expect((await ledger(headers)).list.map((e: { reason: string }) => e.reason)).toEqual(['returned', 'redeemed']);
  });

  it('refuses more points than the balance (4121), off-step counts, negative counts and more than half the order', async () => {
    const p = await bookable(t, { stock: 20 });
    const headers = await memberWithPoints(300);
    const order = (points: number, adults = 1) => createOrder(t, aud(headers), productOrder(p, adults, { points }));
    expect((await order(400, 10)).json()).toMatchObject({ code: 4121, data: { field: 'points' } });
    expect((await order(150, 10)).json()).toMatchObject({ code: 2001, data: { field: 'points' } });
    expect((await order(-100)).json()).toMatchObject({ code: 2001 });
    const { subtotal } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/quote',
        headers: aud(headers),
        payload: { item: productOrder(p, 1).item },
      })
    ).json().data;
    const rich = await memberWithPoints(1_000_000);
    const overHalf = (Math.floor(subtotal / 2 / 100) + 1) * 100;
    const capped = await createOrder(t, aud(rich), productOrder(p, 1, { points: overHalf }));
    expect(capped.json()).toMatchObject({ code: 2001, data: { field: 'points' } });
    const visitor = await createOrder(t, { businessnumber: '456817' }, productOrder(p, 1, { points: 100 }));
    expect(visitor.json().code).toBe(1005);
    expect((await balance(headers)).balance).toBe(300);
  });

  it('never goes negative when orders redeem the same points at once', async () => {
    const p = await bookable(t, { stock: 20 });
    const headers = await memberWithPoints(1000);
    const answers = await Promise.all(
      [1, 2, 3].map(() => createOrder(t, aud(headers), productOrder(p, 10, { points: 600 }))),
    );
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, 4121, 4121]);
    expect((await balance(headers)).balance).toBe(400);
  });
});

describe('earning points', () => {
  it('credits points when the order completes, doubled on 2X Points products', async () => {
    const single = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation] });
    const double = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation, TAG_IDS.doublePoints] });
    const { headers } = await registerMember(t.app);
    const a = await placeOrder(t, aud(headers), productOrder(single, 2));
    const b = await placeOrder(t, aud(headers), productOrder(double, 2));
    const expected = { [a.ocode]: Math.floor(a.total / 100), [b.ocode]: Math.floor(b.total / 100) * 2 };
    for (const o of [a, b]) {
      await payInSandbox(t, headers, o.ocode);
      expect((await detail(t, headers, o.ocode)).json().data).toMatchObject({
        status: 'confirmed',
        pointsToEarn: expected[o.ocode],
        pointsEarned: 0,
      });
    }
    expect((await balance(headers)).balance).toBe(0);
    // The trips end: their last travel date passes.
    await t.db
      .updateTable('orders')
      .set({ last_travel_date: '2020-01-01' })
      .where('ocode', 'in', [a.ocode, b.ocode])
      .execute();
    expect((await sweep(t)).json().data.completed).toBe(2);
    expect((await sweep(t)).json().data.completed).toBe(0);
    for (const o of [a, b]) {
      expect((await detail(t, headers, o.ocode)).json().data).toMatchObject({
        status: 'completed',
        pointsEarned: expected[o.ocode],
      });
    }
    expect((await balance(headers)).balance).toBe((expected[a.ocode] as number) + (expected[b.ocode] as number));
    expect((await ledger(headers)).list.map((e: { reason: string }) => e.reason)).toEqual(['earned', 'earned']);
  });

  it('earns nothing for a visitor’s order', async () => {
    const p = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation] });
    const order = await placeOrder(t, { businessnumber: '456817' }, productOrder(p, 1));
    expect((await detail(t, order.headers, order.ocode)).json().data.pointsToEarn).toBe(0);
  });
});
