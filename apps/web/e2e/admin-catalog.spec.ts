import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { DESK_CURRENCY, DESK_MERCHANT, deskPage, newShopper, SHOP_HOME, shopperPage } from './admin-helpers';
import { BASE_URL, collectPageErrors, DESKTOP, launchBrowser, newContext, PHONE, priceCalendar } from './browser';
import { axeProblems, overflowsSideways } from './journey-helpers';

/**
 * Issue 14, as a merchant's owner runs the catalog alone: a product in two languages with a
 * photo and a package, a month of its calendar filled with the range editor, published, found on
 * the storefront by keyword in both languages, and booked by a shopper through the storefront's
 * own product page, order form and the payment sandbox's hosted page (the shopper signs in the
 * way the journey suites do: an email code from the dev outbox, its token in the web's storage);
 * the calendar then refuses a stock below what that booking took, and a flash sale of it made in
 * the desk shows on the storefront home. The new desk pages at a phone's and a desktop's width:
 * axe clean, nothing wider than the screen.
 */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';

// Words no seeded product has, so a keyword search finds this run's product alone.
const RUN = Date.now().toString(36);
const HAN = '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥山川湖海云雨风雪松竹梅兰';
const ENGLISH_WORD = `Glowkayak${RUN}`;
const CHINESE_WORD = [...RUN].map((c) => HAN[parseInt(c, 36) % HAN.length]).join('') + '萤火虫';

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const nextMonth = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1));
const MONTH = `${nextMonth.getUTCFullYear()}-${pad(nextMonth.getUTCMonth() + 1)}`;
const LAST_DAY = new Date(Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 0)).getUTCDate();
/** The month's first Saturday and a Wednesday: the weekend pattern prices one, not the other. */
const dayOn = (weekday: number) => {
  const first = nextMonth.getUTCDay();
  return `${MONTH}-${pad(1 + ((weekday - first + 7) % 7))}`;
};
const SATURDAY = dayOn(6);
const WEDNESDAY = dayOn(3);
const TITLE = `${ENGLISH_WORD} glow-worm kayak at night`;
const MEETING_POINT = 'Te Anau wharf, gate 3';

