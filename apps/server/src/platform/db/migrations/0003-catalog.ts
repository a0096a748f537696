import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { withIdColumn } from '../dialect.js';

// Money columns are bigint minor units: an IDR price in cents passes 2^31 quickly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('products'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('subcategory_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('state_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('city_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('from_price', 'bigint', (c) => c.notNull())
    .addColumn('from_original_price', 'bigint', (c) => c.notNull())
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_merchant_recommended')
    .on('products')
    .columns(['merchant_number', 'recommend_score'])
    .execute();
  await db.schema
    .createIndex('products_merchant_newest')
    .on('products')
    .columns(['merchant_number', 'created_at'])
    .execute();
  await db.schema
    .createIndex('products_merchant_sales')
    .on('products')
    .columns(['merchant_number', 'sales_count'])
    .execute();
  await db.schema
    .createIndex('products_merchant_city')
    .on('products')
    .columns(['merchant_number', 'city_id'])
    .execute();
  await db.schema
    .createIndex('products_merchant_subcategory')
    .on('products')
    .columns(['merchant_number', 'subcategory_id'])
    .execute();

  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(300)', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('included', 'text', (c) => c.notNull())
    .addColumn('how_to_use', 'text', (c) => c.notNull())
    .addColumn('cancellation_policy', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'language'])
    .execute();

  for (const [table, column] of [
    ['product_tags', 'tag_id'],
    ['product_topics', 'topic_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['product_id', column])
      .execute();
    await db.schema.createIndex(`${table}_label`).on(table).columns([column, 'product_id']).execute();
  }

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'sort'])
    .execute();

  await withIdColumn(db, db.schema.createTable('packages'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('gcode', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('title_en_au', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh_cn', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh_tw', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_ko_kr', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('packages_product').on('packages').column('product_id').execute();

  await db.schema
    .createTable('package_prices')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('price_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('original_price', 'bigint', (c) => c.notNull())
    .addColumn('current_price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_prices_pk', ['package_id', 'price_type'])
    .execute();

  // One row per package and travel date: the day's price as a percentage of the base prices, and
  // stock. No foreign key: it is the bulk table (365 rows a package a year) and PostgreSQL checks a
  // foreign key with a trigger per row, which triples bulk-insert time; the catalog repo removes a
  // package's days with it.
  await db.schema
    .createTable('package_calendar')
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('price_factor', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_calendar_pk', ['package_id', 'date'])
    .execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('from_currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('to_currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['merchant_number', 'from_currency', 'to_currency'])
    .execute();

  // Home-page banners (placement 'home') and plan banners (placement 'plan'), per language.
  await withIdColumn(db, db.schema.createTable('banners'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('placement', 'varchar(10)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(300)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('banners_merchant').on('banners').columns(['merchant_number', 'placement']).execute();

  await withIdColumn(db, db.schema.createTable('seckill_sales'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('price_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('sale_price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('seckill_sales_merchant')
    .on('seckill_sales')
    .columns(['merchant_number', 'end_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('search_records'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_records_member')
    .on('search_records')
    .columns(['merchant_number', 'member_id', 'kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('search_records_hot')
    .on('search_records')
    .columns(['merchant_number', 'kind', 'language', 'created_at'])
    .execute();

  await db.schema
    .createTable('hot_search_terms')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hot_search_terms_pk', ['merchant_number', 'kind', 'language', 'keyword'])
    .execute();

  await db.schema
    .createTable('browse_records')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('browsed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('browse_records_pk', ['merchant_number', 'member_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('browse_records_recent')
    .on('browse_records')
    .columns(['merchant_number', 'member_id', 'browsed_at'])
    .execute();

  await createProductSearchIndex(db);
}

/**
 * The full-text index over product titles and texts in every language (read by
 * modules/catalog/search-strategy.ts). SQLite: an FTS5 table with the trigram tokenizer, rowid =
 * product id. PostgreSQL: a plain table with a pg_trgm GIN index, which serves ILIKE '%…%' for
 * any script, CJK included, since trigrams are substrings.
 */
async function createProductSearchIndex(db: Kysely<unknown>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`create virtual table product_search using fts5(body, tokenize = 'trigram')`.execute(db);
    return;
  }
  const trgmSchema = await ensurePgTrgm(db);
  await db.schema
    .createTable('product_search')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_search_merchant').on('product_search').column('merchant_number').execute();
  await sql`create index product_search_body on product_search using gin (body ${sql.id(trgmSchema)}.gin_trgm_ops)`.execute(
    db,
  );
}

/**
 * Installs pg_trgm once per database, in `public` (extensions are database-wide, and a per-test
 * schema would take it along when dropped). Answers the schema it lives in, for its operator class.
 * The advisory lock serialises parallel migrations (test files) racing to install it.
 */
async function ensurePgTrgm(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext('storefront:pg_trgm'))`.execute(db);
  const installedIn = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  const existing = await installedIn();
  if (existing) return existing;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return (await installedIn()) ?? 'public';
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_search',
    'browse_records',
    'hot_search_terms',
    'search_records',
    'seckill_sales',
    'banners',
    'exchange_rates',
    'package_calendar',
    'package_prices',
    'packages',
    'product_images',
    'product_topics',
    'product_tags',
    'product_texts',
    'products',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
