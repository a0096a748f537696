import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, newContext, open, pathOf } from './browser';
import { axeProblems, overflowsSideways, WIDTHS } from './journey-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOME = '/456817/en-au/aud';

describe.each(WIDTHS)('the way to hotels (%s)', (_name, viewport) => {
  it('the header and the home link to the hotel search', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, HOME);
    const headerLink = page.locator('header[data-header]').getByRole('link', { name: 'Hotels' });
    await headerLink.waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeProblems(page)).toEqual([]);

    await page.getByRole('link', { name: 'Find a hotel' }).click();
    await page.waitForURL(/\/hotel$/);
    expect(pathOf(page)).toBe(`${HOME}/hotel`);
    await expect.poll(() => headerLink.getAttribute('aria-current')).toBe('page');

    await open(page, `${HOME}/search`);
    await headerLink.click();
    await page.waitForURL(/\/hotel$/);
    expect(pathOf(page)).toBe(`${HOME}/hotel`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every demo merchant that sells hotels shows the way (Kiwi Trails hides hotel packages, not hotels)', async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    for (const home of ['/518200/en-au/nzd', '/630900/en-au/aud']) {
      await open(page, home);
      await page.locator('header[data-header]').getByRole('link', { name: 'Hotels' }).waitFor();
      expect(await page.getByRole('link', { name: 'Find a hotel' }).count()).toBe(1);
    }
    await context.close();
  });

  it('a merchant without hotels shows no way to an empty hotel search', async () => {
    const context = await newContext(browser, viewport);
    await context.route('**/api/v1/hotelproduct/search', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, message: 'success', data: { pageIndex: 1, pageSize: 1, total: 0, list: [] } }),
      }),
    );
    const page = await context.newPage();
    // The server answers the home's probe itself (its HTML has the button): the home is reached
    // from another page, rendered in the browser from the browser's (faked) answer.
    await open(page, `${HOME}/search`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Hotels' }).count()).toBe(0);
    await page.locator(`header[data-header] a[href="${HOME}"]`).click();
    await page.getByTestId('home-hero').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Hotels' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Find a hotel' }).count()).toBe(0);
    await context.close();
  });
});
