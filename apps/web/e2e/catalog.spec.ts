import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zh from '../../../packages/reference-data/src/ui-text/zh-CN.json' with { type: 'json' };
import { collectPageErrors, launchBrowser, newContext, pathOf, PHONE, priceCalendar, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ZH = '/456817/zh-cn/cny';

/** The day buttons of the price calendar that can be picked, with the price printed under each. */
async function sellableDays(page: Page) {
  const calendar = await priceCalendar(page);
  await calendar.locator('button[data-date]:not([disabled])').first().waitFor();
  return calendar.locator('button[data-date]:not([disabled])').evaluateAll((buttons) =>
    buttons.map((button) => ({
      date: button.getAttribute('data-date') ?? '',
      price: button.querySelector('span + span')?.textContent ?? '',
    })),
  );
}

/** Picks a sellable day whose price differs from `amount` (looking a few months ahead if needed). */
async function pickDayPricedOtherThan(page: Page, amount: string) {
  for (let month = 0; month < 4; month += 1) {
    const day = (await sellableDays(page)).find((d) => d.price !== '' && d.price !== amount);
    if (day) {
      await page.locator(`button[data-date="${day.date}"]`).click();
      return day;
    }
    await page.getByTestId('price-calendar').getByRole('button', { name: zh.product.calendar.nextMonth }).click();
  }
  throw new Error(`no day priced other than ${amount}`);
}

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('catalog: from the home to a priced date', () => {
  it('searches in zh-CN, filters, opens a product, prices a date, then shows whole KRW in ko-KR', async () => {
    const context = await newContext(browser, undefined, 'zh-CN');
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Home: the hero's keyword box goes to the search results.
    await page.goto(ZH);
    await waitForChrome(page);
    await page.getByTestId('home-search-input').fill('悉尼');
    await page.getByTestId('home-search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === `${ZH}/search` && url.searchParams.get('keyword') === '悉尼');
    const count = page.getByTestId('result-count');
    await count.filter({ hasText: '悉尼' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    const unfiltered = await count.innerText();

    // Filter: the admission-ticket category, kept in the URL.
    await page.getByTestId('filter-panel').getByRole('button', { name: '门票', exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('category') === '1' && url.searchParams.get('keyword') === '悉尼',
    );
    await page.getByTestId('active-filters').getByRole('button', { name: /门票/ }).waitFor();
    await expect.poll(() => count.innerText()).not.toBe(unfiltered);
    const titles = await page.getByTestId('product-card').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain('悉尼歌剧院门票');

    // Open the product.
    await page.getByTestId('product-card').getByRole('link', { name: '悉尼歌剧院门票', exact: true }).click();
    await page.waitForURL(/\/456817\/zh-cn\/cny\/product\/P[0-9A-Z]{8}$/);
    const productPath = pathOf(page);
    await page.getByTestId('product-page').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('悉尼歌剧院门票');
    await expect(page.title()).resolves.toContain('悉尼歌剧院门票');

    // The total starts at the package's base price; a date with another price changes it, in yuan.
    const total = page.getByTestId('booking-total');
    const before = await total.innerText();
    expect(before).toMatch(/^￥[\d,]+$/);
    const day = await pickDayPricedOtherThan(page, before.replace('￥', ''));
    await expect.poll(() => total.innerText()).toBe(`￥${day.price}`);
    await expect(page.getByTestId('unit-price-adult').innerText()).resolves.toBe(`￥${day.price}`);
    // Two adults: the total follows at once.
    await page.getByRole('button', { name: `增加${zh.product.priceTypes.adult}` }).click();
    const twice = Number(day.price.replace(/,/g, '')) * 2;
    await expect.poll(() => total.innerText()).toBe(`￥${twice.toLocaleString('en-US')}`);

    // The visit is kept as a local browse record (logged out).
    const previews = await page.evaluate(
      () => JSON.parse(localStorage.getItem('456817_user') ?? '{}').state?.newPreviews,
    );
    expect(previews?.[0]?.productId).toBe(productPath.split('/').pop());

    // Switch to Korean, then to won: the pickers replace the path segments.
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: '한국어' }).click();
    await page.waitForURL(`**/456817/ko-kr/cny/product/*`);
    await waitForChrome(page);
    await page.getByTestId('currency-picker').click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: /KRW/ }).click();
    await page.waitForURL(`**/456817/ko-kr/krw/product/*`);
    await waitForChrome(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ko-KR');
    await page.getByTestId('product-page').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('시드니 오페라 하우스 입장권');

    // Won prices are whole numbers everywhere: headline, calendar, unit prices and the total.
    const headline = await page.getByTestId('booking-panel').getByTestId('price').first().innerText();
    expect(headline).toMatch(/^₩[\d,]+$/);
    const krwDays = await sellableDays(page);
    expect(krwDays.length).toBeGreaterThan(0);
    for (const d of krwDays) expect(d.price).toMatch(/^[\d,]+$/);
    const krwBefore = await total.innerText();
    expect(krwBefore).toMatch(/^₩[\d,]+$/);
    const krwDay = await pickDayPricedOtherThan(page, krwBefore.replace('₩', ''));
    // The two adults stay (the booking is in the URL, which the switch keeps).
    const krwTwice = Number(krwDay.price.replace(/,/g, '')) * 2;
    await expect.poll(() => total.innerText()).toBe(`₩${krwTwice.toLocaleString('en-US')}`);
    expect(await page.getByTestId('booking-panel').innerText()).not.toMatch(/₩[\d,]*\.\d/);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search box', () => {
  it('suggests products while typing and keeps a local history with clear', async () => {
    const context = await newContext(browser, undefined, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${ZH}/search`);
    await waitForChrome(page);
    const input = page.getByTestId('search-input');
    await input.fill('歌剧院');
    const listbox = page.getByRole('listbox', { name: zh.search.suggestions });
    await listbox.getByRole('option', { name: /悉尼歌剧院门票/ }).waitFor();
    await input.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === '歌剧院');
    await page.getByTestId('product-card').first().waitFor();

    // Empty box: the recent searches, then clear them.
    await input.fill('');
    await input.click();
    const recent = listbox.getByRole('option', { name: '歌剧院', exact: true });
    await recent.waitFor();
    await page.getByTestId('clear-history').click();
    await expect.poll(() => recent.count()).toBe(0);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('456817_user') ?? '{}').state?.searchHs);
    expect(saved).toEqual([]);
    await context.close();
  });

  it('shows an empty state with a way out when nothing matches', async () => {
    const context = await newContext(browser, undefined, 'zh-CN');
    const page = await context.newPage();
    await page.goto(`${ZH}/search?keyword=zzqxjv`);
    await waitForChrome(page);
    await page.getByTestId('empty-results').waitFor();
    await page.getByTestId('empty-results').getByRole('button', { name: zh.search.clearAll }).click();
    await page.waitForURL((url) => url.pathname === `${ZH}/search` && url.search === '');
    await page.getByTestId('product-card').first().waitFor();
    await context.close();
  });
});

describe('catalog pages', () => {
  it('lists cruises only on the cruise page, and sorts by price', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/en-au/aud/cruise-ship');
    await waitForChrome(page);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('sort-select').selectOption('priceAsc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    await expect
      .poll(async () => {
        const prices = await page.getByTestId('product-card').getByTestId('price').allInnerTexts();
        const values = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! <= v);
      })
      .toBe(true);
    await context.close();
  });

  it('south-australia lists the region and its cards open the guide; a foreign code is not found', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/en-au/aud/south-australia');
    await waitForChrome(page);
    await page.getByTestId('product-card').first().waitFor();
    const places = await page.getByTestId('product-card').locator('p').first().allInnerTexts();
    expect(places.join()).toContain('Australia');
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.waitForURL(/\/south-australia-info\/P[0-9A-Z]{8}$/);
    await page.getByTestId('south-australia-info').waitFor();
    await page.getByRole('link', { name: 'See dates and prices' }).click();
    await page.waitForURL(/\/product\/P[0-9A-Z]{8}$/);
    await page.getByTestId('booking-panel').waitFor();

    await page.goto('/456817/en-au/aud/south-australia-info/PXXXXXXXX');
    await page.getByTestId('not-found').waitFor();
    expect(pathOf(page)).toBe('/error');
    await context.close();
  });

  it('an unknown or malformed product code is the not-found page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const code of ['PXXXXXXXX', 'TP100']) {
      await page.goto(`/456817/en-au/aud/product/${code}`);
      await page.getByTestId('not-found').waitFor();
      expect(pathOf(page)).toBe('/error');
    }
    await context.close();
  });

  it('a visitor adding to the cart or setting a favourite logs in first', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/456817/en-au/aud/search?keyword=Opera');
    await waitForChrome(page);
    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.getByTestId('booking-panel').waitFor();
    await page.getByTestId('checkout-cart').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    // A visitor's favourite heart asks for the login first.
    await page.getByTestId('favourite-button').click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

describe('accessibility of the catalog pages (axe): no serious or critical violations', () => {
  const pages = [
    ['/456817/zh-cn/cny', 'home'],
    ['/456817/en-au/aud/search?keyword=Sydney&category=1', 'search'],
    ['/456817/ko-kr/krw/product/', 'product'],
    ['/456817/en-au/aud/cruise-ship', 'cruise'],
    ['/456817/zh-tw/twd/south-australia', 'south-australia'],
  ] as const;

  it.each(pages.flatMap(([path, name]) => [[path, name, 'desktop'] as const, [path, name, 'phone'] as const]))(
    '%s (%s, %s)',
    async (path, name, device) => {
      const context = await newContext(browser, device === 'phone' ? PHONE : undefined);
      const page = await context.newPage();
      if (name === 'product') {
        // The first card of a search leads to a real product of this shop.
        await page.goto('/456817/ko-kr/krw/search?keyword=Opera');
        await waitForChrome(page);
        await page.getByTestId('product-card').first().getByRole('link').click();
        await (await priceCalendar(page)).locator('button[data-date]').first().waitFor();
      } else {
        await page.goto(path);
        await waitForChrome(page);
        if (name !== 'home') await page.getByTestId('product-card').first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      await expect(axeSerious(page)).resolves.toEqual([]);
      await context.close();
    },
  );
});
