/**
 * Fills a database with a benchmark catalog: `DATABASE_URL=… npx tsx apps/server/src/seed/generate-large.ts
 * [--merchants 50] [--products 100000] [--days 30]`. Without DATABASE_URL it writes to the default
 * SQLite file under DATA_DIR. Safe to run again: finished merchants are skipped.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { createCatalogService } from '../modules/catalog/service.js';
import { createMarketingService } from '../modules/marketing/service.js';
import { createMerchantService } from '../modules/merchant/service.js';
import { createSearchHistoryService } from '../modules/search-history/service.js';
import { createCache } from '../platform/cache.js';
import { createDb, migrateToLatest, refreshPlannerStatistics } from '../platform/db/kysely.js';
import { createDatabaseImageStorage } from '../platform/images/storage.js';
import { createMemoryPubSub } from '../platform/pubsub/memory.js';
import { generateCatalog } from './catalog/large.js';
import { seedDemoData } from './seed.js';

const { values } = parseArgs({
  options: {
    merchants: { type: 'string', default: '50' },
    products: { type: 'string', default: '100000' },
    days: { type: 'string', default: '30' },
  },
});
const merchantsCount = Number(values.merchants);
const products = Number(values.products);
const calendarDays = Number(values.days);
if (![merchantsCount, products, calendarDays].every((n) => Number.isInteger(n) && n > 0)) {
  process.stderr.write('--merchants, --products and --days must be positive whole numbers\n');
  process.exit(1);
}

const config = loadConfig();
const { db, schema } = await createDb(config.database);
await migrateToLatest(db, schema);
const cache = await createCache(createMemoryPubSub());
const merchants = createMerchantService({ db, cache, config });
const images = createDatabaseImageStorage(db);
const catalog = createCatalogService({ db, cache });
const started = Date.now();
await seedDemoData({ merchants, images });
await generateCatalog(
  {
    db,
    images,
    merchants,
    catalog,
    marketing: createMarketingService({ db, catalog }),
    searchHistory: createSearchHistoryService({ db, catalog }),
  },
  {
    merchants: merchantsCount,
    products,
    calendarDays,
    onProgress: (line) => process.stdout.write(`${line}\n`),
  },
);
// listing_cards' triggers write each new card row several times in its merchant's transaction
// (texts, image, tags), and each version has its entries in the listing's six indexes. With
// autovacuum off, as on these machines, the table ended at 792 MB for 400 000 rows (with a vacuum
// after each merchant, its indexes at ~300 MB each instead), against 126 MB and ~50 MB rewritten
// compactly: several times the 128 MB shared buffers of a default PostgreSQL. The plain vacuum
// that follows sets the visibility map, which index-only scans need and a full vacuum leaves empty.
if (config.database.engine === 'postgres') await sql`vacuum full listing_cards`.execute(db);
await refreshPlannerStatistics(db);
process.stdout.write(
  `${products} products over ${merchantsCount} merchants on ${config.database.engine} in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
await cache.close();
await db.destroy();
