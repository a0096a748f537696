import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE, priceCalendar } from './browser';

/**
 * Shopper journey, finding 2: money keeps its cents. Spec §5 drops only a trailing `.00`, so the
 * NZD store shows NZ$66.80 (never NZ$66.8) on cards, calendar days, the booking total and the
 * order form's total, on a phone and a desktop.
 */

const MERCHANT = '518200';
const STORE = `/${MERCHANT}/en-au/nzd`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'NZD', 'Content-Type': 'application/json' };

type Product = { code: string; title: string; price: number };

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A money text whose cents lost their trailing zero (`NZ$66.8`). */
const ONE_DECIMAL = /\$[\d,]+\.\d(?!\d)/;
const dollars = (cents: number) =>
  `NZ$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let browser: Browser;
let product: Product;

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await api<{ list: Product[] }>('/v1/tripproduct/operation/pagging', { pageIndex: 1, pageSize: 50 });
  // A price with ten-cent precision (66.80) is the one the old format cut to 66.8.
  const found = page.list.find((p) => p.price % 10 === 0 && p.price % 100 !== 0);
  if (!found) throw new Error('no NZD product priced in ten-cent steps');
  product = found;
});
afterAll(async () => {
  await browser?.close();
});

async function calendarAmounts(page: Page): Promise<string[]> {
  const calendar = await priceCalendar(page);
  await calendar.locator('button[data-date]:not([disabled])').first().waitFor();
  return calendar
    .locator('button[data-date]:not([disabled])')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span + span')?.textContent ?? ''));
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('money on the NZD store (%s)', (_name, viewport) => {
  it('shows two decimals unless they are .00: card, calendar, booking total, order form', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, `${STORE}/search?keyword=${encodeURIComponent(product.title)}`);
    const card = page.getByTestId('product-card').filter({ hasText: product.title }).first();
    await card.waitFor();
    await expect(card.getByTestId('price').first().innerText()).resolves.toBe(dollars(product.price));
    expect(await page.locator('main').innerText()).not.toMatch(ONE_DECIMAL);

    await open(page, `${STORE}/product/${product.code}`);
    await page.getByTestId('booking-panel').waitFor();
    const amounts = await calendarAmounts(page);
    expect(amounts.filter((amount) => /\.\d$/.test(amount))).toEqual([]);
    await (await priceCalendar(page)).locator('button[data-date]:not([disabled])').first().click();
    const total = await page.getByTestId('booking-total').innerText();
    expect(total).toMatch(/NZ\$[\d,]+(\.\d\d)?/);
    expect(await page.getByTestId('product-page').innerText()).not.toMatch(ONE_DECIMAL);

    const detail = await api<{ packages: { gcode: string; firstAvailableDate: string | null }[] }>(
      `/v1/tripproduct/detail/${product.code}`,
    );
    const pack = detail.packages.find((p) => p.firstAvailableDate)!;
    await open(page, `${STORE}/orderform/${product.code}/${pack.gcode}?date=${pack.firstAvailableDate}&adult=1`);
    const orderTotal = page.getByTestId('order-total');
    await orderTotal.waitFor();
    expect(await orderTotal.innerText()).not.toMatch(ONE_DECIMAL);
    expect(await page.locator('main').innerText()).not.toMatch(ONE_DECIMAL);

    expect(errors).toEqual([]);
    await context.close();
  });
});
