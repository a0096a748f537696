import { TAG_IDS } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAction } from '../../test/desk.js';
import { buildApp } from '../../app.js';
import type { StripeConfig } from '../../config.js';
import { createTestDatabase, testConfig } from '../../test/harness.js';
import {
  bookable,
  createOrderTestApp,
  detail,
  lapse,
  orderEvents,
  placeOrder,
  productOrder,
  sweep,
  visitorContact,
  type OrderTestApp,
} from '../../test/orders.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createStripeProvider, fromStripeAmount, toStripeAmount } from './stripe-provider.js';

/**
 * Paying through Stripe: the real SDK against a local stand-in of its API (STRIPE_API_URL), and
 * webhook events signed with the SDK's own test signer.
 */
let standIn: StripeStandIn;
let t: OrderTestApp;
let stripe: StripeConfig;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = { secretKey: 'sk_test_storefront_suite', webhookSecret: standIn.webhookSecret, apiUrl: standIn.url };
  t = await createOrderTestApp({
    stripe,
    publicUrl: 'https://shop.example.com',
    logLevel: 'warn',
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const instant = [TAG_IDS.instantConfirmation];
const guestIn = (currency: string) => ({ businessnumber: '456817', currency, language: 'en-AU' });
type Checkout = { merchantTradeNumber: string; redirectUrl: string; amount: number; currency: string };

/** A visitor's order in `currency`, with a Stripe checkout opened for it (the browser sends extra money fields, ignored). */
async function orderWithCheckout(currency = 'AUD', tags: number[] = instant) {
  const p = await bookable(t, { tags, stock: 5 });
  const order = await placeOrder(t, guestIn(currency), productOrder(p, 2, { contact: visitorContact() }));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment/create/${order.ocode}`,
    headers: order.headers,
    payload: { amount: 1, currency: 'USD' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { p, order, checkout: res.json().data as Checkout };
}

const notifyStripe = (n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/notify/stripe', headers: n.headers, payload: n.body });

const paymentRow = (merchantTradeNumber: string) =>
  t.db
    .selectFrom('payments')
    .selectAll()
    .where('merchant_trade_number', '=', merchantTradeNumber)
    .executeTakeFirstOrThrow();

const status = async (ocode: string, headers: Record<string, string>) =>
  (await detail(t, headers, ocode)).json().data.status as string;

describe('Checkout Sessions', () => {
  it('opens one in the order’s amount and currency, whatever the browser sends', async () => {
    const { order, checkout } = await orderWithCheckout('AUD');
    expect(checkout.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(checkout).toMatchObject({ amount: order.total, currency: 'AUD' });
    const [sent] = standIn.requestsTo('POST /v1/checkout/sessions').slice(-1);
    expect(sent?.authorization).toBe('Bearer sk_test_storefront_suite');
    expect(sent?.idempotencyKey).toBe(`checkout-${checkout.merchantTradeNumber}`);
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: checkout.merchantTradeNumber,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': String(order.total),
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'alipay',
      'allowed_payment_method_types[2]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
      locale: 'en-GB',
      cancel_url: `https://shop.example.com/456817/en-au/aud/orderpay/${order.ocode}/0`,
    });
    expect(sent?.form.success_url).toMatch(
      new RegExp(`^https://shop\\.example\\.com/456817/en-au/aud/successful/order/${checkout.merchantTradeNumber}/`),
    );
    // Stripe closes a session 30 minutes after creation at the earliest, whatever the order's window.
    expect(Number(sent?.form.expires_at) * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);
  });

  it('sends KRW in whole won, TWD and IDR with two decimals, and offers cards alone where wallets do not take the currency', async () => {
    for (const [currency, divisor] of [
      ['KRW', 100],
      ['TWD', 1],
      ['IDR', 1],
    ] as const) {
      const { order } = await orderWithCheckout(currency);
      const [sent] = standIn.requestsTo('POST /v1/checkout/sessions').slice(-1);
      expect(order.total % 100, currency).toBe(0);
      expect(sent?.form['line_items[0][price_data][currency]']).toBe(currency.toLowerCase());
      expect(sent?.form['line_items[0][price_data][unit_amount]']).toBe(String(order.total / divisor));
      expect(sent?.form['allowed_payment_method_types[0]']).toBe('card');
      expect(sent?.form['allowed_payment_method_types[1]']).toBeUndefined();
      expect(sent?.form['payment_method_options[wechat_pay][client]']).toBeUndefined();
    }
    expect(toStripeAmount(1_230_000, 'KRW')).toBe(12_300);
    expect(fromStripeAmount(12_300, 'KRW')).toBe(1_230_000);
    expect(() => toStripeAmount(1_230_050, 'KRW')).toThrow('not a whole amount');
    expect(toStripeAmount(6680, 'NZD')).toBe(6680);
  });

  it('tells the web which providers this server offers, Stripe first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/configure', headers: guestIn('AUD') });
    expect(res.json().data.paymentProviders).toEqual(['stripe', 'sandbox']);
  });
});

