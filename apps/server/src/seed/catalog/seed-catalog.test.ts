import { PRODUCT_TYPES, SITE_LANGUAGES } from '@storefront/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCatalogService } from '../../modules/catalog/service.js';
import { createMarketingService } from '../../modules/marketing/service.js';
import { createMerchantService } from '../../modules/merchant/service.js';
import { createSearchHistoryService } from '../../modules/search-history/service.js';
import { createCache } from '../../platform/cache.js';
import { createDb, migrateToLatest } from '../../platform/db/kysely.js';
import { createDatabaseImageStorage } from '../../platform/images/storage.js';
import { createMemoryPubSub } from '../../platform/pubsub/memory.js';
import { createTestDatabase, testConfig, testEngine } from '../../test/harness.js';
import { seedDemoData } from '../seed.js';
import { composeMerchantCatalog } from './generate.js';
import { DEMO_CATALOGS, seedDemoCatalog } from './seed-catalog.js';

const compose = (index: number) =>
  composeMerchantCatalog({
    ...(DEMO_CATALOGS[index] as (typeof DEMO_CATALOGS)[number]),
    now: new Date(),
    takenCodes: new Set(),
  });

describe('demo catalog content', () => {
  const [main, kiwi, pearl] = [compose(0), compose(1), compose(2)];

  it('has at least 300 products for 456817 and 60 for each other merchant', () => {
    expect(main.products.length).toBeGreaterThanOrEqual(300);
    expect(kiwi.products.length).toBeGreaterThanOrEqual(60);
    expect(pearl.products.length).toBeGreaterThanOrEqual(60);
  });

  it('covers all eight types, all six category groups and all four countries', () => {
    expect(new Set(main.products.map((p) => p.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(main.products.map((p) => p.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(main.products.map((p) => p.countryId))).toEqual(new Set(['au', 'nz', 'fj', 'nc']));
  });

  it('writes every text in four languages, without placeholders, and has 悉尼歌剧院门票', () => {
    for (const product of main.products) {
      for (const language of SITE_LANGUAGES) {
        const text = product.texts[language];
        expect(text.title.length).toBeGreaterThan(2);
        expect(JSON.stringify(text)).not.toMatch(/\{\w+\}|lorem/i);
      }
      expect(product.packages.length).toBeGreaterThanOrEqual(1);
      expect(product.packages.length).toBeLessThanOrEqual(3);
    }
    expect(main.products.map((p) => p.texts['zh-CN'].title)).toContain('悉尼歌剧院门票');
    expect(main.products.some((p) => p.texts['zh-TW'].title === '雪梨歌劇院導覽')).toBe(true);
  });

  it('has discounts, tags, topics, exchange rates for all nine currencies and marketing', () => {
    expect(
      main.products.filter((p) => p.packages[0]?.prices[0]?.originalPrice !== p.packages[0]?.prices[0]?.price).length,
    ).toBeGreaterThan(50);
    expect(main.products.every((p) => p.topicIds.length > 0)).toBe(true);
    expect(main.rates).toHaveLength(72);
    expect(main.banners.length).toBeGreaterThan(0);
    expect(main.seckill.length).toBe(6);
    expect(main.hotSearchTerms.length).toBeGreaterThan(0);
  });

  it('is deterministic: the same merchant gets the same listings', () => {
    const again = compose(0);
    expect(again.products.map((p) => [p.code, p.texts['en-AU'].title])).toEqual(
      main.products.map((p) => [p.code, p.texts['en-AU'].title]),
    );
  });

  it('keeps codes unique when asked for more products than the content has (large catalogs)', () => {
    const taken = new Set<string>();
    const large = composeMerchantCatalog({
      merchantNumber: '900001',
      countries: ['au', 'nz', 'fj', 'nc'],
      products: 1500,
      now: new Date(),
      takenCodes: taken,
      marketing: false,
    });
    expect(new Set(large.products.map((p) => p.code)).size).toBe(1500);
    expect(new Set(large.products.map((p) => p.texts['en-AU'].title)).size).toBe(1500);
  });
});

describe(`demo catalog seed on ${testEngine}`, () => {
  it('is idempotent: seeding twice leaves the same catalog', async () => {
    const { database, drop } = await createTestDatabase();
    const { db, schema } = await createDb(database);
    try {
      await migrateToLatest(db, schema);
      const cache = await createCache(createMemoryPubSub());
      const merchants = createMerchantService({ db, cache, config: testConfig(database) });
      const images = createDatabaseImageStorage(db);
      const catalog = createCatalogService({ db, cache });
      const deps = {
        db,
        images,
        catalog,
        marketing: createMarketingService({ db, catalog }),
        searchHistory: createSearchHistoryService({ db, catalog }),
      };
      await seedDemoData({ merchants, images });
      await seedDemoCatalog(deps);
      const counts = async () =>
        (
          await sql<{ products: number; days: number; banners: number }>`select
            (select count(*) from products) as products,
            (select count(*) from package_calendar) as days,
            (select count(*) from banners) as banners`.execute(db)
        ).rows.map((r) => ({ products: Number(r.products), days: Number(r.days), banners: Number(r.banners) }))[0];
      const first = await counts();
      await seedDemoCatalog(deps);
      expect(await counts()).toEqual(first);
      expect(first?.products).toBe(DEMO_CATALOGS.reduce((n, d) => n + d.products, 0));
      expect(first?.days).toBeGreaterThan(200_000);
      expect(await images.has('catalog/ticket-ocean.svg')).toBe(true);

      // Each product lists from the lowest adult or unit price of its packages' bookable days (a
      // day's own price, else the package's), as the desk's editors keep it — not from the base
      // prices alone: the seasons move it.
      const listed = (
        await sql<{ from_price: number; day_min: number | null; base_min: number | null }>`select p.from_price,
            (select min(coalesce(case when pp.price_type = 'adult' then c.adult_price else c.unit_price end,
                                 pp.current_price))
               from packages g
               join package_prices pp on pp.package_id = g.id and pp.price_type in ('adult', 'unit')
               join package_calendar c on c.package_id = g.id and c.stock > 0 and c.closed = 0
              where g.product_id = p.id and g.on_sale = 1) as day_min,
            (select min(pp.current_price)
               from packages g
               join package_prices pp on pp.package_id = g.id and pp.price_type in ('adult', 'unit')
              where g.product_id = p.id and g.on_sale = 1) as base_min
          from products p`.execute(db)
      ).rows.map((r) => ({
        from: Number(r.from_price),
        expected: Number(r.day_min ?? r.base_min ?? 0),
        base: Number(r.base_min ?? 0),
      }));
      expect(listed.filter((r) => r.from !== r.expected)).toEqual([]);
      expect(listed.some((r) => r.from !== r.base)).toBe(true);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
