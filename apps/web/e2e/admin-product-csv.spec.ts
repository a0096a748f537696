import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser';
import { deskPage, shopApi } from './admin-helpers';
import { axeProblems, overflowsSideways } from './journey-helpers';

/** The desk's product CSV page (issue 14): a dry run's problems in a table, then a clean file imported whole. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/admin-shots';
const HEADER = 'product_code,status,category,location,title_en-AU,package_name_en-AU,price_adult,from,to,stock';

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const file = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`),
});

async function check(page: Page, name: string): Promise<string[]> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const problems = await axeProblems(page);
  if (await overflowsSideways(page)) problems.push(`${name}: wider than the screen`);
  return problems;
}

describe('desk product CSV import', () => {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`lists a bad file's problems, then imports a good one at ${width}`, { timeout: 120_000 }, async () => {
      const word = `csvwalk${width}${Date.now().toString(36)}`;
      const page = await deskPage(browser, viewport);
      await page.goto('/admin/products');
      await page.getByRole('link', { name: 'Import or export CSV' }).click();
      await page.getByRole('heading', { name: 'Import and export products', level: 1 }).waitFor();

      await page
        .getByLabel(/CSV file/)
        .setInputFiles(
          file('bad.csv', [
            `,published,999,au-nsw-sydney,${word} one,Standard,8900,2027-03-01,2027-03-31,20`,
            `,published,201,au-nsw-sydney,${word} two,Standard,89.00,2027-03-31,2027-03-01,20`,
          ]),
        );
      await page.getByRole('button', { name: 'Check (dry run)' }).click();
      const table = page.getByRole('table', { name: 'Problems of the file, by row' });
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(4);
      await expect.poll(() => table.textContent()).toMatch(/category.*999/);
      expect(await page.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
      expect(await check(page, `product-csv-problems-${width}`)).toEqual([]);

      await page
        .getByLabel(/CSV file/)
        .setInputFiles(
          file('good.csv', [
            `,published,201,au-nsw-sydney,Harbour ${word} walk,Standard,8900,2027-03-01,2027-03-31,20`,
          ]),
        );
      await page.getByRole('button', { name: 'Check (dry run)' }).click();
      await page.getByText('Ready to import').waitFor();
      await page.getByRole('button', { name: 'Import 1 row' }).click();
      await page.getByText(/Imported in one go: 1 new product,/).waitFor();
      expect(await check(page, `product-csv-imported-${width}`)).toEqual([]);
      const found = await shopApi<{ list: { title: string }[] }>('/v1/tripproduct/operation/pagging', {
        body: { keyword: word, pageIndex: 1, pageSize: 10 },
      });
      expect(found.list.map((p) => p.title)).toEqual([`Harbour ${word} walk`]);
      await page.context().close();
    });
  }
});
