import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL keyword search within one merchant's documents (issue 16, cold keyword search). The
 * pg_trgm index of `product_search.body` (migration 0003) holds every merchant's documents: 'tour'
 * over 100 000 products of 50 merchants found 20 903 of them, and each was fetched and checked
 * for its merchant to keep the 418 of the one asked for. With btree_gin, one GIN index holds the
 * merchant number beside the body's trigrams, so the index itself keeps only the merchant's
 * documents and only those are fetched and rechecked.
 * SQLite's FTS5 tables already read one merchant's range of rowids (migration 0024): nothing
 * changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trgmSchema = await extensionSchema(db, 'pg_trgm');
  await extensionSchema(db, 'btree_gin');
  await sql`create index product_search_merchant_body on product_search
    using gin (merchant_number, body ${sql.id(trgmSchema)}.gin_trgm_ops)`.execute(db);
  await sql`drop index if exists product_search_body`.execute(db);
  await sql`analyze product_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trgmSchema = await extensionSchema(db, 'pg_trgm');
  await sql`create index product_search_body on product_search using gin (body ${sql.id(trgmSchema)}.gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index product_search_merchant_body`.execute(db);
}

/**
 * The schema of an extension, installed once per database in `public` when missing (extensions are
 * database-wide; a per-test schema would take it along when dropped). The advisory lock serialises
 * parallel migrations (test files) racing to install it.
 */
export async function extensionSchema(db: Kysely<unknown>, name: string): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`storefront:${name}`}))`.execute(db);
  const installedIn = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(db)
    ).rows[0]?.schema;
  const existing = await installedIn();
  if (existing) return existing;
  await sql`create extension if not exists ${sql.id(name)} with schema public`.execute(db);
  return (await installedIn()) ?? 'public';
}
