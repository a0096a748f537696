import { type Expression, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import { KEYWORD_MAX } from '@storefront/contracts';
import { type Db, readRows } from '../../platform/db/kysely.js';

/** A product's searchable text: titles and texts in every language, joined. */
export type SearchDocument = { productId: number; body: string };

export type SearchStrategy = {
  /** A WHERE condition: the product whose id is `productId` matches every word of `keyword`. */
  matches(productId: Expression<number>, merchantNumber: string, keyword: string): Expression<SqlBool>;
  /**
   * A statement of the merchant's products (one column, `product_id`, in no order) whose documents
   * match every word of `keyword`, whatever their status: the same products `matches` keeps.
   */
  matchingProducts(merchantNumber: string, keyword: string): RawBuilder<{ product_id: number }>;
  /**
   * How `db` reads the ids `matchingProducts` finds (each once, in no order), outside a
   * transaction. PostgreSQL's read the searches asked in the same turn of the event loop together.
   */
  createMatchReads(db: Db): (merchantNumber: string, keyword: string) => Promise<number[]>;
  /** Adds or replaces the search documents of the merchant's products (inside the caller's transaction). */
  writeDocuments(db: Db, merchantNumber: string, documents: SearchDocument[]): Promise<void>;
};

/** Trigram indexes find nothing for shorter words (two-character Chinese words such as 悉尼). */
const TRIGRAM = 3;
const MAX_WORDS = 5;
const ROWS_PER_INSERT = 200;

/** Han, Hangul and Kana: scripts written without spaces, whose words are often one or two characters. */
const DENSE_RUN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const DENSE_WORD = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/**
 * A document's short-word keys: each character of its Han, Hangul and Kana runs and each pair of
 * neighbours within a run, once each (悉尼歌剧院 → 悉 尼 歌 剧 院 悉尼 尼歌 歌剧 剧院). A word of one or
 * two such characters is in the document exactly when it is one of its keys.
 */
export function shortWordKeys(body: string): string[] {
  const keys = new Set<string>();
  for (const run of body.toLowerCase().match(DENSE_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      keys.add(c);
      if (i + 1 < chars.length) keys.add(c + chars[i + 1]);
    });
  }
  return [...keys];
}

/** A word the short-word keys answer: one or two Han, Hangul or Kana characters. */
const isShortDenseWord = (word: string) => [...word].length < TRIGRAM && DENSE_WORD.test(word);

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
 * PostgreSQL: each merchant's terms (migration 0035), the distinct runs of its documents between
 * white space, each with the ids of the products holding it. A word is LIKE '%word%' on the terms,
 * found through a GIN index of the merchant number and the terms' trigrams (btree_gin), and its
 * products are the matching terms' ids: a merchant's ~9 000 terms are checked instead of its
 * documents (~2 KB each; 'opera' 5–12 ms → 0.4 ms). A short Han, Hangul or Kana word is a term of
 * its own (its key, after a space).
 */
export function createSearchStrategy(db: Db): SearchStrategy {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresStrategy : sqliteStrategy;
}

/** A merchant's documents are rowids [key × 2^32, key × 2^32 + 2^32): product ids stay below 2^32. */
const MERCHANT_RANGE = 4_294_967_296;

/** The first rowid of the merchant's documents, as SQL (null when it has none: nothing matches). */
const rangeStart = (merchantNumber: string) =>
  sql<number>`(select k.search_key * ${sql.lit(MERCHANT_RANGE)} from search_merchant_keys k where k.merchant_number = ${merchantNumber})`;

/** A query's words by how SQLite finds them: the trigram index, the short-word keys, or neither. */
function sqliteWords(keyword: string) {
  const words = searchWords(keyword);
  return {
    long: words.filter((w) => [...w].length >= TRIGRAM),
    keyed: words.filter(isShortDenseWord),
    short: words.filter((w) => [...w].length < TRIGRAM && !isShortDenseWord(w)),
  };
}

