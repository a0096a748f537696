import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext, PHONE, waitForChrome } from './browser';

let browser: Browser;

const MERCHANT = '456817';
const HOME = `/${MERCHANT}/en-au/aud`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD', 'Content-Type': 'application/json' };

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

/** A new member (email code from the dev outbox) with a cart line and an unpaid order. */
const member = { token: '', ocode: '', orderForm: '' };

async function setUpMember(): Promise<void> {
  const email = `e2e-a11y-${Date.now()}@example.com`;
  const since = Date.now();
  await api('/v1/identity/send/emailcode', { email, type: 1 });
  let code: string | null | undefined;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  member.token = (await api<{ token: string }>('/v1/identity/emaillogon', { email, checkCode: code })).token;
  const products = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
    pageIndex: 1,
    pageSize: 1,
  });
  const productCode = products.list[0]!.code;
  const detail = await api<{ packages: { gcode: string; firstAvailableDate: string }[] }>(
    `/v1/tripproduct/detail/${productCode}`,
  );
  const pack = detail.packages.find((p) => p.firstAvailableDate)!;
  // A day with places to spare: other suites buy this product too.
  const days = await api<{ date: string; stock: number }[]>(`/v1/tripproduct/calendar/${productCode}/${pack.gcode}`);
  const date = days.find((day) => day.stock >= 3)!.date;
  const item = { kind: 'product', productCode, gcode: pack.gcode, date, quantities: { adult: 1 } };
  await api('/v1/operation/Cart/add', item, member.token);
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
    member.token,
  );
  member.ocode = made.order.ocode;
  member.orderForm = `/orderform/${productCode}/${pack.gcode}?date=${date}&adult=1`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await setUpMember();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/456817/en-au/aud',
  '/456817/zh-cn/cny/search',
  '/456817/en-au/aud/hotel',
  '/518200/en-au/nzd',
  '/518200/ko-kr/nzd/search',
  '/518200/zh-tw/nzd/hotel',
  '/error',
  `${HOME}/visitor-order`,
];

/** Pages of the orders release seen by a member: paths after the merchant home, and what shows they loaded. */
const MEMBER_PAGES: readonly (readonly [name: string, path: () => string, ready: string])[] = [
  ['cart', () => '/cart', '[data-testid="cart-item"]'],
  ['cart-editor', () => '/cart', '[data-testid="cart-item"]'],
  ['orderform', () => member.orderForm, '[data-testid="order-summary"]'],
  ['orderdetails', () => `/orderdetails/${member.ocode}`, '[data-testid="order-status"]'],
  ['orderpay', () => `/orderpay/${member.ocode}/0`, '[data-testid="pay-button"]'],
  ['my/order', () => '/my/order', '[data-testid="order-row"]'],
  ['my/coupon', () => '/my/coupon', '[data-testid="coupon"], [data-testid="empty-state"]'],
  ['my/integral', () => '/my/integral', '[data-testid="points-balance"]'],
];

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe): no serious or critical violations', () => {
  it.each(PAGES.flatMap((path) => [[path, 'desktop'] as const, [path, 'phone'] as const]))(
    '%s (%s)',
    async (path, device) => {
      const context = await newContext(browser, device === 'phone' ? PHONE : undefined);
      const page = await context.newPage();
      await page.goto(path);
      if (path === '/error') await page.getByTestId('not-found').waitFor();
      else await waitForChrome(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it.each(
    MEMBER_PAGES.flatMap(([name, path, ready]) =>
      (['desktop', 'phone'] as const).map((device) => ({ name, path, ready, device })),
    ),
  )('member $name ($device)', async ({ name, path, ready, device }) => {
    const context = await newContext(browser, device === 'phone' ? PHONE : undefined);
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: `${MERCHANT}_user`,
      value: JSON.stringify({ state: { token: member.token, socketMsg: { cartNumber: 1 } }, version: 0 }),
    });
    const page = await context.newPage();
    await page.goto(`${HOME}${path()}`);
    await waitForChrome(page);
    await page.locator(ready).first().waitFor();
    if (name === 'cart-editor') {
      await page.getByTestId('cart-edit').first().click();
      await page.getByTestId('cart-editor').locator('li').first().waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
