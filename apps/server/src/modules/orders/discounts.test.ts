import { convertSellingPrice } from '@storefront/contracts';
import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members.js';
import {
  bookable,
  createOrder,
  detail,
  grantPoints,
  lapse,
  memberIdOfHeaders,
  payInSandbox,
  placeOrder,
  productOrder,
  sweep,
  type Bookable,
  useOrderTestApp,
  quickMember,
} from '../../test/orders.js';

/** Coupons and points: the member's lists and what they do at checkout (one app for both: setup is the slow part). */
const t = useOrderTestApp();

type Headers = Record<string, string>;
const DAY = 86_400_000;
const aud = (headers: Headers) => ({ ...headers, currency: 'AUD', language: 'en-AU' });

/** A coupon template of the shop (AUD) issued to a member; answers the member's coupon id. */
async function issue(
  memberId: number,
  template: {
    kind?: 'fixed' | 'percent';
    value: number;
    minSpend?: number;
    maxDiscount?: number;
    categoryIds?: number[];
  },
  validity: { from?: number; to?: number } = {},
): Promise<number> {
  const now = Date.now();
  const { id: templateId } = await t.db
    .insertInto('coupon_templates')
    .values({
      merchant_number: '456817',
      titles: JSON.stringify({ 'en-AU': `Test ${template.value}`, 'zh-CN': `测试 ${template.value}` }),
      kind: template.kind ?? 'fixed',
      value: template.value,
      currency: 'AUD',
      min_spend: template.minSpend ?? 0,
      max_discount: template.maxDiscount ?? null,
      category_ids: JSON.stringify(template.categoryIds ?? []),
      valid_days: 30,
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('member_coupons')
    .values({
      merchant_number: '456817',
      member_id: memberId,
      template_id: templateId,
      status: 'available',
      valid_from: new Date(now + (validity.from ?? -DAY)).toISOString(),
      valid_to: new Date(now + (validity.to ?? 30 * DAY)).toISOString(),
      issue_key: null,
      issued_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const coupons = (headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/coupon/pagging', headers: aud(headers), payload });
const quote = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/order/quote', headers: aud(headers), payload });

/** A member with a product whose one adult costs `unit` AUD cents now. */
async function shopper(options: { categoryId?: number } = {}) {
  const p = await bookable(t, { stock: 20, ...options });
  const member = await quickMember(t);
  const memberId = await memberIdOfHeaders(t, member.headers);
  const unit = (await quote(member.headers, { item: productOrder(p).item })).json().data.subtotal as number;
  return { p, headers: member.headers, memberId, unit };
}

describe('welcome coupons', () => {
  it('issues the shop’s welcome coupons once, on completing the account', async () => {
    const { headers } = await registerMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/load', headers })).json().data.couponsCount).toBe(
      2,
    );
    const page = (await coupons({ ...headers, language: 'en-AU' })).json().data;
    expect(page.total).toBe(2);
    expect(page.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Welcome: A$10 off A$100',
          kind: 'fixed',
          amount: 1000,
          minSpend: 10_000,
          currency: 'AUD',
          categoryIds: [],
          status: 'available',
        }),
        expect.objectContaining({ kind: 'percent', percent: 8, maxDiscount: 4000, categoryIds: [2] }),
      ]),
    );
  });
});

describe('using a coupon', () => {
  it('takes a fixed amount off, marks the coupon used, and refuses it a second time (4112)', async () => {
    const { p, headers, memberId, unit } = await shopper();
    const couponId = await issue(memberId, { value: 500 });
    const order = await placeOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    const view = (await detail(t, headers, order.ocode)).json().data;
    expect(view).toMatchObject({ subtotal: unit, couponDiscount: 500, total: unit - 500, couponTitle: 'Test 500' });
    const used = (await coupons(headers, { status: 'used' })).json().data.list;
    expect(used).toEqual([expect.objectContaining({ id: couponId, status: 'used' })]);
    const again = await createOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 4112, data: { field: 'couponId' } });
  });

  it('gives the coupon back when the order is cancelled or expires', async () => {
    const { p, headers, memberId } = await shopper();
    const couponId = await issue(memberId, { value: 300 });
    const first = await placeOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${first.ocode}`, headers });
    expect(
      (await coupons(headers, { status: 'available' })).json().data.list.map((c: { id: number }) => c.id),
    ).toContain(couponId);
    const second = await placeOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    await lapse(t, second.ocode);
    await detail(t, headers, second.ocode);
    const third = await createOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    expect(third.statusCode).toBe(200);
  });

  it('takes a percentage of the eligible lines, capped', async () => {
    const { p, headers, memberId, unit } = await shopper();
    const couponId = await issue(memberId, { kind: 'percent', value: 50, maxDiscount: 100 });
    const res = (await quote(headers, { item: productOrder(p).item, couponId })).json().data;
    expect(res.couponDiscount).toBe(Math.min(100, Math.floor(unit / 2)));
  });

  it('refuses a coupon below its minimum spend (4113)', async () => {
    const { p, headers, memberId, unit } = await shopper();
    const couponId = await issue(memberId, { value: 100, minSpend: unit * 3 });
    const res = await createOrder(t, aud(headers), productOrder(p, 1, { couponId }));
    expect(res.json().code).toBe(4113);
    expect((await createOrder(t, aud(headers), productOrder(p, 3, { couponId }))).statusCode).toBe(200);
  });

  it('refuses an expired coupon and one not valid yet (4111)', async () => {
    const { p, headers, memberId } = await shopper();
    const expired = await issue(memberId, { value: 100 }, { from: -10 * DAY, to: -DAY });
    const early = await issue(memberId, { value: 100 }, { from: DAY, to: 10 * DAY });
    expect((await createOrder(t, aud(headers), productOrder(p, 1, { couponId: expired }))).json().code).toBe(4111);
    expect((await createOrder(t, aud(headers), productOrder(p, 1, { couponId: early }))).json().code).toBe(4111);
    expect((await coupons(headers, { status: 'expired' })).json().data.list).toEqual([
      expect.objectContaining({ id: expired, status: 'expired' }),
    ]);
  });

  it('refuses a coupon of other categories (4114)', async () => {
    const { p, headers, memberId } = await shopper();
    const other = [1, 2, 3, 4, 5, 6].find((c) => c !== (p as Bookable).categoryId) as number;
    const couponId = await issue(memberId, { value: 100, categoryIds: [other] });
    expect((await createOrder(t, aud(headers), productOrder(p, 1, { couponId }))).json().code).toBe(4114);
    const own = await issue(memberId, { value: 100, categoryIds: [p.categoryId] });
    expect((await createOrder(t, aud(headers), productOrder(p, 1, { couponId: own }))).statusCode).toBe(200);
  });

  it("refuses another member's coupon (3004) and a visitor's coupon (1005)", async () => {
    const { p, headers } = await shopper();
    const other = await quickMember(t);
    const theirs = await issue(await memberIdOfHeaders(t, other.headers), { value: 100 });
    const res = await createOrder(t, aud(headers), productOrder(p, 1, { couponId: theirs }));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
    const visitor = await createOrder(t, { businessnumber: '456817' }, productOrder(p, 1, { couponId: theirs }));
    expect(visitor.json().code).toBe(1005);
  });

  it('never discounts the whole order: one charging unit is always left to pay', async () => {
    const { p, headers, memberId, unit } = await shopper();
    const couponId = await issue(memberId, { value: unit * 10 });
    const res = (await quote(headers, { item: productOrder(p).item, couponId })).json().data;
    expect(res.total).toBe(1);
  });

  it('lists the usable coupons of a form with what each would do', async () => {
    const { p, headers, memberId, unit } = await shopper();
    const fits = await issue(memberId, { value: 100 });
    const tooBig = await issue(memberId, { value: 100, minSpend: unit * 5 });
    const options = (await quote(headers, { item: productOrder(p).item })).json().data.coupons;
    expect(options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fits, applicable: true, discount: 100, reason: '' }),
        expect.objectContaining({ id: tooBig, applicable: false, discount: 0 }),
      ]),
    );
  });

  it('lets one of two concurrent orders use a coupon', async () => {
    const { p, headers, memberId } = await shopper();
    const couponId = await issue(memberId, { value: 100 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => createOrder(t, aud(headers), productOrder(p, 1, { couponId }))),
    );
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, 4112, 4112]);
  });
});

// ── Points ──

const balance = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/account/integral/balance', headers: aud(headers) })).json().data;
const ledger = async (headers: Headers) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/account/integral/pagging', headers, payload: {} })).json().data;

async function memberWithPoints(points: number) {
  const { headers } = await quickMember(t);
  await grantPoints(t, await memberIdOfHeaders(t, headers), points);
  return headers;
}

describe('the points account', () => {
  it('starts empty and tells the shop’s rates in the request currency', async () => {
    const { headers } = await quickMember(t);
    expect(await balance(headers)).toEqual({
      balance: 0,
      earnPerUnit: 1,
      earnEvery: 100,
      step: 100,
      stepValue: 100,
      currency: 'AUD',
      maxRedeemPercent: 50,
    });
    // In another currency every amount is in that currency: what earns a point, and what a step takes off.
    const rates = await t.db
      .selectFrom('exchange_rates')
      .select(['to_currency', 'rate'])
      .where('merchant_number', '=', '456817')
      .where('from_currency', '=', 'AUD')
      .where('to_currency', '=', 'NZD')
      .executeTakeFirstOrThrow();
    const nzd = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/integral/balance',
        headers: { ...headers, currency: 'NZD', language: 'en-AU' },
      })
    ).json().data;
    expect(nzd).toMatchObject({ currency: 'NZD', earnPerUnit: 1, step: 100 });
    expect(nzd.earnEvery).toBe(convertSellingPrice(100, 'AUD', 'NZD', Number(rates.rate)));
    expect(nzd.earnEvery).not.toBe(100);
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
    const { headers } = await quickMember(t);
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