/** Each word a quoted FTS5 phrase (quotes doubled); phrases side by side must all match. */
const phrases = (list: string[]) => list.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');

/** The rowids of one merchant's documents whose FTS5 `table` holds every word of `list`. */
const sqliteMatches = (table: string, list: string[], start: RawBuilder<number>) =>
  sql<{
    product_id: number;
  }>`select rowid - ${start} as product_id from ${sql.raw(table)} where ${sql.raw(table)} match ${phrases(list)}
    and rowid >= ${start} and rowid < ${start} + ${sql.lit(MERCHANT_RANGE)}`;

/** The merchant's document of the product `productId` holds `word` (read from the document itself). */
const sqliteHolds = (productId: Expression<number>, word: string, start: RawBuilder<number>) =>
  sql<SqlBool>`exists (select 1 from product_search s where s.rowid = ${start} + ${productId} and instr(s.body, ${word}) > 0)`;

const sqliteStrategy: SearchStrategy = {
  matches(productId, merchantNumber, keyword) {
    const { long, keyed, short } = sqliteWords(keyword);
    const start = rangeStart(merchantNumber);
    const conditions = [];
    if (long.length > 0)
      conditions.push(sql<SqlBool>`${productId} in (${sqliteMatches('product_search', long, start)})`);
    if (keyed.length > 0) {
      conditions.push(sql<SqlBool>`${productId} in (${sqliteMatches('product_search_keys', keyed, start)})`);
    }
    for (const word of short) conditions.push(sqliteHolds(productId, word, start));
    return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
  },
  matchingProducts(merchantNumber, keyword) {
    const { long, keyed, short } = sqliteWords(keyword);
    const start = rangeStart(merchantNumber);
    const found = [
      ...(long.length > 0 ? [sqliteMatches('product_search', long, start)] : []),
      ...(keyed.length > 0 ? [sqliteMatches('product_search_keys', keyed, start)] : []),
    ];
    // Only words no index answers: every document of the merchant is read.
    const candidates =
      found.length > 0
        ? sql.join(found, sql` intersect `)
        : sql`select rowid - ${start} as product_id from product_search
            where rowid >= ${start} and rowid < ${start} + ${sql.lit(MERCHANT_RANGE)}`;
    if (short.length === 0) return sql<{ product_id: number }>`${candidates}`;
    const holds = short.map((word) => sqliteHolds(sql.ref('m.product_id'), word, start));
    return sql<{ product_id: number }>`select m.product_id from (${candidates}) m where ${sql.join(holds, sql` and `)}`;
  },
  createMatchReads(db) {
    return async (merchantNumber, keyword) =>
      (await readRows(db, sqliteStrategy.matchingProducts(merchantNumber, keyword))).map((row) =>
        Number(row.product_id),
      );
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
      const rowids = sql.join(chunk.map((d) => sql`${start} + ${d.productId}`));
      await sql`delete from product_search where rowid in (${rowids})`.execute(db);
      await sql`delete from product_search_keys where rowid in (${rowids})`.execute(db);
      await sql`insert into product_search (rowid, body) values ${sql.join(
        chunk.map((d) => sql`(${start} + ${d.productId}, ${d.body.toLowerCase()})`),
      )}`.execute(db);
      await sql`insert into product_search_keys (rowid, body) values ${sql.join(
        chunk.map((d) => sql`(${start} + ${d.productId}, ${shortWordKeys(d.body).join(' ')})`),
      )}`.execute(db);
    }
  },
};

/** ASCII white space: a search word never holds it (`searchWords` splits on all white space). */
const TERM_BREAK = /[ \t\n\r\f\v]+/;
/** The longest term kept; a longer run is kept as pieces overlapping by a word's most characters but one. */
const TERM_CHARS_MAX = 400;
const PIECE_STEP = TERM_CHARS_MAX - (KEYWORD_MAX - 1);