describe('Stripe webhooks', () => {
  it('settles an order once on checkout.session.completed, replayed 10 times; the return page only shows it', async () => {
    const { order, checkout } = await orderWithCheckout();
    const session = standIn.pay(checkout.redirectUrl);
    const returnToken = String(standIn.sessionOf(checkout.redirectUrl).success_url).split('/').pop();
    const poll = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/payment/status/${checkout.merchantTradeNumber}?token=${returnToken}`,
        headers: guestIn('AUD'),
      });
    // The buyer is back from Stripe before its webhook: the return page shows pending, nothing settles.
    expect((await poll()).json().data).toMatchObject({ status: 'pending', orderStatus: 'pending_payment' });

    const completed = standIn.event('checkout.session.completed', session);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notifyStripe(completed)));
    const results = answers.map((a) => a.json().data?.result as string).sort();
    expect(results).toEqual(['duplicate', ...Array<string>(8).fill('duplicate'), 'paid'].sort());
    // Another event id for the same payment (an out-of-order async success) changes nothing either.
    const late = await notifyStripe(standIn.event('checkout.session.async_payment_succeeded', session));
    expect(late.json().data).toEqual({ result: 'duplicate' });

    const payments = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', (await paymentRow(checkout.merchantTradeNumber)).order_id)
      .execute();
    expect(payments.map((p) => [p.status, p.provider, p.provider_trade_no])).toEqual([
      ['succeeded', 'stripe', session.payment_intent],
    ]);
    expect(await orderEvents(t, order.ocode)).toEqual(['∅→pending_payment', 'pending_payment→paid', 'paid→confirmed']);
    expect((await poll()).json().data).toMatchObject({ status: 'succeeded', orderStatus: 'confirmed' });
  });

  it('waits for async_payment_succeeded when a session completes unpaid, and ignores other events', async () => {
    const { order, checkout } = await orderWithCheckout();
    const session = standIn.sessionOf(checkout.redirectUrl);
    const unpaid = await notifyStripe(standIn.event('checkout.session.completed', { ...session, status: 'complete' }));
    expect(unpaid.json().data).toEqual({ result: 'ignored' });
    const other = await notifyStripe(
      standIn.event('payment_intent.created', { id: 'pi_test_x', object: 'payment_intent' }),
    );
    expect(other.json().data).toEqual({ result: 'ignored' });
    expect(await status(order.ocode, order.headers)).toBe('pending_payment');
    const paid = standIn.pay(checkout.redirectUrl);
    const succeeded = await notifyStripe(standIn.event('checkout.session.async_payment_succeeded', paid));
    expect(succeeded.json().data).toEqual({ result: 'paid' });
    expect(await status(order.ocode, order.headers)).toBe('confirmed');
  });

  it('refuses a bad, missing, stale or tampered signature with 400 and changes nothing', async () => {
    const { order, checkout } = await orderWithCheckout();
    const session = standIn.pay(checkout.redirectUrl);
    const good = standIn.event('checkout.session.completed', session);
    const forged = standIn.event('checkout.session.completed', session, { secret: 'whsec_someone_elses_secret' });
    const stale = standIn.event('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const tampered = { body: good.body.replace('"livemode":false', '"livemode":true'), headers: good.headers };
    const unsigned = { body: good.body, headers: { 'content-type': 'application/json' } };
    for (const bad of [forged, stale, tampered, unsigned]) {
      const res = await notifyStripe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(2001);
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/stripe',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'not an event',
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    expect(await status(order.ocode, order.headers)).toBe('pending_payment');
    const recorded = await t.db
      .selectFrom('payment_notifications')
      .select('id')
      .where('merchant_trade_number', '=', checkout.merchantTradeNumber)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('refuses an event for another amount or currency, logs it, and leaves the order unpaid', async () => {
    const { order, checkout } = await orderWithCheckout();
    const session = standIn.pay(checkout.redirectUrl);
    const cheaper = await notifyStripe(
      standIn.event('checkout.session.completed', { ...session, amount_total: Number(session.amount_total) - 100 }),
    );
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().code).toBe(4104);
    const otherCurrency = await notifyStripe(
      standIn.event('checkout.session.completed', { ...session, currency: 'usd' }),
    );
    expect(otherCurrency.json().code).toBe(4104);
    expect(await status(order.ocode, order.headers)).toBe('pending_payment');
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('pending');
    const recorded = await t.db
      .selectFrom('payment_notifications')
      .select('result')
      .where('merchant_trade_number', '=', checkout.merchantTradeNumber)
      .execute();
    expect(recorded.map((r) => r.result)).toEqual(['mismatch', 'mismatch']);
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'payment notification refused', provider: 'stripe', code: 4104 }),
    );
  });
});

describe('refunds and supplements through Stripe', () => {
  /** An order paid through the stand-in and its webhook; answers the PaymentIntent. */
  async function paidOrder(tags: number[] = instant) {
    const made = await orderWithCheckout('AUD', tags);
    const session = standIn.pay(made.checkout.redirectUrl);
    expect((await notifyStripe(standIn.event('checkout.session.completed', session))).json().data).toEqual({
      result: 'paid',
    });
    return { ...made, paymentIntent: String(session.payment_intent) };
  }

  async function refundOrder(ocode: string, headers: Record<string, string>) {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${ocode}`,
      headers,
      payload: { reason: 'Plans changed' },
    });
    expect(asked.json().data.status).toBe('refund_requested');
    const approved = await deskAction(t, ocode, 'refund-request', { decision: 'accept' });
    expect(approved.json().data.status).toBe('refunded');
  }

  const refundOf = async (merchantTradeNumber: string) =>
    t.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('payment_id', '=', (await paymentRow(merchantTradeNumber)).id)
      .executeTakeFirstOrThrow();

  it('refunds an accepted refund request through Stripe with an idempotency key from the refund', async () => {
    const { order, checkout, paymentIntent } = await paidOrder();
    await refundOrder(order.ocode, order.headers);
    await t.app.deliveries.drain();
    const refund = await refundOf(checkout.merchantTradeNumber);
    const [sent] = standIn.requestsTo('POST /v1/refunds').slice(-1);
    expect(sent?.form).toMatchObject({
      payment_intent: paymentIntent,
      amount: String(order.total),
      'metadata[storefrontRefund]': `refund-${checkout.merchantTradeNumber}-${refund.id}`,
    });
    expect(sent?.idempotencyKey).toBe(`refund-${checkout.merchantTradeNumber}-${refund.id}-1`);
    expect(refund).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(refund.provider_refund_id).toMatch(/^re_test_/);
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('refunded');
  });

  it('refunds a cheaper new date’s difference through Stripe, that amount only, leaving the payment collected', async () => {
    const { p, order, checkout, paymentIntent } = await paidOrder();
    const cheaper = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
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
        stock: 5,
        capacity: 5,
      })
      .execute();
    const itemId = (await detail(t, order.headers, order.ocode)).json().data.items[0].id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/change-date/${order.ocode}`,
      headers: order.headers,
      payload: { itemId, date: cheaper },
    });
    expect(res.statusCode, res.body).toBe(200);
    const given = res.json().data.dateChangeRefund;
    expect(given).toMatchObject({ currency: 'AUD', status: 'pending' });
    expect(given.amount).toBeGreaterThan(0);
    expect(given.amount).toBeLessThan(order.total);
    await t.app.deliveries.drain();
    const refund = await refundOf(checkout.merchantTradeNumber);
    const [sent] = standIn.requestsTo('POST /v1/refunds').slice(-1);
    expect(sent?.form).toMatchObject({ payment_intent: paymentIntent, amount: String(given.amount) });
    expect(sent?.idempotencyKey).toBe(`refund-${checkout.merchantTradeNumber}-${refund.id}-1`);
    expect(refund).toMatchObject({ reason: `date-change-${itemId}`, status: 'succeeded', attempts: 1 });
    expect(Number(refund.amount)).toBe(given.amount);
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('succeeded');
  });

  /** The delivery job of a payment's refund. */
  const refundJob = async (merchantTradeNumber: string) => {
    const refund = await refundOf(merchantTradeNumber);
    return t.db
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('idempotency_key', '=', `refund-${merchantTradeNumber}-${refund.id}`)
      .executeTakeFirstOrThrow();
  };
  const refundsAtStripe = (paymentIntent: string) =>
    standIn.refundsMade.filter((r) => r.paymentIntent === paymentIntent);

  it('retries a refund Stripe refuses twice from the delivery queue, and it succeeds once, with a new key after each refusal', async () => {
    const { order, checkout, paymentIntent } = await paidOrder();
    standIn.refuseRefunds(2);
    await refundOrder(order.ocode, order.headers);
    // Queued with the order's refund, not yet sent.
    expect(await refundOf(checkout.merchantTradeNumber)).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.deliveries.drain();
    const failed = await refundOf(checkout.merchantTradeNumber);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, provider_refund_id: null });
    expect(failed.error).toContain('Stand-in refusal');
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('succeeded');
    const waiting = await refundJob(checkout.merchantTradeNumber);
    expect(waiting).toMatchObject({ attempts: 1, delivered_at: null, failed_at: null });
    expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(Date.now());
    expect(waiting.last_error).toContain('Stand-in refusal');

    await t.app.deliveries.drain({ all: true });
    expect(await refundOf(checkout.merchantTradeNumber)).toMatchObject({ status: 'failed', attempts: 2 });
    await t.app.deliveries.drain({ all: true });
    await t.app.deliveries.drain({ all: true });
    const keys = standIn
      .requestsTo('POST /v1/refunds')
      .filter((r) => r.form['metadata[merchantTradeNumber]'] === checkout.merchantTradeNumber)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([1, 2, 3].map((n) => `refund-${checkout.merchantTradeNumber}-${failed.id}-${n}`));
    expect(refundsAtStripe(paymentIntent)).toEqual([
      expect.objectContaining({
        amount: order.total,
        reference: `refund-${checkout.merchantTradeNumber}-${failed.id}`,
      }),
    ]);
    expect(await refundOf(checkout.merchantTradeNumber)).toMatchObject({ status: 'succeeded', attempts: 3 });
    expect(await refundJob(checkout.merchantTradeNumber)).toMatchObject({ attempts: 3, last_error: null });
    expect((await refundJob(checkout.merchantTradeNumber)).delivered_at).not.toBeNull();
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('refunded');
  });

  it('keeps the key while Stripe cannot be reached, so a refund it may have made is never made twice', async () => {
    const { order, checkout, paymentIntent } = await paidOrder();
    await refundOrder(order.ocode, order.headers);
    await standIn.down();
    try {
      await t.app.deliveries.drain();
    } finally {
      await standIn.up();
    }
    const failed = await refundOf(checkout.merchantTradeNumber);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.provider_key).toBe(`refund-${checkout.merchantTradeNumber}-${failed.id}-1`);
    await t.app.deliveries.drain({ all: true });
    const [sent] = standIn.requestsTo('POST /v1/refunds').slice(-1);
    expect(sent?.idempotencyKey).toBe(`refund-${checkout.merchantTradeNumber}-${failed.id}-1`);
    expect(await refundOf(checkout.merchantTradeNumber)).toMatchObject({ status: 'succeeded', provider_key: null });
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
  });

  it('takes a refund Stripe already made as done (a retry whose first answer was lost)', async () => {
    const { checkout, paymentIntent } = await paidOrder();
    const provider = await createStripeProvider({ config: stripe, publicUrl: undefined });
    const request = {
      merchantTradeNumber: checkout.merchantTradeNumber,
      providerTradeNo: paymentIntent,
      amount: checkout.amount,
      currency: 'AUD',
      reference: `refund-lost-${checkout.merchantTradeNumber}`,
    };
    const first = await provider.refund({ ...request, idempotencyKey: 'refund-lost-1' });
    expect(first.providerRefundId).toMatch(/^re_test_/);
    const second = await provider.refund({ ...request, idempotencyKey: 'refund-lost-2' });
    expect(second.providerRefundId).toBe(`already-refunded:${paymentIntent}`);
  });

  it('refunds at once a payment whose order expired before Stripe reported it', async () => {
    const { order, checkout } = await orderWithCheckout('AUD', []);
    await lapse(t, order.ocode);
    await sweep(t);
    const session = standIn.pay(checkout.redirectUrl);
    const res = await notifyStripe(standIn.event('checkout.session.completed', session));
    expect(res.json().data).toEqual({ result: 'refunded' });
    await t.app.deliveries.drain();
    const [sent] = standIn.requestsTo('POST /v1/refunds').slice(-1);
    expect(sent?.form.payment_intent).toBe(session.payment_intent);
    expect((await paymentRow(checkout.merchantTradeNumber)).status).toBe('refunded');
    expect(await status(order.ocode, order.headers)).toBe('expired');
  });

  it('takes a supplementary payment through Stripe', async () => {
    const { order } = await paidOrder();
    const asked = await deskAction(t, order.ocode, 'supplement', { amount: 2500, reason: 'Private pick-up' });
    const { payid } = asked.json().data as { payid: string };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${order.ocode}`,
      headers: order.headers,
      payload: { payid },
    });
    const checkout = res.json().data as Checkout;
    const [sent] = standIn.requestsTo('POST /v1/checkout/sessions').slice(-1);
    expect(sent?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '2500',
      cancel_url: `https://shop.example.com/456817/en-au/aud/supmentpay/${order.ocode}/${payid}`,
    });
    const session = standIn.pay(checkout.redirectUrl);
    expect((await notifyStripe(standIn.event('checkout.session.completed', session))).json().data).toEqual({
      result: 'paid',
    });
    const view = (await detail(t, order.headers, order.ocode)).json().data;
    expect(view.supplements).toEqual([expect.objectContaining({ payid, amount: 2500, status: 'paid' })]);
  });
});

