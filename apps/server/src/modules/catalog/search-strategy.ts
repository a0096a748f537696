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
 * own document, found by rowid, so the scan stays within the merchant's candidates.
 * PostgreSQL: LIKE '%word%' on a column with a pg_trgm GIN index, scoped by merchant; the index
 * serves words of three or more characters, shorter ones scan the merchant's documents.
 */
export function createSearchStrategy(db: Db): SearchStrategy {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresStrategy : sqliteStrategy;
}

const sqliteStrategy: SearchStrategy = {
  matches(productId, _merchantNumber, keyword) {
    const words = searchWords(keyword);
    const long = words.filter((w) => [...w].length >= TRIGRAM);
    const short = words.filter((w) => [...w].length < TRIGRAM);
    const conditions = [];
    if (long.length > 0) {
      // Each word a quoted FTS5 phrase (quotes doubled); phrases side by side must all match.
      const query = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');
      conditions.push(
        sql<SqlBool>`${productId} in (select rowid from product_search where product_search match ${query})`,
      );
    }
    for (const word of short) {
      conditions.push(
        sql<SqlBool>`exists (select 1 from product_search s where s.rowid = ${productId} and instr(s.body, ${word}) > 0)`,
      );
    }
    return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
  },
  async writeDocuments(db, merchantNumber, documents) {
    for (let i = 0; i < documents.length; i += ROWS_PER_INSERT) {
      const chunk = documents.slice(i, i + ROWS_PER_INSERT);
      const ids = chunk.map((d) => d.productId);
      // The FTS table has no merchant column: the products table says whose rows these are.
      await sql`delete from product_search where rowid in (${sql.join(ids)})
        and rowid in (select id from products where merchant_number = ${merchantNumber})`.execute(db);
      await sql`insert into product_search (rowid, body) values ${sql.join(
        chunk.map((d) => sql`(${d.productId}, ${d.body.toLowerCase()})`),
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
