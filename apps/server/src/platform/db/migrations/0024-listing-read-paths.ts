import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Read paths of pages nobody asked for before (issue 16: crawlers, sitemaps and server rendering
 * ask every listing page, not only the popular ones the answer cache holds).
 *
 * `products_listing`: the listing's count and filters read from one index, never the table: the
 * merchant, on sale, the category (the commonest filter) first, then every other column a listing
 * filters or sorts on. On PostgreSQL the columns after the category are INCLUDEd (an index-only
 * scan; they are never searched by). SQLite (no INCLUDE) keeps them as key columns.
 *
 * SQLite's keyword search (FTS5, one table for every merchant) read every merchant's matches of a
 * word and dropped the others' afterwards. Each merchant now gets a search key, and a document's
 * rowid becomes key × 2^32 + product id (modules/catalog/search-strategy.ts), so a merchant's
 * documents are one rowid range FTS5 can seek to. The documents are copied into the new rowids
 * (documents of products no longer there are left behind).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rest = [
    'recommend_score',
    'subcategory_id',
    'country_id',
    'state_id',
    'city_id',
    'type',
    'currency',
    'from_price',
    'created_at',
    'sales_count',
  ];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index products_listing on products (merchant_number, status, category_id) include (${sql.join(
      [...rest, 'id'].map((c) => sql.ref(c)),
    )})`.execute(db);
  } else {
    await db.schema
      .createIndex('products_listing')
      .on('products')
      .columns(['merchant_number', 'status', 'category_id', ...rest])
      .execute();
    await db.schema
      .createTable('search_merchant_keys')
      .addColumn('merchant_number', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('search_key', 'integer', (c) => c.notNull().unique())
      .execute();
    await sql`insert into search_merchant_keys (merchant_number, search_key)
      select number, row_number() over (order by number) from merchants`.execute(db);
    await sql`create virtual table product_search_keyed using fts5(body, tokenize = 'trigram')`.execute(db);
    await sql`insert into product_search_keyed (rowid, body)
      select k.search_key * 4294967296 + s.rowid, s.body from product_search s
      join products p on p.id = s.rowid join search_merchant_keys k on k.merchant_number = p.merchant_number`.execute(
      db,
    );
    await sql`drop table product_search`.execute(db);
    await sql`alter table product_search_keyed rename to product_search`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_listing').ifExists().execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`create virtual table product_search_plain using fts5(body, tokenize = 'trigram')`.execute(db);
    await sql`insert into product_search_plain (rowid, body) select rowid % 4294967296, body from product_search`.execute(
      db,
    );
    await sql`drop table product_search`.execute(db);
    await sql`alter table product_search_plain rename to product_search`.execute(db);
    await db.schema.dropTable('search_merchant_keys').execute();
  }
}
