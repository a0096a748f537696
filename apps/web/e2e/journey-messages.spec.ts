import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import zh from '../../../packages/reference-data/src/ui-text/zh-CN.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE, priceCalendar } from './browser';

/**
 * Shopper journey, finding 7: messages. Blank fields name themselves; a bad package code never
 * shows the server's raw "Invalid body.item.gcode: …"; the Chinese payment deadline is a date and
 * time in Chinese; toasts about one thing replace each other; cancelling asks in the app's dialog.
 */

const MERCHANT = '456817';

async function api<T>(path: string, body?: unknown, auth?: string, language = 'en-AU', currency = 'AUD'): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      businessNumber: MERCHANT,
      language,
      currency,
      'Content-Type': 'application/json',
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

async function logIn(email: string): Promise<string> {
  const since = Date.now();
  await api('/v1/identity/send/emailcode', { email, type: 1 });
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    const code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (code) return (await api<{ token: string }>('/v1/identity/emaillogon', { email, checkCode: code })).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code');
}

type Item = { kind: 'product'; productCode: string; gcode: string; date: string; quantities: { adult: number } };

/** A bookable line: the second instant-confirmation product, on a day with places to spare. */
async function bookableItem(): Promise<Item> {
  const list = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
    pageIndex: 1,
    pageSize: 2,
    tagIds: [1],
  });
  const productCode = list.list.at(-1)!.code;
  const detail = await api<{ packages: { gcode: string }[] }>(`/v1/tripproduct/detail/${productCode}`);
  const gcode = detail.packages[0]!.gcode;
  const days = await api<{ date: string; stock: number }[]>(`/v1/tripproduct/calendar/${productCode}/${gcode}`);
  const date = days.find((day) => day.stock >= 3)!.date;
  return { kind: 'product', productCode, gcode, date, quantities: { adult: 1 } };
}

let browser: Browser;
let member = '';
let email = '';
let item: Item;

beforeAll(async () => {
  browser = await launchBrowser();
  email = `e2e-messages-${Date.now()}@example.com`;
  member = await logIn(email);
  item = await bookableItem();
});
afterAll(async () => {
  await browser?.close();
});

async function memberContext(viewport: { width: number; height: number }, locale: string): Promise<BrowserContext> {
  const context = await newContext(browser, viewport, locale);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${MERCHANT}_user`,
    value: JSON.stringify({ state: { token: member, socketMsg: { cartNumber: 0 } }, version: 0 }),
  });
  return context;
}

async function unpaidOrder(): Promise<string> {
  const traveller = {
    appellation: 2,
    lastName: 'SMITH',
    firstName: 'JANE',
    datebirth: '1990-05-01',
    nationality: 'AU',
    idType: 1,
    idNumber: 'PA1234567',
    idExpiry: '2035-01-01',
  };
  const made = await api<{ order: { ocode: string } }>(
    '/v1/order/create',
    { item, contact: { lastName: 'SMITH', firstName: 'JANE', email }, travellers: [traveller] },
    member,
  );
  return made.order.ocode;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('messages (%s)', (_width, viewport) => {
  it('en-AU order form: blank fields name themselves; a bad package code reads as a sentence', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = collectPageErrors(page);
    const form = `/${MERCHANT}/en-au/aud/orderform/${item.productCode}`;
    await open(page, `${form}/${item.gcode}?date=${item.date}&adult=1`);
    await page.getByTestId('order-summary').waitFor();
    await page.getByTestId('order-terms').check();
    await page.getByTestId('order-submit').click();
    const traveller = page.getByTestId('traveller').first();
    const alerts = traveller.getByRole('alert');
    await alerts.first().waitFor();
    const texts = await alerts.allInnerTexts();
    expect(texts).toContain(en.form.requiredField.replace('{{field}}', en.order.lastName));
    expect(texts).not.toContain(en.form.default);

    // The title waits for the package, so only the page's chrome is awaited here.
    await page.goto(`${form}/NOT-A-PACKAGE?date=${item.date}&adult=1`);
    await page.locator('header[data-header]').waitFor();
    await page.getByRole('alert').filter({ hasText: en.order.itemUnavailable }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Invalid body|gcode/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zh-CN payment page: the deadline is a Chinese date and time; cancelling asks in a dialog', async () => {
    const ocode = await unpaidOrder();
    const context = await memberContext(viewport, 'en-AU');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `/${MERCHANT}/zh-cn/cny/orderpay/${ocode}/0`);
    const deadline = page.getByText(/^请在 .* 前支付/);
    await deadline.waitFor();
    const text = await deadline.innerText();
    expect(text).toMatch(/^请在 \d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2} 前支付/);
    expect(text).not.toMatch(/am|pm/i);

    await open(page, `/${MERCHANT}/zh-cn/cny/orderdetails/${ocode}`);
    let nativeDialog = false;
    page.on('dialog', (dialog) => {
      nativeDialog = true;
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: zh.order.cancel, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(zh.order.cancelConfirm);
    await dialog.getByRole('button', { name: zh.order.notNow }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: zh.order.cancel, exact: true }).click();
    await page.getByTestId('order-action-confirm').click();
    await expect
      .poll(() => page.getByTestId('order-status').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('cancelled');
    expect(nativeDialog).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('en-AU product page: a toast about the cart replaces the last one instead of stacking', async () => {
    const context = await memberContext(viewport, 'en-AU');
    const page = await context.newPage();
    await open(page, `/${MERCHANT}/en-au/aud/product/${item.productCode}`);
    await page.getByTestId('booking-panel').waitFor();
    await page.getByTestId('checkout-cart').click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect.poll(() => toasts.allInnerTexts()).toEqual([en.cart.pickDateFirst]);
    await (await priceCalendar(page)).locator('button[data-date]:not([disabled])').first().click();
    await page.getByTestId('checkout-cart').click();
    await expect.poll(() => toasts.allInnerTexts(), { timeout: 10_000 }).toEqual([en.cart.added]);
    await context.close();
  });
});
