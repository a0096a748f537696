import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_HOME, deskPage, shopApi } from './admin-helpers';
import { BASE_URL, DESKTOP, PHONE, launchBrowser } from './browser';
import { axeProblems, overflowsSideways } from './journey-helpers';

/**
 * Issue 14's marketing, as the demo owner of Kiwi Trails runs it from the desk: a flash sale
 * created through the desk's form is on the storefront home at once, and so is a new banner with
 * an uploaded picture. The marketing pages at a phone's and a desktop's width: axe clean,
 * nothing wider than the screen.
 */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';
const RUN = Date.now().toString(36);
const BANNER_TITLE = `Lantern nights ${RUN}`;

/** A `datetime-local` value, in this machine's time zone (the browser's too). */
function localInput(msFromNow: number): string {
  const d = new Date(Date.now() + msFromNow);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

let browser: Browser;
let desk: Page;
/** A listed product of the shop that has no flash sale yet. */
let product = { code: '', title: '' };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  desk = await deskPage(browser);
  const onSale = new Set(
    (await shopApi<{ list: { productCode: string }[] }>('/v1/marketing/seckill')).list.map((s) => s.productCode),
  );
  const page = await shopApi<{ list: { code: string; title: string; type: string }[] }>(
    '/v1/tripproduct/operation/pagging',
    { body: { pageIndex: 1, pageSize: 50 } },
  );
  const free = page.list.find((p) => !onSale.has(p.code) && p.type !== 'cruise');
  if (!free) throw new Error('no listed product without a flash sale');
  product = { code: free.code, title: free.title };
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function storefrontHome(): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP, locale: 'en-NZ' });
  const page = await context.newPage();
  await page.goto(SHOP_HOME);
  return page;
}

describe('the merchant runs its marketing from the desk', () => {
  it('creates a flash sale through the desk and sees it on the storefront home', { timeout: 120_000 }, async () => {
    const before = await storefrontHome();
    await before.getByRole('heading', { name: /flash sales/i }).waitFor();
    expect(await before.locator(`[data-testid="flash-sale"] h3[title="${product.title}"]`).count()).toBe(0);
    await before.context().close();

    await desk.getByRole('link', { name: 'Marketing' }).click();
    await desk.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
    await desk.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Flash sales' }).click();
    await desk.getByRole('heading', { name: 'Flash sales', level: 1 }).waitFor();

    await desk.getByLabel('Find a product', { exact: true }).fill(product.code);
    const productSelect = desk.getByLabel('Product', { exact: true });
    await productSelect.locator(`option[value="${product.code}"]`).waitFor({ state: 'attached' });
    await productSelect.selectOption(product.code);
    const packageSelect = desk.getByLabel('Package', { exact: true });
    await expect.poll(() => packageSelect.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await packageSelect.selectOption({ index: 1 });
    await desk.getByLabel(/^Sale price/).fill('19.00');
    await desk.getByLabel('Stock', { exact: true }).fill('12');
    await desk.getByLabel('Per member', { exact: true }).fill('2');
    await desk.getByLabel('Starts', { exact: true }).fill(localInput(-5 * 60_000));
    await desk.getByLabel('Ends', { exact: true }).fill(localInput(3 * 3_600_000));
    await desk.getByRole('button', { name: 'Create flash sale' }).click();
    await toast(desk, /Flash sale created/).waitFor();
    await desk.getByRole('listitem').filter({ hasText: product.title }).filter({ hasText: '0 of 12 sold' }).waitFor();

    const after = await storefrontHome();
    const card = after.locator(`[data-testid="flash-sale"]:has(h3[title="${product.title}"])`);
    await card.first().waitFor({ timeout: 20_000 });
    expect(await card.first().getAttribute('data-phase')).toBe('ongoing');
    await after.context().close();
  });

  it('creates a banner with an uploaded picture and sees it on the storefront home', { timeout: 120_000 }, async () => {
    await desk.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Banners' }).click();
    await desk.getByRole('heading', { name: 'Banners', level: 1 }).waitFor();
    const form = desk.getByRole('form', { name: 'New banner' });
    await form.getByLabel('Title', { exact: true }).fill(BANNER_TITLE);
    await form.getByLabel('Subtitle', { exact: true }).fill('Glow-worms by kayak');
    const picture = await sharp({ create: { width: 1200, height: 704, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    await form.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'lantern.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await form.locator('img[src^="/images/merchants/"]').waitFor({ timeout: 20_000 });
    await form.getByLabel('Product code', { exact: true }).fill(product.code);
    await form.getByRole('button', { name: 'Create banner' }).click();
    await toast(desk, /Banner created/).waitFor();
    await desk.getByRole('listitem').filter({ hasText: BANNER_TITLE }).waitFor();

    const home = await storefrontHome();
    await home.getByText(BANNER_TITLE).first().waitFor({ state: 'attached', timeout: 20_000 });
    const slide = home.locator('a', { hasText: BANNER_TITLE }).first();
    expect(await slide.getAttribute('href')).toContain(`/product/${product.code}`);
    expect(await slide.locator('img').first().getAttribute('src')).toMatch(/\/images\/merchants\/518200\/banners\//);
    await home.context().close();
  });
});

describe('the marketing pages on a phone and a desktop', () => {
  async function check(page: Page, name: string, width: string): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/marketing-${name}-${width}.png`, fullPage: true });
    const problems = (await axeProblems(page)).map((p) => `${name} at ${width}: ${p}`);
    if (await overflowsSideways(page)) problems.push(`${name} at ${width}: wider than the screen`);
    return problems;
  }

  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`banners, flash sales, hot searches and subscribers at ${width}`, { timeout: 120_000 }, async () => {
      const page = await deskPage(browser, viewport);
      const problems: string[] = [];
      for (const [name, heading] of [
        ['banners', 'Banners'],
        ['flash-sales', 'Flash sales'],
        ['hot-searches', 'Hot searches'],
        ['subscribers', 'Subscribers'],
      ] as const) {
        await page.goto(`/admin/marketing/${name}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        problems.push(...(await check(page, name, width)));
      }
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
});
