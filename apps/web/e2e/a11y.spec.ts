import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, PHONE, waitForChrome } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/456817/en-au/aud',
  '/456817/zh-cn/cny/search',
  '/456817/en-au/aud/hotel',
  '/518200/en-au/nzd',
  '/518200/ko-kr/nzd/search',
  '/518200/zh-tw/nzd/hotel',
  '/error',
];

describe('accessibility (axe): no serious or critical violations', () => {
  it.each(PAGES.flatMap((path) => [[path, 'desktop'] as const, [path, 'phone'] as const]))(
    '%s (%s)',
    async (path, device) => {
      const context = await newContext(browser, device === 'phone' ? PHONE : undefined);
      const page = await context.newPage();
      await page.goto(path);
      if (path === '/error') await page.getByTestId('not-found').waitFor();
      else await waitForChrome(page);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    },
  );
});
