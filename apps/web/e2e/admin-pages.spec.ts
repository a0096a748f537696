import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, DESKTOP, launchBrowser, PHONE } from './browser';
import { deskPage, findItem, newShopper, placePaidOrder } from './admin-helpers';
import { axeProblems, overflowsSideways } from './journey-helpers';

/** Every desk page at a phone's and a desktop's width: no serious axe finding, nothing sticking out, a screenshot to look at. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';

let browser: Browser;
let ocode: string;
let manifest: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const shopper = await newShopper('pages');
  const item = await findItem(shopper.token, true);
  ocode = await placePaidOrder(shopper, item);
  // One order waiting for the merchant, so the queue and the dashboard show one.
  await placePaidOrder(shopper, await findItem(shopper.token, false));
  manifest = new URLSearchParams({ product: item.productCode, package: item.gcode, date: item.date }).toString();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES: [name: string, path: () => string, heading: string | RegExp][] = [
  ['dashboard', () => '/admin/', 'Dashboard'],
  ['queue', () => '/admin/queue', 'Queue'],
  ['orders', () => '/admin/orders', 'Orders'],
  ['order', () => `/admin/orders/${ocode}`, /^Order /],
  ['manifests', () => `/admin/manifests?${manifest}`, 'Manifests'],
  ['settings', () => '/admin/settings', 'Storefront settings'],
  ['audit', () => '/admin/audit', 'Audit log'],
  ['staff', () => '/admin/staff', 'Staff'],
  ['account', () => '/admin/account', 'My account'],
];

/** What is wrong with the page: serious axe findings, sideways overflow (after saving its screenshot). */
async function check(page: Page, name: string, width: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  const problems = (await axeProblems(page)).map((p) => `${name} at ${width}: ${p}`);
  if (await overflowsSideways(page)) problems.push(`${name} at ${width}: wider than the screen`);
  return problems;
}

describe('desk pages', () => {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`sign-in page at ${width}`, { timeout: 60_000 }, async () => {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport });
      const page = await context.newPage();
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
      expect(await check(page, 'login', width)).toEqual([]);
      await context.close();
    });

    it(`every signed-in page at ${width}`, { timeout: 240_000 }, async () => {
      const page = await deskPage(browser, viewport);
      const problems: string[] = [];
      for (const [name, path, heading] of PAGES) {
        await page.goto(path());
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
        problems.push(...(await check(page, name, width)));
      }
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
});
