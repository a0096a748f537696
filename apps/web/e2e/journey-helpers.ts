import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
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
  { merchant = '456817', language = 'en-AU', currency = 'AUD', body, token }: ApiOptions = {},
): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      businessNumber: merchant,
      language,
      currency,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

type ApiOptions = { merchant?: string; language?: string; currency?: string; body?: unknown; token?: string };

/** A new member of a merchant, logged in by email code from the dev outbox; answers the token. */
export async function newMember(merchant = '456817', tag = 'journey'): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const since = Date.now();
  await api('/v1/identity/send/emailcode', { merchant, body: { email, type: 1 } });
  let code: string | null | undefined;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await api<{ token: string }>('/v1/identity/emaillogon', { merchant, body: { email, checkCode: code } }))
    .token;
}
