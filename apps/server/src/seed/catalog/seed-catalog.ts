import { PRODUCT_TYPES } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { CatalogService } from '../../modules/catalog/service.js';
import type { MarketingService } from '../../modules/marketing/service.js';
import type { SearchHistoryService } from '../../modules/search-history/service.js';
import { calendarPattern, composeMerchantCatalog, type GeneratedCatalog } from './generate.js';
import { SCENE_COUNT, bannerImageKey, drawBannerImage, drawProductImage, productImageKey } from './images.js';

export type CatalogSeedDeps = {
  db: Db;
  images: ImageStorage;
  catalog: CatalogService;
  marketing: MarketingService;
  searchHistory: SearchHistoryService;
};

/** The demo merchants' catalogs: how many products, where, and the margin on exchange rates. */
export const DEMO_CATALOGS = [
  { merchantNumber: '456817', countries: ['au', 'nz', 'fj', 'nc'], products: 320, rateMargin: 0.015 },
  { merchantNumber: '518200', countries: ['nz', 'au'], products: 72, rateMargin: 0.02 },
  { merchantNumber: '630900', countries: ['fj', 'nc', 'au'], products: 72, rateMargin: 0.01 },
] as const;

/** Twelve months of sellable dates from the day of seeding. */
const DEMO_CALENDAR_DAYS = 365;

/**
 * Seeds the demo catalog, marketing and hot searches of each demo merchant, each in one
 * transaction recorded in `seed_runs`, so running it again changes nothing. Deterministic: the
 * same merchant always gets the same listings (dates follow the day of seeding).
 */
export async function seedDemoCatalog(deps: CatalogSeedDeps): Promise<void> {
  await ensureCatalogImages(deps);
  const now = new Date();
  const takenCodes = new Set<string>();
  for (const demo of DEMO_CATALOGS) {
    const run = `catalog:${demo.merchantNumber}`;
    if (await hasSeedRun(deps.db, run)) continue;
    const generated = composeMerchantCatalog({ ...demo, now, takenCodes });
    await deps.db.transaction().execute(async (trx) => {
      await writeCatalog(trx, deps, demo.merchantNumber, generated, DEMO_CALENDAR_DAYS, now);
      await markSeedRun(trx, run);
    });
  }
}

/** Writes a generated catalog for a merchant inside the caller's transaction. */
export async function writeCatalog(
  trx: Db,
  deps: Pick<CatalogSeedDeps, 'catalog' | 'marketing' | 'searchHistory'>,
  merchantNumber: string,
  generated: GeneratedCatalog,
  calendarDays: number,
  now: Date,
): Promise<void> {
  await deps.catalog.setExchangeRates(trx, merchantNumber, generated.rates);
  const { productIds, packageIds } = await deps.catalog.importProducts(trx, merchantNumber, generated.products);
  await deps.catalog.openCalendars(trx, merchantNumber, calendarPattern(now, calendarDays));
  await deps.marketing.importMarketing(trx, merchantNumber, {
    banners: generated.banners,
    seckill: generated.seckill.flatMap((s) => {
      const productId = productIds.get(s.productCode);
      const packageId = packageIds.get(s.gcode);
      if (productId === undefined || packageId === undefined) return [];
      const { productCode: _code, gcode: _gcode, ...sale } = s;
      return [{ ...sale, productId, packageId }];
    }),
  });
  if (generated.hotSearchTerms.length > 0) {
    await deps.searchHistory.setHotSearchTerms(trx, merchantNumber, generated.hotSearchTerms);
  }
}

/** The scenic pictures every listing and banner uses: one per product type and scene. */
export async function ensureCatalogImages({ db, images }: Pick<CatalogSeedDeps, 'db' | 'images'>): Promise<void> {
  const run = 'catalog:images';
  if (await hasSeedRun(db, run)) return;
  const pictures = PRODUCT_TYPES.flatMap((type) =>
    Array.from({ length: SCENE_COUNT }, (_, scene) => [
      { key: productImageKey(type, scene), svg: drawProductImage(type, scene) },
      { key: bannerImageKey(type, scene), svg: drawBannerImage(type, scene) },
    ]).flat(),
  );
  // In parallel: on PostgreSQL each write is its own commit, and the pool overlaps them.
  await Promise.all(pictures.map((p) => images.put(p.key, 'image/svg+xml', Buffer.from(p.svg))));
  await markSeedRun(db, run);
}

export async function hasSeedRun(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('seed_runs').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

export async function markSeedRun(db: Db, name: string): Promise<void> {
  await db
    .insertInto('seed_runs')
    .values({ name, ran_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
