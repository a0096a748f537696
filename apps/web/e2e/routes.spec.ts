import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, launchBrowser, newContext, open, pathOf, simulateLogin } from './browser';

type Chrome = { header: 'full' | 'reduced'; fixed: boolean; banner: boolean; title: string };

const BASE = '/456817/en-au/aud';

/** The first product of a listing of the demo shop, as the server has it (codes come from the seed). */
async function firstProduct(filters: Record<string, unknown>): Promise<{ code: string; title: string }> {
  const response = await fetch(`${BASE_URL}/api/v1/tripproduct/operation/pagging`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', businessNumber: '456817', language: 'en-AU', currency: 'AUD' },
    body: JSON.stringify({ pageSize: 1, ...filters }),
  });
  const body = (await response.json()) as { data: { list: { code: string; title: string }[] } };
  const product = body.data.list[0];
  if (!product) throw new Error(`no product for ${JSON.stringify(filters)}`);
  return product;
}
const PRODUCT = await firstProduct({ keyword: 'Opera House' });

/** A hotel of the demo shop with its name, as the server has it. */
async function hotelNamed(id: number): Promise<{ id: number; name: string }> {
  const response = await fetch(`${BASE_URL}/api/v1/hotelproduct/detail/${id}`, {
    headers: { businessNumber: '456817', language: 'en-AU', currency: 'AUD' },
  });
  const body = (await response.json()) as { data: { id: number; name: string } };
  return body.data;
}
const HOTEL = await hotelNamed(1);
const SOUTH_AUSTRALIAN = await firstProduct({ stateId: 'au-sa' });

/** Pages whose content is still to come: they show the honest coming-soon body. */
const COMING_SOON = new Set<string>();
const FULL = { header: 'full', fixed: true, banner: true } as const;
const REDUCED = { header: 'reduced', fixed: true, banner: false } as const;

/** Spec §2's route table: path → expected chrome and page title. */
const OPEN_ROUTES: [string, Chrome][] = [
  ['', { ...FULL, title: 'Welcome to Southern Cross Journeys' }],
  ['/cruise-ship', { ...FULL, title: en.routes.cruiseShip }],
  ['/south-australia', { ...FULL, title: en.routes.southAustralia }],
  [`/south-australia-info/${SOUTH_AUSTRALIAN.code}`, { ...FULL, title: SOUTH_AUSTRALIAN.title }],
  ['/visitor-order', { ...FULL, title: en.routes.visitorOrder }],
  ['/orderdetails/OC1001', { ...FULL, title: en.routes.orderDetails }],
  ['/search', { ...FULL, title: en.routes.search }],
  [`/product/${PRODUCT.code}`, { ...FULL, title: PRODUCT.title }],
  ['/orderform/TP100/G1', { ...REDUCED, title: en.routes.orderForm }],
  ['/orderpay/5001/0', { ...REDUCED, title: en.routes.orderPay }],
  ['/supmentpay/5001/9', { ...REDUCED, title: en.routes.supplementaryPay }],
  ['/successful/alipay/MTN42/tok', { ...REDUCED, title: en.routes.successful }],
  ['/hotel', { ...FULL, fixed: false, title: en.routes.hotel }],
  [`/hoteldetail/${HOTEL.id}`, { ...FULL, title: HOTEL.name }],
];

/**
 * Login-only routes for a simulated member, whose list calls are answered with empty pages (a
 * simulated token cannot pass the API). The info, person-admin, collect and setting tabs:
 * identity.spec.ts; the orders, cart, coupons and points with a real member: orders.spec.ts.
 */
const LOGIN_ROUTES: [string, string, string][] = [
  ['/my', '/my/order', en.account.tabs.order],
  ['/my/order', '/my/order', en.account.tabs.order],
  ['/my/coupon', '/my/coupon', en.account.tabs.coupon],
  ['/my/integral', '/my/integral', en.account.tabs.integral],
  ['/cart', '/cart', en.routes.cart],
];

/** Empty answers of the member list calls, for a simulated member. */
async function stubMemberLists(context: BrowserContext): Promise<void> {
  const empty = { pageIndex: 1, pageSize: 10, total: 0, list: [] };
  const answers: [string, unknown][] = [
    ['**/api/v1/order/pagging', empty],
    ['**/api/v1/account/coupon/pagging', empty],
    ['**/api/v1/account/integral/pagging', { ...empty, balance: 0 }],
    [
      '**/api/v1/account/integral/balance',
      { balance: 0, earnPerUnit: 1, earnEvery: 100, step: 100, stepValue: 100, currency: 'AUD', maxRedeemPercent: 50 },
    ],
    ['**/api/v1/operation/Cart/pagging', { ...empty, pageSize: 20 }],
  ];
  for (const [url, data] of answers) {
    await context.route(url, (route) =>
      // The header's cart count check (check 1) goes to the server as before.
      (route.request().postDataJSON() as { check?: number } | null)?.check === 1
        ? route.continue()
        : route.fulfill({ json: { code: 0, message: 'ok', data } }),
    );
  }
}

