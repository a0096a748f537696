import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, SCREENS_DIR, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MERCHANTS = [
  ['456817', 'cny'],
  ['518200', 'nzd'],
] as const;
const LANGUAGES = ['zh-cn', 'zh-tw', 'en-au', 'ko-kr'] as const;

describe('home page screenshots in four languages for two merchants', () => {
  it.each(
    MERCHANTS.flatMap(([merchant, currency]) => LANGUAGES.map((language) => [merchant, currency, language] as const)),
  )('%s %s %s', async (merchant, currency, language) => {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(`/${merchant}/${language}/${currency}`);
      await waitForChrome(page);
      await page.getByTestId('category-group').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${device} overflows horizontally`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS_DIR}home-${merchant}-${language}-${device}.png`, fullPage: true });
      await context.close();
    }
  });
});
