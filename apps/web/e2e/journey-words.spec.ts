import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, open } from './browser';
import { addProductLine, axeProblems, newMember, overflowsSideways, useMemberToken, WIDTHS } from './journey-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const COUPON = {
  id: 1,
  title: 'Welcome gift',
  kind: 'fixed',
  percent: null,
  amount: 1132,
  maxDiscount: null,
  minSpend: 5000,
  currency: 'NZD',
  categoryIds: [],
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-12-31T00:00:00.000Z',
  status: 'available',
  usedAt: null,
};

/** True when each element's text sits on one line (its text boxes, not its stretched box). */
const onOneLine = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.every((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return tops.size === 1;
    }),
  );

describe.each(WIDTHS)('words and layout (%s)', (_name, viewport) => {
  it('the header names the shop once, and the hero has one search button', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    for (const home of ['/456817/en-au/aud', '/630900/en-au/aud']) {
      await open(page, home);
      await page.getByTestId('merchant-logo').evaluate((img: HTMLImageElement) => img.decode());
      const header = page.locator('header[data-header]');
      const title = (await page.getByTestId('merchant-logo').getAttribute('alt'))!;
      expect(await header.getByText(title, { exact: true }).count()).toBe(0);
      expect(await header.getByRole('link', { name: title, exact: true }).count()).toBe(1);
      const hero = page.getByTestId('home-hero');
      expect(await hero.getByRole('button', { name: /search/i }).count()).toBe(1);
      expect(await hero.getByRole('link', { name: /find experiences|search/i }).count()).toBe(0);
      expect(await overflowsSideways(page)).toBe(false);
    }
    await context.close();
  });

  it('Korean wraps between words, not inside them', async () => {
    const context = await newContext(browser, viewport, 'ko-KR');
    const page = await context.newPage();
    await open(page, '/518200/ko-kr/nzd');
    const breaks = await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).wordBreak);
    expect(breaks).toBe('keep-all');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });

  it('counts name who they are ("1 adult", "1 unit"), and a coupon amount stays on one line (Kiwi Trails, NZ$)', async () => {
    const token = await newMember('518200', 'words');
    await addProductLine(token, 2, '518200');
    const context = await newContext(browser, viewport);
    await useMemberToken(context, token, '518200');
    const page = await context.newPage();
    await open(page, '/518200/en-au/nzd/cart');
    const when = page.getByTestId('cart-item-when');
    await when.waitFor();
    expect(await when.innerText()).toMatch(/\b1 (adult|child|senior|unit)\b/);
    expect(await page.getByText(/\(s\)/).count()).toBe(0);

    // The coupon the shopper had: NZ$11.32 off (the page's own data, so the amount is exact).
    await page.route('**/api/v1/account/coupon/pagging', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          message: 'success',
          data: { pageIndex: 1, pageSize: 10, total: 1, list: [COUPON] },
        }),
      }),
    );
    await open(page, '/518200/en-au/nzd/my/coupon');
    await page.getByTestId('coupon').first().waitFor();
    expect(await onOneLine(page, '[data-testid="coupon"] > p:first-child')).toBe(true);
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });
});