/** A datetime-local value this many milliseconds from now, in the browser's (and this machine's) zone. */
function localInput(msFromNow: number): string {
  const d = new Date(Date.now() + msFromNow);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

let browser: Browser;
let desk: Page;
let pcode = '';
let gcode = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  desk = await deskPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('the merchant builds a product and its calendar in the back office', () => {
  it('creates a product with texts in English and Simplified Chinese', { timeout: 90_000 }, async () => {
    await desk.getByRole('link', { name: 'Products' }).click();
    await desk.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await desk.getByRole('link', { name: 'New product' }).click();
    await desk.getByRole('heading', { name: 'New product', level: 1 }).waitFor();

    await desk.getByLabel('Title (English)', { exact: true }).fill(TITLE);
    await desk
      .getByLabel('Description (English)', { exact: true })
      .fill('Paddle under the glow-worms of the lake at dusk.');
    await desk.getByLabel('Title (Chinese (Simplified))', { exact: true }).fill(`${CHINESE_WORD}夜间皮划艇`);
    await desk
      .getByLabel('Description (Chinese (Simplified))', { exact: true })
      .fill('黄昏时分在湖上划船，观赏萤火虫。');
    await desk.getByLabel('Meeting point (English)', { exact: true }).fill(MEETING_POINT);
    await desk.getByLabel('Meeting point (Chinese (Simplified))', { exact: true }).fill('蒂阿瑙码头3号门');
    // Korean and Traditional Chinese are left out: the editor marks them.
    await expect
      .poll(() => desk.locator('fieldset[data-language="ko-KR"] [data-testid="missing-translation"]').innerText())
      .toMatch(/Missing translation: Title/);
    await expect(
      desk.locator('fieldset[data-language="en-AU"] [data-testid="missing-translation"]').count(),
    ).resolves.toBe(0);

    await desk.getByLabel('Category', { exact: true }).selectOption({ label: 'Kayaking' });
    await desk.getByLabel('Location', { exact: true }).selectOption('nz-otago-queenstown');
    await desk.getByLabel('Duration', { exact: true }).fill('3');
    // The label the order quote reads: a paid booking is confirmed at once (a new product starts so).
    const instant = desk.getByRole('checkbox', { name: /^Instant confirmation/ });
    expect(await instant.isChecked()).toBe(true);
    await desk.getByRole('button', { name: 'Create product' }).click();
    await desk.waitForURL(/\/admin\/products\/P[A-Z0-9]{8}$/, { timeout: 20_000 });
    pcode = new URL(desk.url()).pathname.split('/').at(-1)!;
    await desk.getByRole('heading', { name: new RegExp(ENGLISH_WORD), level: 1 }).waitFor();
    expect(await desk.getByText('Unpublished').first().isVisible()).toBe(true);
  });

  it('adds a photo with its alt text and a package with adult and child prices', { timeout: 90_000 }, async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    await desk.getByLabel(/Upload photos/).setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: photo });
    const item = desk.locator('li[data-photo]');
    await item.first().waitFor({ timeout: 30_000 });
    await item.first().getByLabel('Alt text (English)', { exact: true }).fill('Kayaks on the lake at dusk');
    await item.first().getByLabel('Alt text (English)', { exact: true }).blur();
    await expect
      .poll(() => desk.locator('li[data-photo] img').first().getAttribute('alt'))
      .toBe('Kayaks on the lake at dusk');

    // A second photo, made the cover from the keyboard (the drag's keyboard way).
    const beach = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e9c46a' } })
      .png()
      .toBuffer();
    await desk.getByLabel(/Upload photos/).setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: beach });
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(2);
    const second = await item.nth(1).getAttribute('data-photo');
    await desk.getByRole('button', { name: 'Move photo 2 of 2 earlier' }).focus();
    await desk.keyboard.press('Enter');
    await expect.poll(() => item.first().getAttribute('data-photo')).toBe(second);

    await desk.getByRole('button', { name: 'Add a package' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Package name (English)', { exact: true }).fill('Evening paddle');
    await dialog.getByLabel('Package name (Chinese (Simplified))', { exact: true }).fill('傍晚划船');
    await dialog.getByLabel(`Adult price (${DESK_CURRENCY})`, { exact: true }).fill('79.00');
    await dialog.getByLabel('Sell child places', { exact: true }).check();
    await dialog.getByLabel(`Child price (${DESK_CURRENCY})`, { exact: true }).fill('39.00');
    await dialog.getByLabel('Child from age', { exact: true }).fill('3');
    await dialog.getByLabel('Child to age', { exact: true }).fill('11');
    await dialog.getByRole('button', { name: 'Save package' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pack = desk.locator('li[data-gcode]');
    await pack.first().waitFor();
    gcode = (await pack.first().getAttribute('data-gcode'))!;
    expect(await pack.first().innerText()).toMatch(/Adult .*79\.00\s+Child \(3–11\) .*39\.00/);
  });

  it('fills next month with the range editor, weekends dearer', { timeout: 90_000 }, async () => {
    await desk.locator(`li[data-gcode="${gcode}"]`).getByRole('link', { name: 'Calendar' }).click();
    await desk.waitForURL(/\/calendar\?/);
    await desk.goto(`/admin/packages/${gcode}/calendar?product=${pcode}&month=${MONTH}`);
    const editor = desk.getByRole('form', { name: 'Change a range of days' });
    await editor.waitFor();
    await editor.getByLabel('From', { exact: true }).fill(`${MONTH}-01`);
    await editor.getByLabel('To', { exact: true }).fill(`${MONTH}-${pad(LAST_DAY)}`);
    await editor.getByLabel(`Adult price (${DESK_CURRENCY})`, { exact: true }).fill('89.00');
    await editor.getByLabel(`Child price (${DESK_CURRENCY})`, { exact: true }).fill('45.00');
    await editor.getByLabel('Places on sale per day', { exact: true }).fill('40');
    await editor.getByLabel('Opened for sale', { exact: true }).check();
    await editor.getByRole('button', { name: 'Apply to the days' }).click();
    await toast(desk, new RegExp(`${LAST_DAY} days changed`)).waitFor();
    const wednesday = desk.locator(`button[data-date="${WEDNESDAY}"]`);
    await expect.poll(() => wednesday.getAttribute('data-state')).toBe('open');
    expect(await wednesday.innerText()).toMatch(/89\s+0\/40/);

    // Every Saturday and Sunday of the month: adult 99.00.
    await editor.getByLabel('Saturday', { exact: true }).check();
    await editor.getByLabel('Sunday', { exact: true }).check();
    await editor.getByLabel(`Adult price (${DESK_CURRENCY})`, { exact: true }).fill('99.00');
    await editor.getByLabel(`Child price (${DESK_CURRENCY})`, { exact: true }).fill('');
    await editor.getByLabel('Places on sale per day', { exact: true }).fill('');
    await editor.getByLabel('Left open or closed as they are', { exact: true }).check();
    await editor.getByRole('button', { name: 'Apply to the days' }).click();
    await toast(desk, /days changed/)
      .nth(0)
      .waitFor();
    await expect.poll(() => desk.locator(`button[data-date="${SATURDAY}"]`).innerText()).toMatch(/^\d+\s+99\s+0\/40/);
    expect(await wednesday.innerText()).toMatch(/89\s+0\/40/);

    // The month copied onto the next, day n onto day n.
    const after = new Date(Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 1));
    const following = `${after.getUTCFullYear()}-${pad(after.getUTCMonth() + 1)}`;
    const copy = desk.getByRole('form', { name: 'Copy this month' });
    await copy.getByLabel('Copy to month', { exact: true }).fill(following);
    await copy.getByRole('button', { name: 'Copy' }).click();
    await toast(desk, new RegExp(`of ${following} changed`)).waitFor({ timeout: 30_000 });
    await desk.getByRole('button', { name: 'Next month' }).click();
    const copied = desk.locator(`button[data-date="${following}-${WEDNESDAY.slice(8)}"]`);
    await expect.poll(() => copied.innerText()).toMatch(/89\s+0\/40/);
    await expect
      .poll(() => desk.locator(`button[data-date="${following}-${SATURDAY.slice(8)}"]`).innerText())
      .toMatch(/99\s+0\/40/);
  });

  it('publishes it, and the storefront finds it by keyword in both languages', { timeout: 90_000 }, async () => {
    await desk.goto(`/admin/products/${pcode}`);
    await desk.getByRole('button', { name: 'Publish' }).click();
    await toast(desk, /Published/).waitFor();

    // The desk's list finds it by its words among the published products.
    await desk.getByRole('link', { name: 'All products' }).click();
    await desk.getByLabel('Search by code or title', { exact: true }).fill(CHINESE_WORD);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByLabel('Status', { exact: true }).selectOption('published');
    await expect.poll(() => desk.locator('tbody tr').count()).toBe(1);
    expect(await desk.locator('tbody tr').innerText()).toContain(pcode);

    const context = await newContext(browser, DESKTOP);
    const shop = await context.newPage();
    for (const [language, word] of [
      ['en-au', ENGLISH_WORD],
      ['zh-cn', CHINESE_WORD],
    ] as const) {
      await shop.goto(`${BASE_URL}/${DESK_MERCHANT}/${language}/nzd/search?keyword=${encodeURIComponent(word)}`);
      const cards = shop.getByTestId('product-card');
      await cards.first().waitFor({ timeout: 20_000 });
      expect(await cards.count(), language).toBe(1);
      expect(await cards.first().innerText(), language).toContain(word);
    }
    await context.close();
  });

  it(
    'is booked by a shopper through the storefront’s checkout and paid on the sandbox; the calendar then refuses a stock below it',
    { timeout: 150_000 },
    async () => {
      const shopper = await newShopper('catalog');
      const shop = await shopperPage(browser, shopper.token, DESKTOP);
      const errors = collectPageErrors(shop);
      await shop.goto(`${SHOP_HOME}/product/${pcode}`);
      await shop.getByRole('heading', { name: TITLE, level: 1 }).waitFor({ timeout: 20_000 });
      // What the desk said of it, at a glance.
      const facts = shop.getByTestId('product-facts');
      await facts.waitFor();
      expect(await facts.locator('[data-fact="duration"]').innerText()).toMatch(/3 hours/);
      expect(await facts.locator('[data-fact="instant"]').innerText()).toBe(en.product.facts.instantConfirmation);
      expect(await facts.locator('[data-fact="meeting-point"]').innerText()).toBe(`Meeting point: ${MEETING_POINT}`);

      // The package, the weekend day at its weekend price, one adult; then Book now.
      const panel = shop.getByTestId('booking-panel');
      const radio = panel.getByRole('radio', { name: /Evening paddle/ });
      await radio.click();
      await expect.poll(() => radio.isChecked()).toBe(true);
      const day = (await priceCalendar(shop)).locator(`button[data-date="${SATURDAY}"]`);
      await day.waitFor();
      expect(await day.isDisabled()).toBe(false);
      await day.click();
      await expect.poll(() => new URL(shop.url()).searchParams.get('date')).toBe(SATURDAY);
      await expect.poll(() => shop.getByTestId('booking-total').innerText()).toMatch(/^NZ\$99(\.00)?$/);
      await shop.getByTestId('checkout-book').click();

      // The order form, typed as the shopper would, day first as en-AU writes dates.
      await shop.getByTestId('order-summary').waitFor({ timeout: 20_000 });
      expect(await shop.getByTestId('order-total').innerText()).toMatch(/^NZ\$99(\.00)?$/);
      const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
      const traveller = shop.getByTestId('traveller').first();
      await traveller.getByLabel(en.order.appellation).selectOption({ index: 1 });
      await traveller.getByLabel(en.order.nationality).selectOption('NZ');
      await field(traveller, en.order.lastName).fill('HOPE');
      await field(traveller, en.order.firstName).fill('KIRI');
      await field(traveller, en.order.birthDate).pressSequentially('14/03/1988');
      await field(traveller, en.order.idNumber).fill('LA1234567');
      await field(traveller, en.order.idExpiry).pressSequentially('01/01/2035');
      const contact = shop.locator('section[aria-labelledby="contact-title"]');
      await field(contact, en.order.lastName).fill('HOPE');
      await field(contact, en.order.firstName).fill('KIRI');
      await contact.getByRole('textbox', { name: en.order.email }).fill(shopper.email);
      await shop.getByTestId('order-terms').check();
      await shop.getByTestId('order-submit').click();

      // The order-pay page, the sandbox's hosted page, and back to the return page's real state.
      await shop.getByTestId('pay-button').waitFor({ timeout: 20_000 });
      const ocode = new URL(shop.url()).pathname.split('/').at(-2)!;
      expect(ocode).toMatch(/^[A-Z2-7]{20}$/);
      await shop.getByTestId('pay-button').click();
      await shop.waitForURL(/\/api\/v1\/payment\/sandbox\//);
      await shop.getByRole('button', { name: /pay/i }).first().click();
      const result = shop.getByTestId('payment-result');
      await result.waitFor({ timeout: 30_000 });
      await expect.poll(() => result.getAttribute('data-status')).toBe('succeeded');
      await expect.poll(() => result.getAttribute('data-order-status')).toBe('confirmed');

      // The member's orders list it, confirmed.
      await shop.goto(`${SHOP_HOME}/my/order`);
      const row = shop.getByTestId('order-row').filter({ hasText: ocode });
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getAttribute('data-status')).toBe('confirmed');
      expect(errors).toEqual([]);
      await shop.context().close();

      await desk.goto(`/admin/packages/${gcode}/calendar?product=${pcode}&month=${MONTH}`);
      await expect.poll(() => desk.locator(`button[data-date="${SATURDAY}"]`).innerText()).toMatch(/99\s+1\/40/);
      const editor = desk.getByRole('form', { name: 'Change a range of days' });
      await editor.getByLabel('From', { exact: true }).fill(SATURDAY);
      await editor.getByLabel('To', { exact: true }).fill(SATURDAY);
      await editor.getByLabel('Places on sale per day', { exact: true }).fill('0');
      await editor.getByRole('button', { name: 'Apply to the days' }).click();
      const refusal = desk.getByTestId('calendar-refusal');
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain(SATURDAY);
      await expect.poll(() => desk.locator(`button[data-date="${SATURDAY}"]`).innerText()).toMatch(/1\/40/);
    },
  );

  it('puts it on a flash sale in the desk, and the storefront home shows it', { timeout: 120_000 }, async () => {
    await desk.goto('/admin/marketing/flash-sales');
    await desk.getByRole('heading', { name: 'Flash sales', level: 1 }).waitFor();
    await desk.getByLabel('Find a product', { exact: true }).fill(pcode);
    const productSelect = desk.getByLabel('Product', { exact: true });
    await productSelect.locator(`option[value="${pcode}"]`).waitFor({ state: 'attached' });
    await productSelect.selectOption(pcode);
    const packageSelect = desk.getByLabel('Package', { exact: true });
    await packageSelect.locator(`option[value="${gcode}"]`).waitFor({ state: 'attached', timeout: 15_000 });
    await packageSelect.selectOption(gcode);
    await desk.getByLabel(/^Sale price/).fill('59.00');
    await desk.getByLabel('Stock', { exact: true }).fill('10');
    await desk.getByLabel('Per member', { exact: true }).fill('2');
    await desk.getByLabel('Starts', { exact: true }).fill(localInput(-5 * 60_000));
    await desk.getByLabel('Ends', { exact: true }).fill(localInput(3 * 3_600_000));
    await desk.getByRole('button', { name: 'Create flash sale' }).click();
    await toast(desk, /Flash sale created/).waitFor();
    await desk.getByRole('listitem').filter({ hasText: TITLE }).filter({ hasText: '0 of 10 sold' }).waitFor();

    const context = await newContext(browser, DESKTOP);
    const home = await context.newPage();
    await home.goto(`${BASE_URL}${SHOP_HOME}`);
    const card = home.locator(`[data-testid="flash-sale"]:has(h3[title="${TITLE}"])`);
    await card.first().waitFor({ timeout: 20_000 });
    expect(await card.first().getAttribute('data-phase')).toBe('ongoing');
    expect(await card.first().innerText()).toMatch(/59/);
    await context.close();
  });
});

