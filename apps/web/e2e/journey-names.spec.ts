import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ko from '../../../packages/reference-data/src/ui-text/ko-KR.json' with { type: 'json' };
import zh from '../../../packages/reference-data/src/ui-text/zh-CN.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE } from './browser';

/**
 * Shopper journey, finding 1: names typed in Chinese or Korean on the order form. Names are Latin
 * letters as on the passport (spec §5 strips CJK); the field says so before typing (a hint read
 * with the field) and at once when 王 or 김민준 is typed, instead of staying silently empty.
 */

const MERCHANT = '456817';

async function orderFormPath(language: 'zh-CN' | 'ko-KR', currency: string): Promise<string> {
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
    pageSize: 1,
  });
  const code = list.list[0]!.code;
  const detail = await call<{ packages: { gcode: string; firstAvailableDate: string | null }[] }>(
    `/v1/tripproduct/detail/${code}`,
  );
  const pack = detail.packages.find((p) => p.firstAvailableDate)!;
  const lang = language.toLowerCase();
  return `/${MERCHANT}/${lang}/${currency.toLowerCase()}/orderform/${code}/${pack.gcode}?date=${pack.firstAvailableDate}&adult=1`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The field's hint and its live error, found through the input's aria-describedby. */
async function describedBy(page: Page, input: ReturnType<Page['getByRole']>): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(' | ');
}

const CASES = [
  { language: 'zh-CN', currency: 'CNY', text: zh, typed: ['王', '李'], contactTyped: '王' },
  { language: 'ko-KR', currency: 'KRW', text: ko, typed: ['김', '민준'], contactTyped: '김민준' },
] as const;

describe.each(
  CASES.flatMap((c) => [
    { ...c, width: 'phone', viewport: PHONE },
    { ...c, width: 'desktop', viewport: DESKTOP },
  ]),
)('names in $language ($width)', ({ language, currency, text, typed, contactTyped, viewport }) => {
  it('hints at Latin letters before typing and says why a CJK name does not appear', async () => {
    const context = await newContext(browser, viewport, language);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, await orderFormPath(language, currency));

    const traveller = page.getByTestId('traveller').first();
    const lastName = traveller.getByRole('textbox', { name: text.order.lastName, exact: true });
    const firstName = traveller.getByRole('textbox', { name: text.order.firstName, exact: true });
    await lastName.waitFor();
    // Before typing: the hint is there and read with the field.
    expect(await describedBy(page, lastName)).toBe(text.form.lastNameHint);
    expect(await traveller.innerText()).toContain(text.form.lastNameHint);

    await lastName.pressSequentially(typed[0]);
    await expect(lastName.inputValue()).resolves.toBe('');
    await expect.poll(() => describedBy(page, lastName)).toContain(text.form.latinName);
    await firstName.pressSequentially(typed[1]);
    await expect.poll(() => describedBy(page, firstName)).toContain(text.form.latinName);

    // Latin letters are taken and the message goes.
    await lastName.pressSequentially('wang');
    await expect.poll(() => describedBy(page, lastName)).toBe(text.form.lastNameHint);
    await lastName.blur();
    await expect(lastName.inputValue()).resolves.toBe('WANG');

    // The contact's names behave alike.
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    const contactLast = contact.getByRole('textbox', { name: text.order.lastName, exact: true });
    await contactLast.pressSequentially(contactTyped);
    await expect(contactLast.inputValue()).resolves.toBe('');
    await expect.poll(() => describedBy(page, contactLast)).toContain(text.form.latinName);
    await expect(contact.getByRole('alert').first().innerText()).resolves.toBe(text.form.latinName);

    expect(errors).toEqual([]);
    await context.close();
  });
});
