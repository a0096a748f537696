import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, pathOf, PHONE, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('language and currency pickers', () => {
  it('the currency picker replaces the currency segment and the visible symbol', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/en-au/aud/search');
    await waitForChrome(page);
    await expect(page.getByTestId('currency-symbol').innerText()).resolves.toBe('A$');
    await page.getByTestId('currency-picker').click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitemradio').count()).resolves.toBe(9);
    await menu.getByRole('menuitemradio', { name: /NZD/ }).click();
    await page.waitForURL('**/456817/en-au/nzd/search');
    await waitForChrome(page);
    await expect(page.getByTestId('currency-symbol').innerText()).resolves.toBe('NZ$');
    await context.close();
  });

  it('the language picker replaces the language segment and translates the page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/en-au/aud/search');
    await waitForChrome(page);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
    await page.waitForURL('**/456817/zh-tw/aud/search');
    await waitForChrome(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-TW');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('搜尋結果');
    await context.close();
  });

  it('without a currency segment the picker saves the choice and reloads', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/518200/en-au/search');
    await waitForChrome(page);
    await expect(page.getByTestId('currency-symbol').innerText()).resolves.toBe('NZ$');
    await page.getByTestId('currency-picker').click();
    await page.getByRole('menuitemradio', { name: /USD/ }).click();
    await page.waitForLoadState('load');
    await waitForChrome(page);
    await page.getByTestId('currency-symbol').filter({ hasText: /^\$$/ }).waitFor();
    expect(pathOf(page)).toBe('/518200/en-au/search');
    await context.close();
  });

  it("offers only the merchant's own currencies", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/518200/en-au/nzd');
    await waitForChrome(page);
    await page.getByTestId('currency-picker').click();
    const items = page.getByRole('menu').getByRole('menuitemradio');
    await items.first().waitFor();
    await expect(items.count()).resolves.toBe(5);
    await context.close();
  });

  it('on a phone the pickers are compact and usable', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/456817/zh-cn/cny');
    await waitForChrome(page);
    await expect(page.getByTestId('language-picker').innerText()).resolves.toBe('简');
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await page.waitForURL('**/456817/ko-kr/cny');
    await context.close();
  });
});
