import { performance } from 'node:perf_hooks';
import type { MerchantService } from '../../modules/merchant/service.js';
import { DEMO_MERCHANTS } from '../demo-merchants.js';
import { composeMerchantCatalog } from './generate.js';
import { ensureCatalogImages, hasSeedRun, markSeedRun, writeCatalog, type CatalogSeedDeps } from './seed-catalog.js';

export type LargeCatalogOptions = {
  /** How many merchants share the products (numbers 800001, 800002, …). */
  merchants: number;
  /** Products in total, spread evenly over the merchants. */
  products: number;
  /** Sellable days per package from today (a year is 365; benchmarks rarely need more than a month). */
  calendarDays?: number;
  onProgress?: (line: string) => void;
};

/**
 * A benchmark catalog (e.g. 100 000 products over 50 merchants): each merchant a copy of the
 * demo merchant settings selling in all four countries, its products composed like the demo
 * catalog's (listings come round again as "editions" past the content). One transaction per
 * merchant, recorded in `seed_runs`, so an interrupted run resumes where it stopped.
 */
export async function generateCatalog(
  deps: CatalogSeedDeps & { merchants: MerchantService },
  options: LargeCatalogOptions,
): Promise<void> {
  const calendarDays = options.calendarDays ?? 30;
  const base = DEMO_MERCHANTS[0];
  if (!base) throw new Error('No demo merchant to copy');
  await ensureCatalogImages(deps);
  const now = new Date();
  const takenCodes = new Set<string>();
  const perMerchant = Math.floor(options.products / options.merchants);
  for (let i = 0; i < options.merchants; i++) {
    const merchantNumber = String(800_001 + i);
    const products = perMerchant + (i < options.products % options.merchants ? 1 : 0);
    const run = `catalog:${merchantNumber}`;
    if (await hasSeedRun(deps.db, run)) continue;
    const started = performance.now();
    const { initials: _initials, wordmark: _wordmark, ...profile } = base;
    await deps.merchants.ensureMerchant({
      ...profile,
      number: merchantNumber,
      title: `Benchmark Travel ${i + 1}`,
      logo: `/images/merchants/${base.number}/logo.svg`,
      favicon: `/images/merchants/${base.number}/favicon.svg`,
      website: '',
      filingNumber: '',
    });
    const generated = composeMerchantCatalog({
      merchantNumber,
      countries: ['au', 'nz', 'fj', 'nc'],
      products,
      now,
      takenCodes,
    });
    await deps.db.transaction().execute(async (trx) => {
      await writeCatalog(trx, deps, merchantNumber, generated, calendarDays, now);
      await markSeedRun(trx, run);
    });
    options.onProgress?.(
      `merchant ${merchantNumber}: ${products} products in ${Math.round(performance.now() - started)} ms (${i + 1}/${options.merchants})`,
    );
  }
}