/**
 * A PostgreSQL document's terms: its distinct runs between ASCII white space (a long one in
 * overlapping pieces). A word is in the document exactly when it is in one of its terms, as a
 * word holds no white space and is at most `KEYWORD_MAX` characters long.
 */
export function searchTerms(body: string): string[] {
  const terms = new Set<string>();
  for (const run of body.toLowerCase().split(TERM_BREAK)) {
    if (run === '') continue;
    const chars = [...run];
    if (chars.length <= TERM_CHARS_MAX) {
      terms.add(run);
      continue;
    }
    for (let start = 0; ; start += PIECE_STEP) {
      terms.add(chars.slice(start, start + TERM_CHARS_MAX).join(''));
      if (start + TERM_CHARS_MAX >= chars.length) break;
    }
  }
  return [...terms];
}

/**
 * A short-word key as a term: after a space, which no term holds, so it is found only by itself
 * and no word's LIKE can match it (a word holds no space).
 */
const keyTerm = (key: string) => ` ${key}`;

/** Everything a PostgreSQL document is found by: its terms and its short-word keys. */
export function documentTerms(body: string): string[] {
  return [...searchTerms(body), ...shortWordKeys(body).map(keyTerm)];
}

/** A LIKE pattern of the terms holding `word` (its `\`, `%` and `_` escaped). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A word with three letters or digits in a row: pg_trgm finds its trigrams in the index. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/**
 * The merchant's products with a term holding `word`. A word with trigrams is found through the
 * terms' trigram index; any other (`ab`, `wi-fi`) would make that index list every term it holds,
 * so `term || ''` keeps it out and the merchant's terms are read from the primary key.
 */
function termMatches(merchantNumber: string, word: string) {
  const pattern = containing(word);
  const term = TRIGRAM_RUN.test(word) ? sql`t.term` : sql`(t.term || '')`;
  return sql<{ product_id: number }>`select distinct unnest(t.product_ids) as product_id from search_terms t
    where t.merchant_number = ${merchantNumber} and ${term} like ${pattern}`;
}

/** Changes to a merchant's terms: the product ids to add to or take from each term. */
type TermChanges = Map<string, number[]>;

function changeTerm(changes: TermChanges, term: string, productId: number) {
  const ids = changes.get(term);
  if (ids) ids.push(productId);
  else changes.set(term, [productId]);
}

/** The changes as two parameters: the terms, and each term's product ids joined by commas. */
function termParameters(changes: TermChanges) {
  const terms = [...changes.keys()].sort();
  return { terms, ids: terms.map((term) => changes.get(term)!.join(',')) };
}

/** Takes the products from the terms (inside the caller's transaction); a term left with none goes. */
async function takeFromTerms(db: Db, merchantNumber: string, changes: TermChanges) {
  if (changes.size === 0) return;
  const { terms, ids } = termParameters(changes);
  await sql`update search_terms t
    set product_ids = array(select x from unnest(t.product_ids) x
      where x <> all (cast(string_to_array(r.ids, ',') as integer[])) order by x)
    from unnest(cast(${terms} as text[]), cast(${ids} as text[])) as r(term, ids)
    where t.merchant_number = ${merchantNumber} and t.term = r.term`.execute(db);
  await sql`delete from search_terms where merchant_number = ${merchantNumber}
    and term = any(cast(${terms} as text[])) and cardinality(product_ids) = 0`.execute(db);
}

/** Adds the products to the terms, each term's ids once and in order (inside the caller's transaction). */
async function addToTerms(db: Db, merchantNumber: string, changes: TermChanges) {
  if (changes.size === 0) return;
  const { terms, ids } = termParameters(changes);
  await sql`insert into search_terms (merchant_number, term, product_ids)
    select ${merchantNumber}, r.term, cast(string_to_array(r.ids, ',') as integer[])
    from unnest(cast(${terms} as text[]), cast(${ids} as text[])) as r(term, ids)
    on conflict (merchant_number, term) do update
    set product_ids = array(select distinct x from unnest(search_terms.product_ids || excluded.product_ids) x order by x)`.execute(
    db,
  );
}