describe('the catalog pages on a phone and a desktop', () => {
  /** Serious axe findings and sideways overflow of the page, after saving its screenshot. */
  async function check(page: Page, name: string, width: string): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/catalog-${name}-${width}.png`, fullPage: true });
    const problems = (await axeProblems(page)).map((p) => `${name} at ${width}: ${p}`);
    if (await overflowsSideways(page)) problems.push(`${name} at ${width}: wider than the screen`);
    return problems;
  }

  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`products, product editor and calendar at ${width}`, { timeout: 120_000 }, async () => {
      expect(pcode, 'the product of the first part').not.toBe('');
      const page = await deskPage(browser, viewport);
      const problems: string[] = [];
      for (const [name, path, heading] of [
        ['products', '/admin/products', 'Products'],
        ['product', `/admin/products/${pcode}`, new RegExp(ENGLISH_WORD)],
        ['calendar', `/admin/packages/${gcode}/calendar?product=${pcode}&month=${MONTH}`, /Availability calendar/],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        problems.push(...(await check(page, name, width)));
      }
      // The month grid stays readable on a phone: seven columns, each day at least 40 px wide.
      const cell = await page.locator(`button[data-date="${WEDNESDAY}"]`).boundingBox();
      expect(cell?.width ?? 0).toBeGreaterThanOrEqual(40);
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
});
