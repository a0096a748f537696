import { TAG_IDS } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import {
  bookable,
  createOrderTestApp,
  placeOrder,
  productOrder,
  visitorContact,
  type OrderTestApp,
} from '../../test/orders.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';

/** Stripe's return links of a merchant with a domain of its own (custom domains, issue 13). */
let standIn: StripeStandIn;
let t: OrderTestApp;
const instant = [TAG_IDS.instantConfirmation];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createOrderTestApp({
    stripe: { secretKey: 'sk_test_storefront_suite', webhookSecret: standIn.webhookSecret, apiUrl: standIn.url },
    publicUrl: 'https://shop.example.com',
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe(`Stripe return links on ${testEngine}`, () => {
  it('returns the browser to the merchant’s own domain when it has one, before PUBLIC_URL', async () => {
    // Written before 630900 is first read, so its cached copy carries the domain.
    await t.db
      .insertInto('merchant_domains')
      .values({
        hostname: 'shop.seoul.example',
        merchant_number: '630900',
        position: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const p = await bookable(t, { merchant: '630900', tags: instant, stock: 5 });
    const headers = { businessnumber: '630900', language: 'en-AU' };
    const order = await placeOrder(t, headers, productOrder(p, 1, { contact: visitorContact() }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${order.ocode}`,
      headers: order.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const session = standIn.sessionOf(res.json().data.redirectUrl);
    expect(String(session.success_url)).toMatch(
      /^https:\/\/shop\.seoul\.example\/630900\/en-au\/[a-z]{3}\/successful\/order\//,
    );
    expect(String(session.cancel_url)).toMatch(/^https:\/\/shop\.seoul\.example\/630900\//);
  });
});
