import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, pathOf, waitForChrome } from './browser';
import { axeProblems, overflowsSideways, WIDTHS } from './journey-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(WIDTHS)('an unknown merchant number (%s)', (_name, viewport) => {
  it('shows the error page naming the number, in the link language, with a way to a real shop', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    await page.goto('/999999/en-au/aud');
    await page.getByTestId('not-found').waitFor();
    expect(pathOf(page)).toBe('/error');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store not found');
    expect(await page.getByTestId('not-found').textContent()).toContain('no store with the number 999999');
    // No other merchant's brand on the page.
    expect(await page.title()).not.toContain('Southern Cross');
    expect(await axeProblems(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('link', { name: 'Visit our main store' }).click();
    await waitForChrome(page);
    expect(pathOf(page)).toMatch(/^\/456817\//);
    await context.close();
  });

  it('speaks the language of the link', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    await page.goto('/999999/ko-kr/krw');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('상점 정보를 찾을 수 없습니다.');
    expect(await page.locator('html').getAttribute('lang')).toBe('ko-KR');
    await context.close();
  });

  it('a bare unknown number goes to the error page too, not to another shop', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    await page.goto('/999999');
    await page.getByTestId('not-found').waitFor();
    expect(pathOf(page)).toBe('/error');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store not found');
    await context.close();
  });
});
