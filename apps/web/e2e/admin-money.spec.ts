import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser';
import { deskPage, DESK_MERCHANT, findItem, newShopper, shopperPage } from './admin-helpers';
import { axeProblems, overflowsSideways } from './journey-helpers';

/**
 * Money settings in the desk (issue 14): the coupon and rate pages at a phone's and a desktop's
 * width, and a public code made in the desk that a shopper types at checkout.
 */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function check(page: Page, name: string, width: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  const problems = (await axeProblems(page)).map((p) => `${name} at ${width}: ${p}`);
  if (await overflowsSideways(page)) problems.push(`${name} at ${width}: wider than the screen`);
  return problems;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('money pages of the desk', () => {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(
      `coupons and rates at ${width}: no axe finding, nothing wider than the screen`,
      { timeout: 90_000 },
      async () => {
        const page = await deskPage(browser, viewport);
        await page.goto('/admin/coupons');
        await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Redemption report' }).waitFor();
        const problems = await check(page, 'coupons', width);
        await page.goto('/admin/rates');
        await page.getByRole('heading', { name: 'Rates and points', level: 1 }).waitFor();
        await page.getByRole('textbox', { name: /to USD rate/ }).waitFor();
        problems.push(...(await check(page, 'rates', width)));
        expect(problems).toEqual([]);
        await page.context().close();
      },
    );
  }

  it(
    'a public code made in the desk takes its amount off a shopper’s order at checkout',
    { timeout: 120_000 },
    async () => {
      const code = `E2E${Date.now().toString(36).toUpperCase()}`;
      const desk = await deskPage(browser, PHONE);
      await desk.goto('/admin/coupons');
      const form = desk.getByRole('form', { name: 'New coupon' });
      await form.getByLabel('Name (English)').fill(`Desk test ${code}`);
      await form.getByLabel('Currency').selectOption('NZD');
      await form.getByLabel('Amount off (NZD)').fill('5.00');
      await form.getByLabel('Public code').fill(code);
      await form.getByLabel('First day').fill(day(-1));
      await form.getByLabel('Last day').fill(day(30));
      await form.getByRole('button', { name: 'Create coupon' }).click();
      await desk.getByTestId('coupon-template').filter({ hasText: code }).waitFor();
      await desk.context().close();

      const shopper = await newShopper('money');
      const item = await findItem(shopper.token, true);
      const page = await shopperPage(browser, shopper.token, PHONE);
      const type = Object.keys(item.quantities)[0] as string;
      await page.goto(
        `/${DESK_MERCHANT}/en-au/nzd/orderform/${item.productCode}/${item.gcode}?date=${item.date}&${type}=1`,
      );
      const total = page.getByTestId('order-total');
      await total.waitFor();
      const before = await total.innerText();
      await page.getByLabel('Have a coupon code?').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(async () => page.getByTestId('coupon-select').locator('option:checked').innerText(), { timeout: 15_000 })
        .toContain(`Desk test ${code}`);
      await expect.poll(() => total.innerText(), { timeout: 15_000 }).not.toBe(before);
      const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
      expect(cents(before) - cents(await total.innerText())).toBe(500);

      await page.getByLabel('Have a coupon code?').fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').filter({ hasText: 'already' }).waitFor();
      await page.context().close();
    },
  );
});
