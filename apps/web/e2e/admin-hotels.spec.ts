import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '@storefront/contracts';
import { DESK_MERCHANT, deskPage, shopApi } from './admin-helpers';
import { collectPageErrors, DESKTOP, launchBrowser, newContext, PHONE } from './browser';
import { axeProblems, overflowsSideways } from './journey-helpers';

/**
 * Issue 14, hotels: the owner of Kiwi Trails opens one of its hotels in the back office, sets a
 * range of nights of a rate plan with the range editor (price per night, rooms, open), and the
 * storefront's hotel page and hotel search show the new price at once. The hotel pages of the
 * desk at a phone's and a desktop's width: axe clean, nothing wider than the screen.
 */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';
const TODAY = localIsoDate();
/** The storefront hotel page's default stay: check-in 7 days ahead, two nights. */
const CHECK_IN = addDays(TODAY, 7);
const FROM = addDays(TODAY, 5);
const TO = addDays(TODAY, 12);
const PRICE = '432.10';

let browser: Browser;
let desk: Page;
let hotelId = '';
let ratePlanId = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  desk = await deskPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('the merchant edits a hotel’s rates in the back office', () => {
  it('sets a week of nights of a rate plan with the range editor', { timeout: 90_000 }, async () => {
    await desk.getByRole('link', { name: 'Hotels', exact: true }).click();
    await desk.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor();
    // A hotel priced in the shop's own currency, so the storefront shows the figure as typed.
    const row = desk.getByRole('listitem').filter({ hasText: '· NZD' }).first();
    await row.getByRole('link').click();
    await desk.waitForURL(/\/admin\/hotels\/\d+$/);
    hotelId = new URL(desk.url()).pathname.split('/').at(-1)!;
    await desk.getByRole('form', { name: 'Hotel details' }).waitFor();
    // Texts of every shop language side by side, each with its translation marker.
    expect(await desk.locator('fieldset[data-language="en-AU"]').count()).toBeGreaterThan(0);

    await desk.getByTestId('rates-calendar-link').first().click();
    await desk.waitForURL(/\/rate-plans\/\d+\/calendar/);
    ratePlanId = new URL(desk.url()).pathname.split('/').at(-2)!;
    await desk.goto(`/admin/hotels/${hotelId}/rate-plans/${ratePlanId}/calendar?month=${CHECK_IN.slice(0, 7)}`);
    const editor = desk.getByRole('form', { name: 'Change a range of days' });
    await editor.waitFor();
    await editor.getByLabel('From', { exact: true }).fill(FROM);
    await editor.getByLabel('To', { exact: true }).fill(TO);
    await editor.getByLabel('Price per night (NZD)', { exact: true }).fill(PRICE);
    await editor.getByLabel('Rooms on sale per night', { exact: true }).fill('9');
    await editor.getByLabel('Opened for sale', { exact: true }).check();
    await editor.getByRole('button', { name: 'Apply to the days' }).click();
    await toast(desk, /days? changed/).waitFor({ timeout: 15_000 });
    const night = desk.locator(`button[data-date="${CHECK_IN}"]`);
    await expect.poll(() => night.getAttribute('data-state')).toBe('open');
    expect(await night.innerText()).toMatch(/432\.10\s+\d+\/9/);
  });

  it('the storefront hotel page and hotel search show the new price at once', { timeout: 60_000 }, async () => {
    expect(ratePlanId, 'the rate plan of the first part').not.toBe('');
    const found = await shopApi<{ list: { id: number; nightlyPrice: number }[] }>('/v1/hotelproduct/search', {
      body: { date: [CHECK_IN, addDays(CHECK_IN, 1)], rooms: [{ adultNum: 1 }], hotelId: Number(hotelId) },
    });
    expect(found.list.map((h) => h.id)).toEqual([Number(hotelId)]);
    expect(found.list[0]!.nightlyPrice).toBeLessThanOrEqual(43_210);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/${DESK_MERCHANT}/en-au/nzd/hoteldetail/${hotelId}`);
    const plan = page.locator(`[data-testid="rate-plan"][data-plan-id="${ratePlanId}"]`);
    await plan.waitFor({ timeout: 20_000 });
    const nights = plan.locator(`[data-testid="night-row"][data-date="${CHECK_IN}"]`);
    await expect.poll(() => nights.first().textContent(), { timeout: 10_000 }).toMatch(/432\.10/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the merchant adds a hotel in the back office', () => {
  it('adds a hotel, a room type and a rate plan, opens its nights and publishes it', { timeout: 120_000 }, async () => {
    const name = `E2E Harbour Lodge ${Date.now()}`;
    await desk.goto('/admin/hotels');
    await desk.getByRole('link', { name: 'New hotel' }).click();
    const form = desk.getByRole('form', { name: 'New hotel' });
    await form.waitFor();
    await form
      .locator('fieldset[data-language="en-AU"]')
      .getByLabel(/^Name \(/)
      .fill(name);
    await form.getByLabel('Location').selectOption('nz-auckland-city');
    await form.getByLabel('Latitude').fill('-36.85');
    await form.getByLabel('Longitude').fill('174.76');
    await form.getByLabel('Currency of its prices').selectOption('NZD');
    await form.getByRole('button', { name: 'Add the hotel' }).click();
    await desk.waitForURL(/\/admin\/hotels\/\d+$/);
    const newId = new URL(desk.url()).pathname.split('/').at(-1)!;
    await desk.getByRole('heading', { name, level: 1 }).waitFor();

    await desk.getByRole('button', { name: 'Add room type' }).click();
    const room = desk.getByRole('form', { name: 'New room type' });
    await room
      .locator('fieldset[data-language="en-AU"]')
      .getByLabel(/^Name \(/)
      .fill('Harbour Double');
    await room.getByRole('button', { name: 'Add the room type' }).click();
    await desk.getByRole('heading', { name: 'Room type: Harbour Double' }).waitFor();

    await desk.getByRole('button', { name: 'Add rate plan' }).click();
    const plan = desk.getByRole('form', { name: 'New rate plan' });
    await plan.getByLabel('Breakfast included').check();
    await plan.getByLabel('Free cancellation up to (days before check-in)').fill('2');
    await plan.getByRole('button', { name: 'Add the rate plan' }).click();
    await desk.getByTestId('rates-calendar-link').first().click();
    await desk.waitForURL(/\/rate-plans\/\d+\/calendar/);
    const newPlanId = new URL(desk.url()).pathname.split('/').at(-2)!;
    await desk.goto(`/admin/hotels/${newId}/rate-plans/${newPlanId}/calendar?month=${CHECK_IN.slice(0, 7)}`);
    const editor = desk.getByRole('form', { name: 'Change a range of days' });
    await editor.waitFor();
    await editor.getByLabel('From', { exact: true }).fill(FROM);
    await editor.getByLabel('To', { exact: true }).fill(TO);
    await editor.getByLabel('Price per night (NZD)', { exact: true }).fill('188.00');
    await editor.getByLabel('Rooms on sale per night', { exact: true }).fill('3');
    await editor.getByLabel('Opened for sale', { exact: true }).check();
    await editor.getByRole('button', { name: 'Apply to the days' }).click();
    await toast(desk, /days? changed/).waitFor({ timeout: 15_000 });

    await desk.goto(`/admin/hotels/${newId}`);
    await desk.getByRole('button', { name: 'Publish' }).click();
    await toast(desk, /^Published/).waitFor({ timeout: 15_000 });
    const found = await shopApi<{ list: { id: number; name: string }[] }>('/v1/hotelproduct/search', {
      body: { date: [CHECK_IN, addDays(CHECK_IN, 1)], rooms: [{ adultNum: 1 }], locationId: 'nz-auckland-city' },
    });
    expect(found.list.find((h) => h.id === Number(newId))?.name).toBe(name);
  });
});

describe('the hotel pages on a phone and a desktop', () => {
  async function check(page: Page, name: string, width: string): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/hotels-${name}-${width}.png`, fullPage: true });
    const problems = (await axeProblems(page)).map((p) => `${name} at ${width}: ${p}`);
    if (await overflowsSideways(page)) problems.push(`${name} at ${width}: wider than the screen`);
    return problems;
  }

  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`hotels, hotel editor and rates calendar at ${width}`, { timeout: 120_000 }, async () => {
      expect(hotelId, 'the hotel of the first part').not.toBe('');
      const page = await deskPage(browser, viewport);
      const problems: string[] = [];
      for (const [name, path, heading] of [
        ['hotels', '/admin/hotels', /^Hotels$/],
        ['new-hotel', '/admin/hotels/new', /^New hotel$/],
        ['hotel', `/admin/hotels/${hotelId}`, /./],
        ['rates', `/admin/hotels/${hotelId}/rate-plans/${ratePlanId}/calendar?month=${CHECK_IN.slice(0, 7)}`, /^Rates/],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        problems.push(...(await check(page, name, width)));
      }
      const cell = await page.locator(`button[data-date="${CHECK_IN}"]`).boundingBox();
      expect(cell?.width ?? 0).toBeGreaterThanOrEqual(40);
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
});
