import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, pathOf, simulateLogin, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a path in a fresh context (nothing saved) and answers where the guard settled. */
async function settle(path: string, { login = false, locale = 'en-AU' } = {}): Promise<string> {
  const context = await newContext(browser, undefined, locale);
  if (login) await simulateLogin(context, path.split('/')[1] || '456817');
  const page = await context.newPage();
  await page.goto(path);
  if (!pathOf(page).startsWith('/error')) await waitForChrome(page);
  else await page.getByTestId('not-found').waitFor();
  const settled = pathOf(page) + new URL(page.url()).search;
  await context.close();
  return settled;
}

describe('navigation guard redirects', () => {
  it('an empty path goes to merchant 456817 in its default language and currency', async () => {
    await expect(settle('/')).resolves.toBe('/456817/zh-cn/cny');
  });

  it('a bare merchant gets its language and currency filled', async () => {
    await expect(settle('/518200')).resolves.toBe('/518200/en-au/nzd');
  });

  it('an unknown path goes to the home of its first segment, keeping language and currency', async () => {
    await expect(settle('/518200/zh-tw/usd/no/such/page')).resolves.toBe('/518200/zh-tw/usd');
    await expect(settle('/456817/ko-kr/aud/my/unknown-tab')).resolves.toBe('/456817/ko-kr/aud');
  });

  it('a bad language segment is corrected, keeping the rest of the path', async () => {
    await expect(settle('/518200/xx-yy/nzd/search?keywords=kayak')).resolves.toBe(
      '/518200/en-au/nzd/search?keywords=kayak',
    );
  });

  it('a bad currency segment is corrected', async () => {
    await expect(settle('/456817/en-au/xyz/hotel')).resolves.toBe('/456817/en-au/cny/hotel');
  });

  it('a currency the merchant does not offer is corrected to its default', async () => {
    await expect(settle('/518200/en-au/krw')).resolves.toBe('/518200/en-au/nzd');
  });

  it('login-only routes without a login go home', async () => {
    await expect(settle('/456817/en-au/aud/cart')).resolves.toBe('/456817/en-au/aud');
    await expect(settle('/456817/en-au/aud/my/coupon')).resolves.toBe('/456817/en-au/aud');
    await expect(settle('/456817/en-au/aud/my')).resolves.toBe('/456817/en-au/aud');
  });

  it('the visitor-only route with a login goes home', async () => {
    await expect(settle('/456817/en-au/aud/visitor-order', { login: true })).resolves.toBe('/456817/en-au/aud');
  });

  it('my redirects to its order tab for a member', async () => {
    await expect(settle('/456817/en-au/aud/my', { login: true })).resolves.toBe('/456817/en-au/aud/my/order');
  });

  it('an unknown merchant (3002) goes to the error page, which names it', async () => {
    await expect(settle('/999999/en-au/aud')).resolves.toBe('/error?store=999999');
  });

  it('a merchant id that cannot load goes to /error', async () => {
    await expect(settle('/not-a-shop/en-au/aud')).resolves.toBe('/error');
  });

  it('the saved language wins over the merchant default on the next visit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/ko-kr/krw');
    await waitForChrome(page);
    await page.goto('/456817');
    await waitForChrome(page);
    expect(pathOf(page)).toBe('/456817/ko-kr/krw');
    await context.close();
  });

  it('in-app navigation runs the guard too and keeps the chrome', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/518200/en-au/nzd');
    await waitForChrome(page);
    await page.locator('[data-testid="category-group"] ul a').first().click();
    await page.waitForURL(/\/518200\/en-au\/nzd\/search\?category=\d+&classification=\d+$/);
    await page.getByTestId('result-count').waitFor();
    await expect(page.locator('header[data-header]').getAttribute('data-header')).resolves.toBe('full');
    await context.close();
  });
});
