import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL keeps a product's search document in its own row (issue 16, cold keyword search). A
 * LIKE found through the trigram index is checked again on each candidate's document. A document
 * (~1.9 KB of titles and texts in four languages) beside its short-word keys (~500 keys) made the
 * row pass PostgreSQL's 2 KB limit, and a document moved to the TOAST table cost every check a
 * second lookup: 'opera' over one merchant's 655 candidates read 2 574 buffers, 447 once the
 * documents stayed in their rows. MAIN storage still compresses a long document, and moves it out
 * only when nothing else makes the row fit a page. The short-word keys, answered by their own
 * index without a check, stay out of the row. SQLite's FTS5 tables are untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table product_search alter column body set storage main`.execute(db);
  // Storage applies to values written from now on: documents already out of their rows are
  // written again (an unchanged value would keep its TOAST pointer).
  await sql`update product_search set body = body || ''`.execute(db);
  await sql`analyze product_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table product_search alter column body set storage extended`.execute(db);
}
