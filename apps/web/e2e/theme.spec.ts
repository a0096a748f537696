import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function visit(path: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(path);
  await waitForChrome(page);
  return { page, close: () => context.close() };
}

describe('merchant theming', () => {
  it.each([
    ['456817', '/456817/en-au/aud', '#0f766e', 'rgb(15, 118, 110)', 'Southern Cross Journeys'],
    ['518200', '/518200/en-au/nzd', '#166534', 'rgb(22, 101, 52)', 'Kiwi Trails'],
    ['630900', '/630900/en-au/aud', '#6d28d9', 'rgb(109, 40, 217)', 'Pacific Pearl Travel'],
  ])('%s renders its own colours, logo, favicon and title', async (number, path, first, rgb, title) => {
    const { page, close } = await visit(path);
    await expect(cssVariable(page, '--color-first')).resolves.toBe(first);
    const cta = page.getByTestId('home-hero').getByRole('link');
    await expect(cta.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(rgb);
    const logo = page.getByTestId('merchant-logo');
    await expect(logo.getAttribute('src')).resolves.toContain(`/images/merchants/${number}/logo`);
    await expect(logo.getAttribute('alt')).resolves.toBe(title);
    await expect(logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await expect(page.locator('link[rel="icon"]').getAttribute('href')).resolves.toContain(
      `/images/merchants/${number}/`,
    );
    await expect(page.title()).resolves.toBe(title);
    await close();
  });

  it('shows the name once: no title beside a wordmark logo, none when webLogo is 0', async () => {
    const southernCross = await visit('/456817/en-au/aud');
    await southernCross.page.getByTestId('merchant-logo').evaluate((img: HTMLImageElement) => img.decode());
    await expect(southernCross.page.getByTestId('merchant-title').count()).resolves.toBe(0);
    await southernCross.close();
    const kiwi = await visit('/518200/en-au/nzd');
    await expect(kiwi.page.getByTestId('merchant-title').count()).resolves.toBe(0);
    await kiwi.close();
  });

  it('shows the back-to-website bar on the home only when the merchant has a website', async () => {
    const southernCross = await visit('/456817/en-au/aud');
    const bar = southernCross.page.getByRole('link', { name: 'Back to our website' });
    await expect(bar.getAttribute('href')).resolves.toBe('https://www.southerncross-journeys.example');
    await southernCross.page.goto('/456817/en-au/aud/search');
    await waitForChrome(southernCross.page);
    await expect(southernCross.page.getByRole('link', { name: 'Back to our website' }).count()).resolves.toBe(0);
    await southernCross.close();
    const pearl = await visit('/630900/en-au/aud');
    await expect(pearl.page.getByRole('link', { name: 'Back to our website' }).count()).resolves.toBe(0);
    await pearl.close();
  });

  it('shows the filing number in Chinese locales only', async () => {
    const zh = await visit('/456817/zh-cn/cny');
    await expect(zh.page.locator('footer').innerText()).resolves.toContain('沪ICP备2024031872号-1');
    await zh.close();
    const en = await visit('/456817/en-au/cny');
    await expect(en.page.locator('footer').innerText()).resolves.not.toContain('ICP');
    await en.close();
  });

  it("lists the merchant's own categories", async () => {
    const southernCross = await visit('/456817/en-au/aud');
    await southernCross.page.getByTestId('category-group').first().waitFor();
    await expect(southernCross.page.getByTestId('category-group').count()).resolves.toBe(6);
    await southernCross.close();
    const kiwi = await visit('/518200/en-au/nzd');
    await kiwi.page.getByTestId('category-group').first().waitFor();
    await expect(kiwi.page.getByTestId('category-group').count()).resolves.toBe(4);
    await kiwi.close();
  });
});
