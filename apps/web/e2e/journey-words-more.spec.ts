import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, newContext, open } from './browser';
import { axeProblems, newMember, overflowsSideways, useMemberToken, WIDTHS } from './journey-helpers';

/**
 * Shopper journey, finding 8 (the rest), on Kiwi Trails (518200, NZ$) in English: the calling-code
 * box read "+64 New Zea", the order summary left out who travels, the destination box offered
 * "Queenstown" three times, and the points page spoke of A$ on an NZ$ store.
 */

const MERCHANT = '518200';

async function orderFormPath(): Promise<string> {
  const headers = { businessNumber: MERCHANT, language: 'en-AU', currency: 'NZD', 'Content-Type': 'application/json' };
  const list = (await (
    await fetch(`${BASE_URL}/api/v1/tripproduct/operation/pagging`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pageIndex: 1, pageSize: 5 }),
    })
  ).json()) as { data: { list: { code: string }[] } };
  for (const { code } of list.data.list) {
    const detail = (await (await fetch(`${BASE_URL}/api/v1/tripproduct/detail/${code}`, { headers })).json()) as {
      data: { packages: { gcode: string; firstAvailableDate: string | null }[] };
    };
    const pack = detail.data.packages.find((p) => p.firstAvailableDate);
    if (pack) return `/${MERCHANT}/en-au/nzd/orderform/${code}/${pack.gcode}?date=${pack.firstAvailableDate}&adult=2`;
  }
  throw new Error('no bookable product on the first page');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('words and layout, the rest (%s)', (_name, viewport) => {
  it('the order form says who travels and shows the calling code whole', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await open(page, await orderFormPath());
    const party = page.getByTestId('order-summary-party').first();
    await party.waitFor();
    expect(await party.innerText()).toContain('2 adults');
    const face = page.locator('select[aria-label] + span, select + span').first();
    await face.waitFor();
    expect((await face.innerText()).trim()).toBe('+64');
    const cut = await face
      .locator('span')
      .first()
      .evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(cut).toBe(false);
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });

  it('the destination box offers Queenstown once', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await open(page, `/${MERCHANT}/en-au/nzd/hotel`);
    await page.getByTestId('destination-input').fill('Queenstown');
    const places = page.getByTestId('destination-option-destination');
    await places.first().waitFor();
    const titles = await places.evaluateAll((nodes) =>
      nodes.map((node) => node.querySelector('.font-medium')?.textContent?.trim() ?? ''),
    );
    expect(titles.filter((title) => title === 'Queenstown')).toHaveLength(1);
    await context.close();
  });

  it('the points page speaks NZ$ only on an NZ$ store', async () => {
    const token = await newMember(MERCHANT, 'points');
    const context = await newContext(browser, viewport);
    await useMemberToken(context, token, MERCHANT);
    const page = await context.newPage();
    await open(page, `/${MERCHANT}/en-au/nzd/my/integral`);
    await page.getByText(/Earn points when a trip is completed/).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('A$');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });
});
