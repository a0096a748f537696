import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE, priceCalendar } from './browser';

/**
 * Shopper journey, finding 3: checkout remembers. The product page keeps its package, date and
 * travellers in its URL; the order form keeps what was typed in session storage. A reload of the
 * order form, back to the product page and forward again lose nothing — on a phone and a desktop.
 */

const MERCHANT = '456817';
const STORE = `/${MERCHANT}/en-au/aud`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD', 'Content-Type': 'application/json' };

type Detail = { packages: { gcode: string; title: string; firstAvailableDate: string | null }[] };

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A product with two sellable packages, and the second of them (not the page's default). */
async function twoPackageProduct(): Promise<{ code: string; pack: Detail['packages'][number] }> {
  const list = await api<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
    pageIndex: 1,
    pageSize: 30,
  });
  for (const { code } of list.list) {
    const sellable = (await api<Detail>(`/v1/tripproduct/detail/${code}`)).packages.filter((p) => p.firstAvailableDate);
    if (sellable.length >= 2) return { code, pack: sellable[1]! };
  }
  throw new Error('no product with two sellable packages');
}

let browser: Browser;
let product: Awaited<ReturnType<typeof twoPackageProduct>>;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await twoPackageProduct();
});
afterAll(async () => {
  await browser?.close();
});

const selectedDay = async (page: Page) =>
  (await priceCalendar(page))
    .locator('button[data-date]')
    .evaluateAll(
      (buttons, selected) =>
        buttons.find((b) => (b.getAttribute('aria-label') ?? '').endsWith(selected))?.getAttribute('data-date'),
      `, ${en.product.calendar.selected}`,
    );

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('checkout remembers (%s)', (_width, viewport) => {
  it('keeps the package, date and travellers in the URL and the typed form across reload, back and forward', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${STORE}/product/${product.code}`);
    const panel = page.getByTestId('booking-panel');
    await panel.waitFor();

    // The choice goes through the URL, so the radio is checked once the navigation settles.
    const radio = panel.getByRole('radio', { name: new RegExp(product.pack.title) });
    await radio.click();
    await expect.poll(() => radio.isChecked()).toBe(true);
    const day = (await priceCalendar(page)).locator('button[data-date]:not([disabled])').first();
    await day.waitFor();
    const date = (await day.getAttribute('data-date'))!;
    await day.click();
    const oneAdult = await page.getByTestId('booking-total').innerText();
    await panel.getByRole('button', { name: /More: Adult/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('adult')).toBe('2');
    await expect.poll(() => page.getByTestId('booking-total').innerText()).not.toBe(oneAdult);
    const url = new URL(page.url());
    expect(url.searchParams.get('package')).toBe(product.pack.gcode);
    expect(url.searchParams.get('date')).toBe(date);
    const total = await page.getByTestId('booking-total').innerText();

    // A reload of the product page keeps it all.
    await page.reload();
    await panel.waitFor();
    await expect.poll(() => selectedDay(page)).toBe(date);
    expect(await panel.getByRole('radio', { name: new RegExp(product.pack.title) }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('booking-total').innerText()).toBe(total);

    // The order form: what is typed survives a reload.
    await page.getByTestId('checkout-book').click();
    await page.getByTestId('traveller').first().waitFor();
    const traveller = page.getByTestId('traveller').first();
    const lastName = traveller.getByRole('textbox', { name: en.order.lastName, exact: true });
    const birth = traveller.getByRole('textbox', { name: en.order.birthDate, exact: true });
    const email = page
      .locator('section[aria-labelledby="contact-title"]')
      .getByRole('textbox', { name: en.order.email });
    await lastName.fill('smith');
    await lastName.blur();
    await birth.fill('17/05/1990');
    await birth.blur();
    await email.fill('jane@example.com');
    await email.blur();
    await page.reload();
    await lastName.waitFor();
    await expect(lastName.inputValue()).resolves.toBe('SMITH');
    await expect(birth.inputValue()).resolves.toBe('17/05/1990');
    await expect(email.inputValue()).resolves.toBe('jane@example.com');

    // Back to the product page: its package, date and travellers; forward again: the form.
    await page.goBack();
    await panel.waitFor();
    await expect.poll(() => selectedDay(page)).toBe(date);
    expect(await panel.getByRole('radio', { name: new RegExp(product.pack.title) }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('booking-total').innerText()).toBe(total);
    await page.goForward();
    await lastName.waitFor();
    await expect(lastName.inputValue()).resolves.toBe('SMITH');
    await expect(email.inputValue()).resolves.toBe('jane@example.com');

    expect(errors).toEqual([]);
    await context.close();
  });
});
