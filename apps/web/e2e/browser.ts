import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { Account } from '@storefront/contracts';

/** Debian's Chromium (DESIGN §2): `npx playwright install` cannot work on this machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The server under test, started by the root test runner (or by hand for local runs). */
export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100').replace(/\/+$/, '');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * React's hydration complaints (a server-rendered page whose first browser render differs):
 * development builds say "Hydration…"/"did not match", production builds the minified errors
 * 418/423/425, and the storefront's own recoverable-error report starts with "Hydration".
 */
export const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|422|423|425)\b/i;

/** Every hydration complaint any page of any context logged; e2e/hydration-check.ts fails a test on one. */
export const hydrationProblems: string[] = [];

function watchHydration(context: BrowserContext): void {
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) {
        hydrationProblems.push(`${page.url()}: ${message.text().slice(0, 500)}`);
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message))
        hydrationProblems.push(`${page.url()}: ${error.message.slice(0, 500)}`);
    });
  });
}

/** A fresh context (own storage) at a viewport, with the base URL applied to relative paths. */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  locale = 'en-AU',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale });
  // The storefront compares its HTML before and after hydrating only when asked (main.tsx).
  await context.addInitScript(() => {
    (window as { storefrontCheckHydration?: boolean }).storefrontCheckHydration = true;
  });
  watchHydration(context);
  return context;
}

/**
 * Waits until the guard has let the page render its chrome, and React runs it (a server-rendered
 * page shows its chrome before it hydrates; typing there before would be lost).
 */
export async function waitForChrome(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('header[data-header]').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.title !== '' && document.title !== 'Storefront');
}

/**
 * The product page's price calendar, scrolled into view: its month grid renders when it nears the
 * screen (below the photos on a phone).
 */
export async function priceCalendar(page: Page): Promise<Locator> {
  const calendar = page.getByTestId('price-calendar');
  await calendar.scrollIntoViewIfNeeded();
  return calendar;
}

/** The path part of the page's URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Where screenshots go: the repository's test output folder. */
export const SCREENS_DIR = fileURLToPath(new URL('../../../test-results/screens/', import.meta.url));

/**
 * Simulates a logged-in member: the user store's persisted token is written before any page
 * script runs. (Real login belongs to the identity suite.)
 */
export async function simulateLogin(context: BrowserContext, merchant = '456817', cartNumber = 0): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${merchant}_user`,
    value: JSON.stringify({ state: { token: 'e2e-token', socketMsg: { cartNumber } }, version: 0 }),
  });
  // The hub refuses the simulated token, and the app then asks the API whether the session still
  // stands (a 1005 there logs out): the simulated member's account is answered here.
  await context.route('**/api/v1/account/load', (route) =>
    route.fulfill({ json: { code: 0, message: 'ok', data: SIMULATED_ACCOUNT } }),
  );
}

const SIMULATED_ACCOUNT: Account = {
  id: 7,
  nickName: 'e2e@example.com',
  headimg: '',
  email: 'e2e@example.com',
  phone: '',
  country: null,
  lastName: 'LEE',
  firstName: 'ANN',
  appellation: 2,
  datebirth: '1990-05-12',
  nationality: 'AU',
  residency: 'AU',
  roleName: 'member',
  subscribe: 0,
  orderEmail: 1,
  orderMsg: 0,
  activityMsg: 0,
  activityEmail: 0,
  favoritesCount: 0,
  couponsCount: 0,
  integralCount: 0,
  completed: true,
};

/** Navigates and waits until the guard has settled on a page with its chrome. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForChrome(page);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
