import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP } from './browser';

/** Kiwi Trails, the demo merchant the back-office suite runs as (its owner is seeded outside production). */
export const DESK_MERCHANT = '518200';
export const DESK_CURRENCY = 'NZD';
export const OWNER = { email: `owner@${DESK_MERCHANT}.example`, password: `Demo-${DESK_MERCHANT}-owner` };
export const SHOP_HOME = `/${DESK_MERCHANT}/en-au/nzd`;

type Options = { body?: unknown; token?: string };

/** The shop API as Kiwi Trails' shopper sees it, envelope unwrapped. */
export async function shopApi<T>(path: string, { body, token }: Options = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      businessNumber: DESK_MERCHANT,
      language: 'en-AU',
      currency: DESK_CURRENCY,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

export type OutboxEntry = { to: string; subject: string; body: string; code: string | null; sentAt: string };

export async function outbox(to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxEntry[];
}

/** Polls the dev outbox until a mail to `to` since `since` matches. */
export async function waitForMail(to: string, since: number, match: RegExp): Promise<OutboxEntry> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = (await outbox(to)).find((e) => Date.parse(e.sentAt) >= since - 1000 && match.test(e.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${match}`);
}

/** A new shopper of Kiwi Trails, signed in by an email code from the dev outbox. */
export async function newShopper(tag: string): Promise<{ email: string; token: string }> {
  const email = `e2e-desk-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const since = Date.now();
  await shopApi('/v1/identity/send/emailcode', { body: { email, type: 1 } });
  const mail = await waitForMail(email, since, /./);
  const token = (await shopApi<{ token: string }>('/v1/identity/emaillogon', { body: { email, checkCode: mail.code } }))
    .token;
  return { email, token };
}

type Item = { kind: 'product'; productCode: string; gcode: string; date: string; quantities: Record<string, number> };

/**
 * A bookable line of a product whose confirmation is instant or not, as the order quote says
 * (the seed decides per package): the first such package with a day that has places.
 */
export async function findItem(token: string, instant: boolean, skip: string[] = []): Promise<Item> {
  const page = await shopApi<{ list: { code: string; type: string }[] }>('/v1/tripproduct/operation/pagging', {
    body: { pageIndex: 1, pageSize: 50 },
  });
  for (const product of page.list) {
    if (product.type === 'cruise') continue;
    const detail = await shopApi<{
      packages: { gcode: string; firstAvailableDate: string | null; prices: { priceType: string }[] }[];
    }>(`/v1/tripproduct/detail/${product.code}`);
    for (const pack of detail.packages) {
      if (!pack.firstAvailableDate || skip.includes(pack.gcode)) continue;
      const days = await shopApi<{ date: string; stock: number }[]>(
        `/v1/tripproduct/calendar/${product.code}/${pack.gcode}`,
      );
      const day = days.find((d) => d.stock >= 2);
      if (!day) continue;
      const item: Item = {
        kind: 'product',
        productCode: product.code,
        gcode: pack.gcode,
        date: day.date,
        quantities: { [pack.prices[0]!.priceType]: 1 },
      };
      const quote = await shopApi<{ items: { instantConfirmation: boolean }[] }>('/v1/order/quote', {
        token,
        body: { item },
      });
      if (quote.items[0]?.instantConfirmation === instant) return item;
    }
  }
  throw new Error(`no product with instantConfirmation ${instant}`);
}

/** Places an order for the shopper and pays it on the sandbox's hosted page; answers its code. */
export async function placePaidOrder(shopper: { email: string; token: string }, item: Item): Promise<string> {
  const created = await shopApi<{ order: { ocode: string } }>('/v1/order/create', {
    token: shopper.token,
    body: {
      item,
      contact: { lastName: 'HOPE', firstName: 'KIRI', email: shopper.email },
      travellers: [
        {
          lastName: 'HOPE',
          firstName: 'KIRI',
          appellation: 2,
          datebirth: '1988-03-14',
          nationality: 'NZ',
          idType: 1,
          idNumber: 'LA1234567',
          idExpiry: '2035-01-01',
        },
      ],
    },
  });
  const ocode = created.order.ocode;
  const checkout = await shopApi<{ redirectUrl: string }>(`/v1/payment/create/${ocode}`, {
    token: shopper.token,
    body: {},
  });
  const pressed = await fetch(`${BASE_URL}${checkout.redirectUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (pressed.status !== 303) throw new Error(`sandbox pay: ${pressed.status}`);
  return ocode;
}

/** A page of a fresh context signed in to the desk through its login form. */
export async function deskPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: 'en-NZ' });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return page;
}

/** A storefront page of the shopper, signed in with the web's own stored session. */
export async function shopperPage(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, locale: 'en-NZ' });
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${DESK_MERCHANT}_user`,
    value: JSON.stringify({ state: { token, socketMsg: { cartNumber: 0 } }, version: 0 }),
  });
  return context.newPage();
}

/** The CSS variable the storefront's primary colour lives in, as the page computes it. */
export const primaryColour = (page: Pick<Page, 'evaluate'>) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-first').trim().toLowerCase(),
  );
