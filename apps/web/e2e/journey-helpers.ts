import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, PHONE } from './browser';

/** Both widths of the shopper-journey checks: every finding is checked on a phone and a desktop. */
export const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Serious and critical axe violations on the page, one line each (as the a11y suite counts them). */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** True when the page is wider than its viewport (something sticks out sideways). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** One call to the API under test, envelope unwrapped. */
export async function api<T>(
  path: string,
  { merchant = '456817', language = 'en-AU', currency = 'AUD', body, token, from }: ApiOptions = {},
): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      businessNumber: merchant,
      language,
      currency,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'X-Forwarded-For': from } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

type ApiOptions = {
  merchant?: string;
  language?: string;
  currency?: string;
  body?: unknown;
  token?: string;
  /** The client address the request comes from, through the suite's server's trusted proxy (loopback). */
  from?: string;
};

/**
 * Each new member signs up from an address of its own (198.18.0.0/15, the range kept for
 * testing), as real members come from many networks: from loopback alone the suite's members
 * met the 20-codes-an-hour limit per address, and a retried test found it spent (4290).
 */
const memberAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A new member of a merchant, logged in by email code from the dev outbox; answers the token. */
export async function newMember(merchant = '456817', tag = 'journey'): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const since = Date.now();
  const from = memberAddress();
  await api('/v1/identity/send/emailcode', { merchant, body: { email, type: 1 }, from });
  let code: string | null | undefined;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await api<{ token: string }>('/v1/identity/emaillogon', { merchant, body: { email, checkCode: code }, from }))
    .token;
}

/** Puts a member's session in the page's storage before any script runs (the web's own key). */
export async function useMemberToken(
  context: { addInitScript: BrowserContext['addInitScript'] },
  token: string,
  merchant = '456817',
): Promise<void> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), memberTokenEntry(token, merchant));
}

/** The saved user a login leaves in localStorage, holding only the token. */
export function memberTokenEntry(token: string, merchant = '456817'): { key: string; value: string } {
  return {
    key: `${merchant}_user`,
    value: JSON.stringify({ state: { token, socketMsg: { cartNumber: 0 } }, version: 0 }),
  };
}

/** Adds one line of the n-th product (first sellable package, a day with places two weeks ahead) to a cart. */
export async function addProductLine(token: string, n: number, merchant = '456817'): Promise<string> {
  const products = await api<{ list: { code: string; title: string }[] }>('/v1/tripproduct/operation/pagging', {
    merchant,
    body: { pageIndex: 1, pageSize: n + 1 },
  });
  const product = products.list[n]!;
  const detail = await api<{
    packages: { gcode: string; firstAvailableDate: string | null; prices: { priceType: string }[] }[];
  }>(`/v1/tripproduct/detail/${product.code}`, { merchant });
  const pack = detail.packages.find((p) => p.firstAvailableDate)!;
  const days = await api<{ date: string; stock: number }[]>(`/v1/tripproduct/calendar/${product.code}/${pack.gcode}`, {
    merchant,
  });
  const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const day = days.find((d) => d.date >= from && d.stock >= 3) ?? days.find((d) => d.stock >= 1)!;
  await api('/v1/operation/Cart/add', {
    merchant,
    token,
    body: {
      kind: 'product',
      productCode: product.code,
      gcode: pack.gcode,
      date: day.date,
      quantities: { [pack.prices[0]!.priceType]: 1 },
    },
  });
  return product.title;
}

/** How many lines the member's cart holds, asked of the server. */
export async function cartCount(token: string, merchant = '456817'): Promise<number> {
  const page = await api<{ total: number }>('/v1/operation/Cart/pagging', {
    merchant,
    token,
    body: { pageIndex: 1, pageSize: 50, check: 0 },
  });
  return page.total;
}
