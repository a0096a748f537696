import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { extensionSchema } from './0030-search-by-merchant.js';

/** Terms written a statement, while the existing documents are read into their terms. */
const TERMS_A_STATEMENT = 2_000;

// A copy of catalog/search-strategy.ts's `documentTerms` as of this migration (a migration keeps
// writing what it wrote then); search-strategy.test.ts rebuilds the terms with this migration and
// compares them with today's function.
const DENSE_RUN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const TERM_BREAK = /[ \t\n\r\f\v]+/;
const TERM_CHARS_MAX = 400;
const PIECE_STEP = TERM_CHARS_MAX - 99;

/** A document's terms (its runs between ASCII white space, long ones in overlapping pieces) and its short-word keys after a space. */
function documentTerms(body: string): string[] {
  const lower = body.toLowerCase();
  const terms = new Set<string>();
  for (const run of lower.split(TERM_BREAK)) {
    if (run === '') continue;
    const chars = [...run];
    for (let start = 0; ; start += PIECE_STEP) {
      terms.add(chars.length <= TERM_CHARS_MAX ? run : chars.slice(start, start + TERM_CHARS_MAX).join(''));
      if (start + TERM_CHARS_MAX >= chars.length) break;
    }
  }
  for (const run of lower.match(DENSE_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      terms.add(` ${c}`);
      if (i + 1 < chars.length) terms.add(` ${c}${chars[i + 1]}`);
    });
  }
  return [...terms];
}

/**
 * PostgreSQL finds a keyword's products through each merchant's terms (issue 16, cold keyword
 * search): the distinct runs of its documents between white space, each with the ids of the
 * products whose documents hold it. A LIKE on the documents' trigram index fetched and checked
 * every candidate document again (~2 KB each): 'opera' over one merchant's 655 candidates took
 * 5–12 ms; over its ~9 000 terms, 0.4 ms. A term too long for an index entry is kept as
 * overlapping pieces (search-strategy.ts). A document's short-word keys (migration 0027) are terms
 * too, marked by a leading space: a key's products are one row instead of a bitmap of the key's
 * and the merchant's documents, each then fetched. The documents' trigram index and their keys'
 * column and index go. SQLite's FTS5 tables are untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trgmSchema = await extensionSchema(db, 'pg_trgm');
  await extensionSchema(db, 'btree_gin');
  await sql`create table search_terms (
    merchant_number varchar(20) not null,
    term text not null,
    product_ids integer[] not null,
    primary key (merchant_number, term)
  )`.execute(db);
  const merchants = await sql<{ merchant_number: string }>`select distinct merchant_number from product_search`.execute(
    db,
  );
  for (const { merchant_number: merchantNumber } of merchants.rows) {
    const documents = await sql<{ product_id: number; body: string }>`select product_id, body from product_search
      where merchant_number = ${merchantNumber} order by product_id`.execute(db);
    const terms = new Map<string, number[]>();
    for (const { product_id: productId, body } of documents.rows) {
      for (const term of documentTerms(body)) {
        const ids = terms.get(term);
        if (ids) ids.push(Number(productId));
        else terms.set(term, [Number(productId)]);
      }
    }
    const all = [...terms];
    for (let i = 0; i < all.length; i += TERMS_A_STATEMENT) {
      const chunk = all.slice(i, i + TERMS_A_STATEMENT);
      await sql`insert into search_terms (merchant_number, term, product_ids)
        select ${merchantNumber}, r.term, cast(string_to_array(r.ids, ',') as integer[])
        from unnest(cast(${chunk.map(([term]) => term)} as text[]), cast(${chunk.map(([, ids]) => ids.join(','))} as text[]))
          as r(term, ids)`.execute(db);
    }
  }
  await sql`create index search_terms_merchant_term on search_terms
    using gin (merchant_number, term ${sql.id(trgmSchema)}.gin_trgm_ops)`.execute(db);
  await sql`drop index if exists product_search_merchant_body`.execute(db);
  await sql`drop index if exists product_search_short_keys`.execute(db);
  await sql`alter table product_search drop column if exists short_keys`.execute(db);
  await sql`analyze search_terms`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const trgmSchema = await extensionSchema(db, 'pg_trgm');
  // The keys' column comes back from the key terms (without the merchant prefix 0027 wrote,
  // re-added as it was: `{merchant}:{key}`).
  await sql`alter table product_search add column short_keys text[] not null default '{}'`.execute(db);
  await sql`update product_search s set short_keys = k.keys from (
      select p.product_id, array_agg(t.merchant_number || ':' || substr(t.term, 2)) as keys
      from search_terms t cross join lateral unnest(t.product_ids) as p(product_id)
      where t.term like ' %' group by p.product_id) k
    where k.product_id = s.product_id`.execute(db);
  await sql`create index product_search_short_keys on product_search using gin (short_keys)`.execute(db);
  await sql`create index product_search_merchant_body on product_search
    using gin (merchant_number, body ${sql.id(trgmSchema)}.gin_trgm_ops)`.execute(db);
  await sql`drop table search_terms`.execute(db);
}
