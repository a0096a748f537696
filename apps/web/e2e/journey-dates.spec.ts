import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import ko from '../../../packages/reference-data/src/ui-text/ko-KR.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE } from './browser';

/**
 * Shopper journey, finding 9: dates of birth typed the way the page language writes them. An
 * Australian types 17/05/1990 (day first) and the order goes to the server with 1990-05-17; a
 * Korean types 1990. 5. 17. — on a phone and a desktop.
 */

const MERCHANT = '456817';

async function orderFormPath(language: string, currency: string): Promise<string> {
  const headers = { businessNumber: MERCHANT, language, currency, 'Content-Type': 'application/json' };
  const call = async <T>(path: string, body?: unknown) => {
    const response = await fetch(`${BASE_URL}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const list = await call<{ list: { code: string }[] }>('/v1/tripproduct/operation/pagging', {
    pageIndex: 1,
    pageSize: 3,
    tagIds: [1],
  });
  // Not the first product: other suites book that one, and a guest order holds places.
  const code = list.list.at(-1)!.code;
  const detail = await call<{ packages: { gcode: string }[] }>(`/v1/tripproduct/detail/${code}`);
  const gcode = detail.packages[0]!.gcode;
  const days = await call<{ date: string; stock: number }[]>(`/v1/tripproduct/calendar/${code}/${gcode}`);
  const date = days.find((day) => day.stock >= 3)!.date;
  return `/${MERCHANT}/${language.toLowerCase()}/${currency.toLowerCase()}/orderform/${code}/${gcode}?date=${date}&adult=1`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const errorOf = async (page: Page, input: Locator) => {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"][role="alert"]`).allInnerTexts()));
  return texts.flat().join(' ');
};

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('dates of birth (%s)', (_width, viewport) => {
  it('en-AU: 17/05/1990 is accepted, shown day first and sent as 1990-05-17', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, await orderFormPath('en-AU', 'AUD'));

    const traveller = page.getByTestId('traveller').first();
    await traveller.getByLabel(en.order.appellation).selectOption({ index: 1 });
    await traveller.getByLabel(en.order.nationality).selectOption({ index: 1 });
    await field(traveller, en.order.lastName).fill('SMITH');
    await field(traveller, en.order.firstName).fill('JANE');
    const birth = field(traveller, en.order.birthDate);
    await expect(birth.getAttribute('placeholder')).resolves.toBe('DD/MM/YYYY');
    await birth.pressSequentially('17/05/1990');
    await birth.blur();
    await field(traveller, en.order.idNumber).fill('PA1234567');
    const expiry = field(traveller, en.order.idExpiry);
    await expiry.fill('1/1/2035');
    await expiry.blur();
    await expect(expiry.inputValue()).resolves.toBe('01/01/2035');
    await page.waitForTimeout(400);
    expect(await errorOf(page, birth)).toBe('');
    await expect(birth.inputValue()).resolves.toBe('17/05/1990');

    // A date that is not on the calendar is refused with the field's own text.
    await birth.fill('31/02/1990');
    await birth.blur();
    await expect.poll(() => errorOf(page, birth)).toBe(en.form.birthDate);
    await birth.fill('17/05/1990');
    await birth.blur();
    await expect.poll(() => errorOf(page, birth)).toBe('');

    const contact = page.locator('section[aria-labelledby="contact-title"]');
    await field(contact, en.order.lastName).fill('SMITH');
    await field(contact, en.order.firstName).fill('JANE');
    await contact.getByRole('textbox', { name: en.order.email }).fill(`e2e-dates-${Date.now()}@example.com`);
    await page.getByTestId('order-terms').check();
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/order/create'));
    await page.getByTestId('order-submit').click();
    const body = (await request).postDataJSON() as { travellers: { datebirth: string; idExpiry: string }[] };
    expect(body.travellers[0]).toMatchObject({ datebirth: '1990-05-17', idExpiry: '2035-01-01' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('ko-KR: 1990. 5. 17. is accepted and shown as 1990-05-17', async () => {
    const context = await newContext(browser, viewport, 'ko-KR');
    const page = await context.newPage();
    await open(page, await orderFormPath('ko-KR', 'KRW'));
    const traveller = page.getByTestId('traveller').first();
    const birth = field(traveller, ko.order.birthDate);
    await birth.pressSequentially('1990. 5. 17.');
    await birth.blur();
    await expect(birth.inputValue()).resolves.toBe('1990-05-17');
    await page.waitForTimeout(400);
    expect(await errorOf(page, birth)).toBe('');
    await context.close();
  });
});
