import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, collectPageErrors, launchBrowser, newContext, open, pathOf } from './browser';

/**
 * Checkout end to end (issue 7): a member adds a product to the cart from its page, checks the
 * cart line out through the order form, pays on the sandbox's hosted page, sees the return page
 * settle on the real state and finds the order in my/order.
 */

const MERCHANT = '456817';
const HOME = `/${MERCHANT}/en-au/aud`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD', 'Content-Type': 'application/json' };

let browser: Browser;
let context: BrowserContext;

async function api<T>(path: string, body?: unknown, auth?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...HEADERS, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** Logs in by email code, reading the code from the dev outbox. */
async function logInByEmailCode(email: string): Promise<string> {
  const since = Date.now();
  await api('/v1/identity/send/emailcode', { email, type: 1 });
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    const code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (code) return (await api<{ token: string }>('/v1/identity/emaillogon', { email, checkCode: code })).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${email}`);
}

/** Picks the first open day of the product page's calendar. */
async function pickFirstDate(page: Page): Promise<void> {
  const day = page.getByTestId('price-calendar').locator('button[data-date]:not([disabled])').first();
  await day.waitFor();
  await day.click();
}

/** Types one traveller and the contact, and ticks the terms. */
async function fillOrderForm(page: Page, email: string): Promise<void> {
  const traveller = page.getByTestId('traveller').first();
  await traveller.getByLabel('Title').selectOption({ index: 1 });
  await traveller.getByLabel('Nationality').selectOption({ index: 1 });
  await traveller.getByLabel('Last name').fill('SMITH');
  await traveller.getByLabel('First name').fill('JANE');
  await traveller.getByLabel('Date of birth').fill('1990-05-01');
  await traveller.getByLabel('Document number').fill('PA1234567');
  await traveller.getByLabel('Document expiry').fill('2035-01-01');
  const contact = page.locator('section[aria-labelledby="contact-title"]');
  await contact.getByLabel('Last name').fill('SMITH');
  await contact.getByLabel('First name').fill('JANE');
  await contact.getByLabel('Email').fill(email);
  await page.getByTestId('order-terms').check();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await logInByEmailCode(`e2e-orders-${Date.now()}@example.com`);
  context = await newContext(browser);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${MERCHANT}_user`,
    value: JSON.stringify({ state: { token, socketMsg: { cartNumber: 0 } }, version: 0 }),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('checkout', () => {
  it('adds to the cart, checks out, pays in the sandbox and finds the order in my/order', async () => {
    const products = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
      pageIndex: 1,
      pageSize: 1,
    });
    const code = products.list[0]!.code;
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/product/${code}`);
    await page.getByTestId('booking-panel').waitFor();
    await pickFirstDate(page);
    await page.getByTestId('checkout-cart').click();
    await page.getByTestId('cart-badge').waitFor({ timeout: 10_000 });

    await open(page, `${HOME}/cart`);
    const line = page.getByTestId('cart-item').first();
    await line.waitFor();
    await line.getByRole('checkbox').check();
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('order-summary').waitFor();
    expect(pathOf(page)).toBe(`${HOME}/orderform/cart/cart`);

    await fillOrderForm(page, 'jane@example.com');
    await page.getByTestId('order-submit').click();

    await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toMatch(/\/orderpay\/[A-Z2-7]{20}\/1$/);
    const ocode = pathOf(page).split('/').at(-2)!;
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/api\/v1\/payment\/sandbox\//);
    await page.getByRole('button', { name: /pay/i }).first().click();

    const result = page.getByTestId('payment-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-status')).toBe('succeeded');
    expect(['confirmed', 'awaiting_confirmation']).toContain(await result.getAttribute('data-order-status'));

    await open(page, `${HOME}/my/order`);
    const row = page.getByTestId('order-row').filter({ hasText: ocode });
    await row.waitFor();
    expect(errors).toEqual([]);
  });

  it('a guest books now, pays, and finds the order on visitor-order with the emailed code', async () => {
    const products = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
      pageIndex: 1,
      pageSize: 1,
    });
    const guest = await newContext(browser);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/product/${products.list[0]!.code}`);
    await pickFirstDate(page);
    await page.getByTestId('checkout-book').click();
    await page.getByTestId('order-summary').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const email = `guest-${Date.now()}@example.com`;
    await fillOrderForm(page, email);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
    const ocode = pathOf(page).split('/').at(-2)!;
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/api\/v1\/payment\/sandbox\//);
    await page.getByRole('button', { name: /pay/i }).first().click();
    const result = page.getByTestId('payment-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.getAttribute('data-status')).toBe('succeeded');

    // Another browser: the order code, the email and the code sent to it open the order.
    const other = await newContext(browser);
    const lookup = await other.newPage();
    await open(lookup, `${HOME}/visitor-order`);
    const form = lookup.getByTestId('visitor-form');
    await form.getByLabel('Order code').fill(ocode);
    await form.getByLabel('Email').fill(email);
    const since = Date.now();
    await form.getByRole('button', { name: 'Get code' }).click();
    let code: string | null | undefined;
    for (let tries = 0; tries < 50 && !code; tries += 1) {
      const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const entries = (await response.json()) as { code: string | null; sentAt: string }[];
      code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await form.getByLabel('Verification code').fill(code!);
    await form.getByRole('button', { name: 'Open the order' }).click();
    await lookup.waitForURL(`**/orderdetails/${ocode}`);
    const status = lookup.getByTestId('order-status');
    await status.waitFor();
    expect(['confirmed', 'awaiting_confirmation']).toContain(await status.getAttribute('data-status'));
    expect(errors).toEqual([]);
    await guest.close();
    await other.close();
  });
});
