import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { collectPageErrors, launchBrowser, newContext, pathOf, PHONE, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EN = '/456817/en-au/aud';

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** `YYYY-MM-DD` of the first day of the month `months` after today's (the browser's local date). */
function monthStart(months: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + months, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
}

const dayOf = (monthFirst: string, day: number) => `${monthFirst.slice(0, 8)}${String(day).padStart(2, '0')}`;

/** Opens the stay popover and shows the month of `date` (the calendar starts at the current check-in). */
async function openStayAt(page: Page, date: string) {
  await page.getByTestId('stay-field').click();
  const popover = page.getByTestId('stay-popover');
  await popover.waitFor();
  for (let i = 0; i < 12 && (await popover.locator(`button[data-date="${date}"]`).count()) === 0; i += 1) {
    await popover.getByRole('button', { name: en.hotels.stay.nextMonth }).click();
  }
  return popover;
}

const cardStars = (page: Page) =>
  page.getByTestId('hotel-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-stars')));

describe('hotels: search, filter, choose a stay, see the rooms', () => {
  it('finds Queensland hotels for 2 rooms (2 adults; 1 adult + 1 child aged 5), filters 4 stars and prices the stay', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The hotel search opens with the default search (spec §4): 1 room, 2 adults, 2 nights a week ahead.
    await page.goto(`${EN}/hotel`);
    await waitForChrome(page);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(en.routes.hotel);
    await page.getByTestId('hotel-card').first().waitFor();
    await expect(page.getByTestId('guests-summary').innerText()).resolves.toBe('2 adults · 1 room');
    await expect(page.getByTestId('stay-nights').innerText()).resolves.toMatch(/^[12] nights?$/);
    await expect(page.locator('header[data-header]').getAttribute('data-fixed')).resolves.toBe('false');

    // Where: Queensland from the suggestions (a destination, searched by its id).
    await page.getByTestId('destination-input').fill('Queensland');
    const destination = page.getByTestId('destination-option-destination').filter({ hasText: 'Queensland' });
    await destination.first().click();
    const count = page.getByTestId('hotel-result-count');
    await count.filter({ hasText: 'in Queensland' }).waitFor();

    // Rooms and guests: a second room for 1 adult and a child; the child's age is required.
    await page.getByTestId('guests-field').click();
    await page.getByTestId('add-room').click();
    await page.getByTestId('room-2-children-plus').click();
    await page.getByTestId('guests-done').click();
    await expect(page.getByTestId('guests-error').innerText()).resolves.toContain('Choose the age of every child');
    await page.getByTestId('room-2-child-1-age').selectOption('5');
    await page.getByTestId('guests-done').click();
    await expect(page.getByTestId('guests-summary').innerText()).resolves.toBe('3 adults · 1 child · 2 rooms');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('456817_hotel-search') ?? '{}'));
    expect(saved.state.search.rooms).toEqual([
      { adultNum: 2, childNum: 0, childAges: [] },
      { adultNum: 1, childNum: 1, childAges: [5] },
    ]);
    expect(saved.state.search.locationId).toBe('au-qld');

    // Filter: 4 stars only.
    await count.filter({ hasText: 'in Queensland' }).waitFor();
    await page.getByTestId('filter-stars-4').check();
    await expect.poll(async () => [...new Set(await cardStars(page))]).toEqual(['4']);
    expect(await page.getByTestId('hotel-card').count()).toBeGreaterThan(0);
    const first = page.getByTestId('hotel-card').first();
    const name = await first.getByTestId('hotel-card-link').innerText();
    const searchTotal = (await first.getByTestId('hotel-card-total').innerText()).replace(' total', '');
    expect(searchTotal).toMatch(/^A\$[\d,.]+$/);
    expect(await axeSerious(page)).toEqual([]);

    // Open the hotel: its rooms for this stay and party, with the same lowest total as the search.
    await first.getByTestId('hotel-card-link').click();
    await page.waitForURL(/\/456817\/en-au\/aud\/hoteldetail\/\d+$/);
    const hotelPath = pathOf(page);
    await page.getByTestId('hotel-detail').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(name);
    await expect(page.title()).resolves.toContain(name);
    await page.getByTestId('room-type').first().waitFor();
    await expect(page.getByTestId('cheapest-total').innerText()).resolves.toContain(searchTotal);
    const fitting = page.locator('[data-testid="room-type"][data-fits="true"]');
    expect(await fitting.count()).toBeGreaterThan(0);
    await expect(fitting.first().getByTestId('plan-total').first().innerText()).resolves.toMatch(/^A\$[\d,.]+$/);
    // A plan sold for the whole party can be booked (the orders suite books one).
    const sold = fitting.getByTestId('rate-plan').filter({ has: page.getByTestId('plan-total') });
    await expect(sold.first().getByTestId('book-button').isEnabled()).resolves.toBe(true);
    await expect(page.getByTestId('stay-bar').getByTestId('guests-summary').innerText()).resolves.toBe(
      '3 adults · 1 child · 2 rooms',
    );

    // A range across two months is refused with its reason.
    const next = monthStart(2);
    let popover = await openStayAt(page, dayOf(next, 28));
    await popover.locator(`button[data-date="${dayOf(next, 28)}"]`).click();
    await popover.getByRole('button', { name: en.hotels.stay.nextMonth }).click();
    const afterNext = monthStart(3);
    await popover.locator(`button[data-date="${dayOf(afterNext, 3)}"]`).click();
    await expect(popover.getByTestId('stay-message').innerText()).resolves.toBe(en.hotels.stay.problems.twoMonths);

    // Change the stay to three nights in one month: the nightly breakdown follows.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    const checkIn = dayOf(next, 10);
    const checkOut = dayOf(next, 13);
    popover = await openStayAt(page, checkIn);
    await popover.locator(`button[data-date="${checkIn}"]`).click();
    await popover.locator(`button[data-date="${checkOut}"]`).click();
    await popover.waitFor({ state: 'hidden' });
    await expect(page.getByTestId('stay-nights').innerText()).resolves.toBe('3 nights');
    const breakdown = page.locator('details[open][data-testid="night-breakdown"]').first();
    await expect
      .poll(() =>
        breakdown.getByTestId('night-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-date'))),
      )
      .toEqual([checkIn, dayOf(next, 11), dayOf(next, 12)]);
    for (const price of await breakdown.getByTestId('night-row').locator('td').allInnerTexts()) {
      expect(price).toMatch(/^A\$[\d,.]+$/);
    }
    await expect(page.getByTestId('cheapest-total').innerText()).resolves.toContain('3 nights');
    expect(await axeSerious(page)).toEqual([]);

    // Won: whole numbers everywhere on the hotel page.
    await page.getByTestId('currency-picker').click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: /KRW/ }).click();
    await page.waitForURL(`**${hotelPath.replace('/aud/', '/krw/')}`);
    await waitForChrome(page);
    await page.getByTestId('plan-total').first().waitFor();
    const totals = await page.getByTestId('plan-total').allInnerTexts();
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) expect(total).toMatch(/^₩[\d,]+$/);
    const nights = await page.locator('details[open] [data-testid="night-row"] td').allInnerTexts();
    expect(nights).toHaveLength(3);
    for (const price of nights) expect(price).toMatch(/^₩[\d,]+$/);

    // And on the search, which kept the stay, party, place and filter.
    await page.goto('/456817/en-au/krw/hotel');
    await waitForChrome(page);
    await page.getByTestId('hotel-card').first().waitFor();
    await expect(page.getByTestId('filter-stars-4').isChecked()).resolves.toBe(true);
    for (const price of await page.getByTestId('hotel-card-nightly').allInnerTexts())
      expect(price).toMatch(/^₩[\d,]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an empty state with a way out when nothing matches', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${EN}/hotel`);
    await waitForChrome(page);
    await page.getByTestId('destination-input').fill('zzqx no such hotel');
    await page.getByTestId('hotel-search-submit').click();
    await page.getByTestId('hotel-empty').waitFor();
    await expect(page.getByTestId('hotel-empty').innerText()).resolves.toContain(en.hotels.empty.title);
    await context.close();
  });

  it('says clearly when the server refuses the search', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/v1/hotelproduct/search', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 2001,
          message: 'Invalid body.rooms.0.childAges',
          data: { field: 'rooms.0.childAges' },
        }),
      }),
    );
    await page.goto(`${EN}/hotel`);
    await waitForChrome(page);
    const problem = page.getByTestId('api-problem');
    await problem.waitFor();
    await expect(problem.innerText()).resolves.toContain(en.hotels.errors.searchFailed);
    await expect(problem.getByTestId('api-problem-detail').innerText()).resolves.toContain('rooms.0.childAges');
    await context.close();
  });

  it('fits a 390 px phone on both pages, and passes axe there', async () => {
    const context = await newContext(browser, PHONE, 'zh-CN');
    const page = await context.newPage();
    for (const path of ['/456817/zh-cn/cny/hotel', '/456817/zh-cn/cny/hoteldetail/1']) {
      await page.goto(path);
      await waitForChrome(page);
      await page.locator('[data-testid="hotel-card"], [data-testid="room-type"]').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(overflow, path).toBe(false);
      expect(await axeSerious(page), path).toEqual([]);
    }
    await page.getByTestId('stay-field').click();
    await page.getByTestId('stay-popover').waitFor();
    const box = await page.getByTestId('stay-popover').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await context.close();
  });

  it('sends an unknown hotel to the not-found page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${EN}/hoteldetail/999999`);
    await page.waitForURL('**/error');
    await context.close();
  });
});