async function chromeOf(page: Page) {
  const header = page.locator('header[data-header]');
  return {
    header: await header.getAttribute('data-header'),
    fixed: (await header.getAttribute('data-fixed')) === 'true',
    position: await header.evaluate((el) => getComputedStyle(el).position),
    banner: (await page.getByTestId('footer-banner').count()) === 1,
    pickers: (await page.getByTestId('language-picker').count()) + (await page.getByTestId('currency-picker').count()),
    copyright: await page.locator('footer').innerText(),
  };
}

let browser: Browser;
let visitor: BrowserContext;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newContext(browser);
  member = await newContext(browser);
  await simulateLogin(member);
  await stubMemberLists(member);
});
afterAll(async () => {
  await browser?.close();
});

describe('every route of the table resolves with its chrome', () => {
  it.each(OPEN_ROUTES)('%s', async (path, expected) => {
    const page = await visitor.newPage();
    const errors = collectPageErrors(page);
    await open(page, BASE + path);
    expect(pathOf(page)).toBe(BASE + path);
    await expect(page.getByRole('heading', { level: 1 }).first().innerText()).resolves.toBe(expected.title);
    const chrome = await chromeOf(page);
    expect(chrome.header).toBe(expected.header);
    expect(chrome.fixed).toBe(expected.fixed);
    expect(chrome.position).toBe(expected.fixed ? 'sticky' : 'relative');
    expect(chrome.banner).toBe(expected.banner);
    expect(chrome.pickers).toBe(expected.header === 'full' ? 2 : 0);
    expect(chrome.copyright).toContain(`© ${new Date().getFullYear()} Southern Cross Journeys`);
    if (COMING_SOON.has(path)) await expect(page.getByTestId('coming-soon').count()).resolves.toBe(1);
    expect(await page.title()).toContain('Southern Cross Journeys');
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(LOGIN_ROUTES)('%s (logged in)', async (path, landing, title) => {
    const page = await member.newPage();
    await open(page, BASE + path);
    await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
    expect(pathOf(page)).toBe(BASE + landing);
    const chrome = await chromeOf(page);
    expect(chrome.header).toBe('full');
    expect(chrome.banner).toBe(true);
    await expect(page.getByTestId('account-menu').count()).resolves.toBe(1);
    await page.close();
  });

  it('works without the currency segment', async () => {
    const page = await visitor.newPage();
    await open(page, '/518200/zh-cn/hotel');
    expect(pathOf(page)).toBe('/518200/zh-cn/hotel');
    await expect(page.getByTestId('currency-symbol').innerText()).resolves.toBe('NZ$');
    await page.close();
  });

  it('/error is a not-found page with a link home', async () => {
    const page = await visitor.newPage();
    await page.goto('/error');
    await page.getByTestId('not-found').waitFor();
    const home = page.getByRole('link', { name: en.error.backHome });
    await home.click();
    await page.waitForURL(/\/456817\/[a-z-]+\/[a-z]+$/);
    await page.getByTestId('home-hero').waitFor();
    await page.close();
  });

  it('the home header is 92 px and other pages 60 px', async () => {
    const page = await visitor.newPage();
    await open(page, BASE);
    await expect(page.locator('header[data-header]').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(
      92,
    );
    await page.getByRole('search').getByRole('button', { name: en.common.search }).click();
    await page.waitForURL(`**${BASE}/search`);
    await page.getByTestId('result-count').waitFor();
    await expect(page.locator('header[data-header]').evaluate((el) => el.getBoundingClientRect().height)).resolves.toBe(
      60,
    );
    await page.close();
  });

  it('the cart icon asks a visitor to log in, with the login dialog', async () => {
    const page = await visitor.newPage();
    await open(page, `${BASE}/search`);
    await page.getByRole('button', { name: en.header.cart, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.login.title });
    await dialog.waitFor();
    await expect(dialog.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(526);
    await dialog.getByRole('button', { name: en.login.submitCode }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('a member sees the cart badge, and logging out on a login-only page goes home', async () => {
    const context = await newContext(browser);
    await simulateLogin(context, '456817', 3);
    await stubMemberLists(context);
    const page = await context.newPage();
    await open(page, `${BASE}/my/coupon`);
    await expect(page.getByTestId('cart-badge').innerText()).resolves.toBe('3');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: en.header.logout }).click();
    await page.waitForURL(`**${BASE}`);
    await page.getByRole('button', { name: en.header.login }).waitFor();
    await context.close();
  });
});
