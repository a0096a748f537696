import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/** A fresh context (own storage) at a viewport, with the base URL applied to relative paths. */
export function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  locale = 'en-AU',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, viewport, locale });
}

/** Waits until the guard has let the page render its chrome. */
export async function waitForChrome(page: Page): Promise<void> {
  await page.locator('header[data-header]').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.title !== '' && document.title !== 'Storefront');
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
}

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