/**
 * The merchant's products whose documents hold every word (whatever their status): each word's
 * products from the merchant's terms, a short Han, Hangul or Kana word's from its key.
 */
function postgresMatches(merchantNumber: string, words: string[]) {
  const parts = words.map((word) =>
    isShortDenseWord(word)
      ? sql<{ product_id: number }>`select unnest(t.product_ids) as product_id from search_terms t
          where t.merchant_number = ${merchantNumber} and t.term = ${keyTerm(word)}`
      : termMatches(merchantNumber, word),
  );
  if (parts.length === 0) {
    return sql<{
      product_id: number;
    }>`select s.product_id from product_search s where s.merchant_number = ${merchantNumber}`;
  }
  return sql<{ product_id: number }>`${sql.join(parts, sql` intersect `)}`;
}

/** A search waiting for its turn's statement (`createPostgresMatchReads`). */
type AskedMatches = {
  merchantNumber: string;
  words: string[];
  resolve: (ids: number[]) => void;
  reject: (error: unknown) => void;
};

/** How each word is found, in the order of the statement's three parts. */
const WORD_KINDS = ['trigrams', 'terms', 'key'] as const;
type WordKind = (typeof WORD_KINDS)[number];

const kindOf = (word: string): WordKind =>
  isShortDenseWord(word) ? 'key' : TRIGRAM_RUN.test(word) ? 'trigrams' : 'terms';

/**
 * The searches asked in the same turn of the event loop, in one statement: each word's products,
 * by `termMatches`' and the keys' lookups, over arrays of merchants and words (one text, planned
 * once per connection); each search's words are intersected here. A cold keyword page's search was
 * a statement of its own, and sending a statement (a system call that wakes the database's
 * process) was a sixth of its main-thread time (docs/decisions.md, session 31).
 */
function createPostgresMatchReads(db: Db) {
  let asked: AskedMatches[] = [];

  async function readTogether(searches: AskedMatches[]) {
    try {
      const lists = {
        trigrams: { m: [] as string[], w: [] as string[] },
        terms: { m: [], w: [] },
        key: { m: [], w: [] },
      } as Record<WordKind, { m: string[]; w: string[] }>;
      // Each search's words as (kind, position in its kind's list, from 1).
      const positions = searches.map(({ merchantNumber, words }) =>
        words.map((word) => {
          const kind = kindOf(word);
          const list = lists[kind];
          list.m.push(merchantNumber);
          list.w.push(kind === 'key' ? keyTerm(word) : containing(word));
          return `${WORD_KINDS.indexOf(kind)}|${list.m.length}`;
        }),
      );
      const rows = await readRows(
        db,
        // Each matching term's ids as one text: parsing a row a product cost the main thread more
        // than the statement took. `offset 0` keeps each word's lookup a lookup of its own (a
        // joined one was planned as a parallel scan of every merchant's terms).
        sql<{
          kind: number;
          position: number;
          product_ids: string;
        }>`select 0 as kind, cast(a.i as integer) as position, x.product_ids
          from unnest(cast(${lists.trigrams.m} as text[]), cast(${lists.trigrams.w} as text[])) with ordinality as a(merchant_number, pattern, i)
          cross join lateral (select array_to_string(t.product_ids, ',') as product_ids from search_terms t
            where t.merchant_number = a.merchant_number and t.term like a.pattern offset 0) x
        union all
        select 1, cast(a.i as integer), x.product_ids
          from unnest(cast(${lists.terms.m} as text[]), cast(${lists.terms.w} as text[])) with ordinality as a(merchant_number, pattern, i)
          cross join lateral (select array_to_string(t.product_ids, ',') as product_ids from search_terms t
            where t.merchant_number = a.merchant_number and (t.term || '') like a.pattern offset 0) x
        union all
        select 2, cast(a.i as integer), x.product_ids
          from unnest(cast(${lists.key.m} as text[]), cast(${lists.key.w} as text[])) with ordinality as a(merchant_number, term, i)
          cross join lateral (select array_to_string(t.product_ids, ',') as product_ids from search_terms t
            where t.merchant_number = a.merchant_number and t.term = a.term offset 0) x`,
      );
      const found = new Map<string, Set<number>>();
      for (const row of rows) {
        const key = `${row.kind}|${row.position}`;
        let ids = found.get(key);
        if (!ids) found.set(key, (ids = new Set()));
        for (const id of row.product_ids.split(',')) ids.add(Number(id));
      }
      searches.forEach(({ resolve }, i) => {
        const [first, ...others] = positions[i]!.map((key) => found.get(key) ?? new Set<number>());
        resolve([...first!].filter((id) => others.every((ids) => ids.has(id))));
      });
    } catch (error) {
      for (const search of searches) search.reject(error);
    }
  }

  return async function readMatches(merchantNumber: string, keyword: string): Promise<number[]> {
    const words = searchWords(keyword);
    if (words.length === 0) {
      return (await readRows(db, postgresMatches(merchantNumber, words))).map((row) => Number(row.product_id));
    }
    return new Promise((resolve, reject) => {
      // After the turn's I/O callbacks, so every request parsed in it has asked.
      if (asked.length === 0) {
        setImmediate(() => {
          const searches = asked;
          asked = [];
          void readTogether(searches);
        });
      }
      asked.push({ merchantNumber, words, resolve, reject });
    });
  };
}

