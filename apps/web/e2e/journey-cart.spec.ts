import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { collectPageErrors, launchBrowser, newContext, open } from './browser';
import {
  addProductLine,
  axeProblems,
  cartCount,
  newMember,
  overflowsSideways,
  useMemberToken,
  WIDTHS,
} from './journey-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOME = '/456817/en-au/aud';

describe.each(WIDTHS)('the cart (%s)', (name, viewport) => {
  it('opens with its bookable lines selected, and removes one line with Undo', async () => {
    const token = await newMember('456817', `cart-${name}`);
    const firstTitle = await addProductLine(token, 8);
    const secondTitle = await addProductLine(token, 9);
    const context = await newContext(browser, viewport);
    await useMemberToken(context, token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/cart`);
    const lines = page.getByTestId('cart-item');
    await expect.poll(() => lines.count()).toBe(2);

    // Ready to check out at once: both lines ticked, the summary counts them.
    expect(await page.getByTestId('cart-ready').getByRole('checkbox', { checked: true }).count()).toBe(3);
    expect(await page.getByText('Total of 2 selected').count()).toBe(1);
    expect(await page.getByTestId('cart-checkout').isEnabled()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);

    // One line removed on its own, then brought back with Undo: nothing was deleted.
    await page.getByRole('button', { name: `Remove ${firstTitle}` }).click();
    await expect.poll(() => lines.count()).toBe(1);
    expect(await page.getByText('Total of 1 selected').count()).toBe(1);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: firstTitle });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => lines.count()).toBe(2);
    expect(await cartCount(token)).toBe(2);

    // Removed again and the toast closed: the server deletes it.
    await page.getByRole('button', { name: `Remove ${firstTitle}` }).click();
    await expect.poll(() => lines.count()).toBe(1);
    // (the undone toast may still be fading out)
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: firstTitle })
      .last()
      .getByRole('button', { name: /close/i })
      .click();
    await expect.poll(() => cartCount(token), { timeout: 10_000 }).toBe(1);
    expect(await lines.innerText()).toContain(secondTitle);

    // Leaving the page while the toast still shows deletes the line too.
    await page.getByRole('button', { name: `Remove ${secondTitle}` }).click();
    await page.getByText('Your cart is empty').waitFor();
    await page.locator('header[data-header] a').first().click();
    await expect.poll(() => cartCount(token), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves one toast after two cart actions: the newest replaces the last (one per subject)', async () => {
    const token = await newMember('456817', `cart-toast-${name}`);
    await addProductLine(token, 10);
    await addProductLine(token, 11);
    const context = await newContext(browser, viewport);
    await useMemberToken(context, token);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/cart`);
    const lines = page.getByTestId('cart-item');
    await expect.poll(() => lines.count()).toBe(2);
    const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');

    // One more traveller on the first line, saved: "updated".
    await lines.first().getByTestId('cart-edit').click();
    const editor = page.getByTestId('cart-editor');
    await editor.getByRole('group').first().getByRole('button').last().click();
    await editor.getByTestId('cart-editor-save').click();
    await toasts.filter({ hasText: en.cart.updated }).waitFor();

    // At once the selected lines deleted: "deleted" takes the place of "updated".
    await page.getByTestId('cart-delete').click();
    await page.getByTestId('cart-removal-confirm').click();
    await toasts.filter({ hasText: en.cart.deleted }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.filter({ hasText: en.cart.updated }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
