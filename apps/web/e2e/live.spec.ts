import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, launchBrowser, newContext, open } from './browser';

/**
 * The live connection end to end (issue 8, spec §4): a member logged in through the dev outbox
 * has two tabs open; an item added to the cart in one tab moves the badge in the other within a
 * few seconds, pushed over the hub. A session ended elsewhere (ForceOffline) logs both tabs out
 * with the translated notice.
 */

const MERCHANT = '456817';
const HOME = `/${MERCHANT}/en-au/aud`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD', 'Content-Type': 'application/json' };

let browser: Browser;
let context: BrowserContext;
let token = '';

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

/** Resolves once the page's hub connection has answered the handshake (its first frame). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/hubs/online')) return;
      expect(socket.url()).toContain('timezone=-480');
      expect(socket.url()).toContain(`businessNumber=${MERCHANT}`);
      socket.once('framereceived', () => resolve());
    });
  });
}

async function openTab(): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const ready = liveReady(page);
  await open(page, HOME);
  await ready;
  return { page, errors };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await logInByEmailCode(`e2e-live-${Date.now()}@example.com`);
  context = await newContext(browser);
  // The session as the login dialog leaves it: the token in the persisted user store.
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${MERCHANT}_user`,
    value: JSON.stringify({ state: { token, socketMsg: { cartNumber: 0 } }, version: 0 }),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('live connection', () => {
  it('moves the cart badge in the other tab when an item is added in one', async () => {
    const first = await openTab();
    const second = await openTab();
    expect(await second.page.getByTestId('cart-badge').count()).toBe(0);

    const products = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
      pageIndex: 1,
      pageSize: 1,
    });
    const detail = await api<{ packages: { gcode: string; firstAvailableDate: string | null }[] }>(
      `/v1/tripproduct/detail/${products.list[0]!.code}`,
    );
    const pack = detail.packages.find((p) => p.firstAvailableDate)!;
    const line = {
      kind: 'product',
      productCode: products.list[0]!.code,
      gcode: pack.gcode,
      date: pack.firstAvailableDate,
      quantities: { adult: 1 },
    };
    // Added from the first tab, the way the product page adds it.
    const added = await first.page.evaluate(
      async ({ body, auth, headers }) => {
        const response = await fetch('/api/v1/operation/Cart/add', {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${auth}` },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { code: number; data: { cartNumber: number } };
      },
      { body: line, auth: token, headers: HEADERS },
    );
    expect(added.code).toBe(0);

    const badge = second.page.getByTestId('cart-badge');
    await badge.waitFor({ timeout: 5000 });
    expect(await badge.textContent()).toBe(String(added.data.cartNumber));
    await first.page.getByTestId('cart-badge').waitFor({ timeout: 5000 });
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it('logs every tab out with the translated notice when the session ends elsewhere', async () => {
    const tab = await openTab();
    await tab.page.getByTestId('account-menu').waitFor();
    // Logout from another device revokes the token: the hub sends ForceOffline, then closes.
    await api('/v1/identity/logout', {}, token);
    await tab.page.getByText(en.live.forceOffline).waitFor({ timeout: 5000 });
    await tab.page.getByRole('button', { name: en.header.login }).first().waitFor({ timeout: 5000 });
    expect(await tab.page.getByTestId('account-menu').count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });
});