describe('production', () => {
  it('refuses to build without Stripe, naming STRIPE_SECRET_KEY', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await expect(buildApp(testConfig(database, { env: 'production', seedDemo: false }))).rejects.toThrow(
        'STRIPE_SECRET_KEY',
      );
    } finally {
      await drop();
    }
  });

  it('runs no sandbox: its routes answer 404 and only Stripe is offered', async () => {
    const { database, drop } = await createTestDatabase();
    // Phone login off: this test is about payments, and production would otherwise ask for Twilio.
    const app = await buildApp(testConfig(database, { env: 'production', seedDemo: false, stripe, phoneLogin: false }));
    try {
      const attempts = [
        app.inject({ method: 'GET', url: '/api/v1/payment/sandbox/cs_anything' }),
        app.inject({ method: 'POST', url: '/api/v1/payment/sandbox/cs_anything/pay', payload: '' }),
        app.inject({ method: 'POST', url: '/api/v1/payment/sandbox/cs_anything/cancel', payload: '' }),
        app.inject({
          method: 'POST',
          url: '/api/v1/payment/notify/sandbox',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
      const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
      expect(paths.filter((p) => p.includes('/payment/sandbox/'))).toEqual([]);
      expect(paths).toContain('/api/v1/payment/notify/{provider}');
    } finally {
      await app.close();
      await drop();
    }
  });
});
