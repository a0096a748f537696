import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, PHONE, hydrationProblems, launchBrowser, newContext, priceCalendar, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRODUCT_PAGE = '/456817/en-au/aud/product/PB84TMW7K';
const SEARCH_PAGE = '/518200/en-au/nzd/search';

/**
 * Hydration on Preact (docs/decisions.md, "Preact"): the server's HTML is adopted as it is, its
 * LCP image preloaded from the head, and a page whose HTML differs from the browser's first render
 * is reported on the console — the report every other spec fails on (e2e/hydration-check.ts).
 */
describe('hydrating a server-rendered page', () => {
  it('keeps the server’s elements and preloads the LCP image from the head', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The server's heading marked: were it replaced by the browser's render, the mark would be gone.
    await page.route(`**${PRODUCT_PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<h1\b/, '<h1 data-from-server=""');
      await route.fulfill({ response, body: html });
    });
    await page.goto(PRODUCT_PAGE);
    await waitForChrome(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.getAttribute('data-from-server')).resolves.toBe('');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload.count()).resolves.toBe(1);
    await expect(preload.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(preload.getAttribute('imagesrcset')).resolves.toContain('fm=avif');
    await context.close();
  });

  it('fetches no stylesheet and adds no preload links: the page carries its style, lazy chunks link nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(PRODUCT_PAGE);
    await waitForChrome(page);
    // The price calendar's chunk is one that lists the entry's stylesheet among its needs.
    await (await priceCalendar(page)).locator('button[data-date]').first().waitFor();
    expect(stylesheets).toEqual([]);
    const linked = page.locator('link[rel="stylesheet"]:not([disabled])');
    await expect(linked.count()).resolves.toBe(0);
    // Nor a preload link per import of the lazy chunks (vite.config.ts): the browser follows them.
    await expect(page.locator('link[rel="modulepreload"]').count()).resolves.toBe(0);
    await context.close();
  });

  it('the home’s hot topics and cities come with the page: the browser downloads neither their sources', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/456817/zh-cn/aud');
    await waitForChrome(page);
    await expect(page.locator('#home-hot-cities ~ ul a').count()).resolves.toBe(4);
    await expect(page.locator('#home-topics ~ ul a').count()).resolves.toBe(24);
    await page.waitForLoadState('networkidle');
    // The merchant's places (~61 KB of JSON), the global data (~35 KB) and the labels of both kinds.
    expect(asked).not.toContain('/api/v1/tripproduct/national/state/city');
    expect(asked).not.toContain('/api/v1/query/static/file/2/2/zh-CN');
    expect(asked.filter((path) => path.startsWith('/api/v1/tripproduct/productLabel/'))).toEqual([]);
    await context.close();
  });

  it('the home’s flash sales and hotels button come with the page: nothing moves on a phone once it loads', async () => {
    const context = await newContext(browser, PHONE, 'zh-CN');
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const html = await (await page.goto('/456817/zh-cn/aud'))?.text();
    // The demo merchant's sales and hotels, in the server's HTML (they were asked after hydration).
    expect(html).toContain('data-testid="flash-sale"');
    expect(html).toContain('data-testid="home-hotels"');
    await waitForChrome(page);
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/v1/marketing/seckill');
    expect(asked).not.toContain('/api/v1/hotelproduct/search');
    const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    // The countdowns, written at the server's time, run on the browser's clock once mounted.
    const countdown = page.getByTestId('flash-sale').locator('time').first();
    const first = await countdown.getAttribute('datetime');
    await expect.poll(() => countdown.getAttribute('datetime'), { timeout: 5_000 }).not.toBe(first);
    await context.close();
  });

  it('the currencies’ names load with the currency menu, not with every page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(PRODUCT_PAGE);
    await waitForChrome(page);
    await page.waitForLoadState('networkidle');
    const globalData = '/api/v1/query/static/file/2/2/en-AU';
    expect(asked).not.toContain(globalData);
    await page.getByTestId('currency-picker').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitemradio', { name: /Australian Dollar/ }).waitFor();
    expect(asked).toContain(globalData);
    await context.close();
  });

  it('hydrates the results’ later cards in the tasks after the page: each as the server wrote it, each a live link', async () => {
    // As a shopper's phone runs it: without the suite's HTML comparison, which hydrates every section at once.
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE, locale: 'en-AU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const html = (await (await page.goto(SEARCH_PAGE))?.text()) ?? '';
    // The server marks each card after the first four as a range the browser may hydrate later.
    expect(html.match(/<!--\$s-->/g)?.length).toBe(16);
    await waitForChrome(page);
    const cards = page.getByTestId('product-card');
    await expect(cards.count()).resolves.toBe(20);
    // The server's cards as this browser serialises them (void elements, entities), beside the live ones.
    const serverCards = await page.evaluate(
      (text) =>
        [...new DOMParser().parseFromString(text, 'text/html').querySelectorAll('[data-testid="product-card"]')].map(
          (card) => card.outerHTML,
        ),
      html,
    );
    await page.waitForLoadState('networkidle');
    await expect(cards.evaluateAll((found) => found.map((card) => card.outerHTML))).resolves.toEqual(serverCards);
    // A later card's link navigates in the page (its click handler is attached), not by reloading it.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    const last = cards.nth(19).getByRole('link');
    const target = await last.getAttribute('href');
    await last.click();
    await page.waitForURL(`**${target}`);
    await expect(page.evaluate(() => (window as { samePage?: boolean }).samePage)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a server HTML that differs from the browser’s first render', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The server's HTML with the product's heading altered, as a stale or wrong render would be.
    await page.route(`**${PRODUCT_PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1\b[^>]*>)/, '$1Stale ');
      await route.fulfill({ response, body: html });
    });
    await page.goto(PRODUCT_PAGE);
    await waitForChrome(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toContain('Stale');
    const reported = hydrationProblems.splice(0);
    expect(reported.length).toBe(1);
    expect(reported[0]).toContain('Hydration problem');
    expect(reported[0]).toContain('Stale');
    await context.close();
  });
});
