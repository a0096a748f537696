import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/** A product's searchable text: titles and texts in every language, joined. */
export type SearchDocument = { productId: number; body: string };

export type SearchStrategy = {
  /** A WHERE condition: the product whose id is `productId` matches every word of `keyword`. */
  matches(productId: Expression<number>, merchantNumber: string, keyword: string): Expression<SqlBool>;
  /** Adds or replaces the search documents of the merchant's products (inside the caller's transaction). */
  writeDocuments(db: Db, merchantNumber: string, documents: SearchDocument[]): Promise<void>;
};

/** Trigram indexes find nothing for shorter words (two-character Chinese words such as 悉尼). */
const TRIGRAM = 3;
const MAX_WORDS = 5;
const ROWS_PER_INSERT = 200;

/** Words of a query, lower-cased like the documents: split on white space, at most five, duplicates dropped. */
export function searchWords(keyword: string): string[] {
  return [...new Set(keyword.trim().toLowerCase().split(/\s+/u).filter(Boolean))].slice(0, MAX_WORDS);
}

/**
 * Full-text search, one implementation per engine behind one interface (DESIGN §2: dialect
 * differences sit behind a small function).
 *
 * Documents and words are lower-cased in JavaScript (every script; migration 0008), so matching
 * needs no case folding at search time.
 *
 * SQLite: FTS5 with the trigram tokenizer (substrings in any script); words under three
 * characters, which the trigram index cannot answer, are checked with instr() on the product's
 * own document, found by rowid, so the scan stays within the merchant's candidates. A document's
 * rowid is its merchant's search key × 2^32 + the product id (migration 0024), so a merchant's
 * documents are one rowid range and a search reads only its part of each word's list: 'tour'
 * over 100 000 products of 50 merchants matched 20 903 documents, of which the merchant's 418
 * were kept only after a lookup each (70 ms); within the range it reads those 418 (3 ms).
 * PostgreSQL: LIKE '%word%' on a column with a pg_trgm GIN index, scoped by merchant; the index
 * serves words of three or more characters, shorter ones scan the merchant's documents.
 */
export function createSearchStrategy(db: Db): SearchStrategy {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresStrategy : sqliteStrategy;
}

/** A merchant's documents are rowids [key × 2^32, key × 2^32 + 2^32): product ids stay below 2^32. */
const MERCHANT_RANGE = 4_294_967_296;

/** The first rowid of the merchant's documents, as SQL (null when it has none: nothing matches). */
const rangeStart = (merchantNumber: string) =>
  sql<number>`(select k.search_key * ${sql.lit(MERCHANT_RANGE)} from search_merchant_keys k where k.merchant_number = ${merchantNumber})`;

const sqliteStrategy: SearchStrategy = {
  matches(productId, merchantNumber, keyword) {
    const words = searchWords(keyword);
    const long = words.filter((w) => [...w].length >= TRIGRAM);
    const short = words.filter((w) => [...w].length < TRIGRAM);
    const conditions = [];
    const start = rangeStart(merchantNumber);
    if (long.length > 0) {
      // Each word a quoted FTS5 phrase (quotes doubled); phrases side by side must all match.
      const query = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');
      conditions.push(
        sql<SqlBool>`${productId} in (select rowid - ${start} from product_search where product_search match ${query}
          and rowid >= ${start} and rowid < ${start} + ${sql.lit(MERCHANT_RANGE)})`,
      );
    }
    for (const word of short) {
      conditions.push(
        sql<SqlBool>`exists (select 1 from product_search s where s.rowid = ${start} + ${productId} and instr(s.body, ${word}) > 0)`,
      );
    }
    return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
  },
  async writeDocuments(db, merchantNumber, documents) {
    if (documents.length === 0) return;
    // The merchant's search key: the next free one when its first document is written.
    // (An aggregate answers one row even when WHERE keeps none, so the test sits outside it.)
    await sql`insert into search_merchant_keys (merchant_number, search_key)
      select ${merchantNumber}, next.k from (select coalesce(max(search_key), 0) + 1 as k from search_merchant_keys) next
      where not exists (select 1 from search_merchant_keys where merchant_number = ${merchantNumber})`.execute(db);
    const start = rangeStart(merchantNumber);
    for (let i = 0; i < documents.length; i += ROWS_PER_INSERT) {
      const chunk = documents.slice(i, i + ROWS_PER_INSERT);
      // The rowid range is the merchant's: another merchant's documents are never touched.
      await sql`delete from product_search where rowid in (${sql.join(chunk.map((d) => sql`${start} + ${d.productId}`))})`.execute(
        db,
      );
      await sql`insert into product_search (rowid, body) values ${sql.join(
        chunk.map((d) => sql`(${start} + ${d.productId}, ${d.body.toLowerCase()})`),
      )}`.execute(db);
    }
  },
};

const postgresStrategy: SearchStrategy = {
  matches(productId, merchantNumber, keyword) {
    const words = searchWords(keyword);
    if (words.length === 0) return sql<SqlBool>`true`;
    const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return sql<SqlBool>`${productId} in (select s.product_id from product_search s where s.merchant_number = ${merchantNumber} and ${sql.join(
      patterns.map((p) => sql`s.body like ${p}`),
      sql` and `,
    )})`;
  },
  async writeDocuments(db, merchantNumber, documents) {
    for (let i = 0; i < documents.length; i += ROWS_PER_INSERT) {
      const chunk = documents.slice(i, i + ROWS_PER_INSERT);
      await sql`insert into product_search (product_id, merchant_number, body) values ${sql.join(
        chunk.map((d) => sql`(${d.productId}, ${merchantNumber}, ${d.body.toLowerCase()})`),
      )} on conflict (product_id) do update set body = excluded.body
        where product_search.merchant_number = excluded.merchant_number`.execute(db);
    }
  },
};
