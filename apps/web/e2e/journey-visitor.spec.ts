import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { collectPageErrors, DESKTOP, launchBrowser, newContext, open, PHONE } from './browser';

/**
 * Shopper journey, finding 10: on the guest order lookup, after a submit that failed on blank
 * fields, the first "Get code" click sends the code — on a phone and a desktop.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('guest order lookup (%s)', (_width, viewport) => {
  it('sends the code on the first click after a failed submit', async () => {
    const context = await newContext(browser, viewport, 'en-AU');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await open(page, '/456817/en-au/aud/visitor-order');
    const form = page.getByTestId('visitor-form');
    await form.getByRole('button', { name: en.order.findOrder }).click();
    await form.getByRole('alert').first().waitFor();

    await form.getByRole('textbox', { name: en.order.ocode }).fill('ABCDEFGHJKMNPQRSTUVW');
    await form.getByRole('textbox', { name: en.order.email }).fill('guest@example.com');
    const sent = page.waitForRequest((request) => request.url().includes('/v1/order/visitor/send-code'), {
      timeout: 5_000,
    });
    // Focus is still in the email field: this click also blurs it.
    await form.getByRole('button', { name: en.code.send }).click();
    await sent;
    expect(errors).toEqual([]);
    await context.close();
  });
});