const postgresStrategy: SearchStrategy = {
  matches(productId, merchantNumber, keyword) {
    if (searchWords(keyword).length === 0) return sql<SqlBool>`true`;
    return sql<SqlBool>`${productId} in (${postgresStrategy.matchingProducts(merchantNumber, keyword)})`;
  },
  matchingProducts(merchantNumber, keyword) {
    return postgresMatches(merchantNumber, searchWords(keyword));
  },
  createMatchReads: createPostgresMatchReads,
  async writeDocuments(db, merchantNumber, documents) {
    for (let i = 0; i < documents.length; i += ROWS_PER_INSERT) {
      const chunk = documents.slice(i, i + ROWS_PER_INSERT);
      const earlier = await sql<{ product_id: number; body: string }>`select product_id, body from product_search
        where merchant_number = ${merchantNumber} and product_id = any(cast(${chunk.map((d) => d.productId)} as integer[]))`.execute(
        db,
      );
      const written = await sql<{ product_id: number }>`insert into product_search (product_id, merchant_number, body)
        values ${sql.join(chunk.map((d) => sql`(${d.productId}, ${merchantNumber}, ${d.body.toLowerCase()})`))}
        on conflict (product_id) do update set body = excluded.body
        where product_search.merchant_number = excluded.merchant_number
        returning product_id`.execute(db);
      // Only the merchant's own documents were written: another merchant's product id is skipped.
      const writtenIds = new Set(written.rows.map((row) => Number(row.product_id)));
      const before = new Map(earlier.rows.map((row) => [Number(row.product_id), new Set(documentTerms(row.body))]));
      const taken: TermChanges = new Map();
      const added: TermChanges = new Map();
      for (const d of chunk) {
        if (!writtenIds.has(d.productId)) continue;
        const now = new Set(documentTerms(d.body));
        const then = before.get(d.productId) ?? new Set<string>();
        for (const term of then) if (!now.has(term)) changeTerm(taken, term, d.productId);
        for (const term of now) if (!then.has(term)) changeTerm(added, term, d.productId);
      }
      await takeFromTerms(db, merchantNumber, taken);
      await addToTerms(db, merchantNumber, added);
    }
  },
};
