import type { ProductSort, ProductType, SiteLanguage } from '@storefront/contracts';
import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import { idInMany } from '../../platform/db/dialect.js';
import { type Db, readRows } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import * as referenceData from '@storefront/reference-data';
import { placeRef } from './places.js';
import {
  type CatalogScope,
  type SourceCard,
  imageUrl,
  labelsOf,
  ON_SALE,
  visibleCards,
  visibleProducts,
  withLabels,
} from './product-rows.js';
import type { SearchStrategy } from './search-strategy.js';

export type ProductFilters = {
  categoryId?: number;
  subcategoryId?: number;
  countryId?: string;
  stateId?: string;
  cityId?: string;
  tagIds?: readonly number[];
  hotTopicId?: number;
  date?: string;
  keyword?: string;
  /**
   * The merchant's products matching `keyword`, when the caller already knows them (kept from an
   * earlier page or sort of the same words): the statement tests membership instead of searching.
   */
  keywordMatches?: ArrayLike<number>;
  type?: ProductType;
  /** Bounds on the converted, unrounded "from" price. */
  price?: { above?: number; atMost?: number };
};

/**
 * From this many kept keyword matches on, a page whose total is known reads the sort's index and
 * tests each entry against the matches; under it, each match is looked up by id and the matches
 * sorted. The walk reads about (offset + page) × the merchant's cards ÷ matches entries at a
 * fraction of a lookup's cost each: on the benchmark catalog (2 000 cards a merchant) a second page
 * of 'tour' (418 matches) took 0.13 ms walking against 0.33 ms looking up.
 */
const MATCHES_READ_IN_SORT_ORDER = 100;

/** A condition of the listing's WHERE clause. */
type Condition = Expression<SqlBool>;

/** The SQL of each pricer's rates, kept while the rates are (a pricer lives as long as its cached rates). */
const convertedPrices = new WeakMap<ReadonlyMap<string, number>, Expression<number>>();

/** `from_price` converted with per-currency rates, as SQL (for sorting and price filters). */
function convertedPrice(rates: ReadonlyMap<string, number>): Expression<number> {
  let price = convertedPrices.get(rates);
  if (!price) {
    // The rates are parameters (a double, as JavaScript multiplies them), so one statement's text
    // serves every merchant: PostgreSQL plans a named statement's text once (postgres-readers.ts).
    const cases = [...rates].map(
      ([currency, rate]) => sql`when ${currency} then c.from_price * cast(${rate} as double precision)`,
    );
    convertedPrices.set(rates, (price = sql<number>`(case c.currency ${sql.join(cases, sql` `)} end)`));
  }
  return price;
}

/** The scope's cards: the merchant's, in the language, on sale, not in a hidden category. */
function scopeConditions(scope: CatalogScope): Condition[] {
  const hidden = scope.hiddenCategoryIds;
  return [
    sql<SqlBool>`c.merchant_number = ${scope.merchantNumber}`,
    sql<SqlBool>`c.language = ${scope.language}`,
    sql<SqlBool>`c.status = ${ON_SALE}`,
    ...(hidden.length > 0
      ? [
          sql<SqlBool>`c.category_id not in (${sql.join(hidden)})`,
          sql<SqlBool>`c.subcategory_id not in (${sql.join(hidden)})`,
        ]
      : []),
  ];
}

function filterConditions(
  db: Db,
  scope: CatalogScope,
  filters: ProductFilters,
  search: SearchStrategy,
  price: Expression<number>,
  matchesInSortOrder: boolean,
): Condition[] {
  const conditions = scopeConditions(scope);
  if (filters.type) conditions.push(sql`c.type = ${filters.type}`);
  if (filters.categoryId !== undefined) conditions.push(sql`c.category_id = ${filters.categoryId}`);
  if (filters.subcategoryId !== undefined) conditions.push(sql`c.subcategory_id = ${filters.subcategoryId}`);
  if (filters.countryId) conditions.push(sql`c.country_id = ${filters.countryId}`);
  if (filters.stateId) conditions.push(sql`c.state_id = ${filters.stateId}`);
  if (filters.cityId) conditions.push(sql`c.city_id = ${filters.cityId}`);
  for (const tagId of filters.tagIds ?? []) {
    conditions.push(
      sql`exists (select 1 from product_tags pt where pt.product_id = c.product_id and pt.tag_id = ${tagId})`,
    );
  }
  if (filters.hotTopicId !== undefined) {
    conditions.push(
      sql`exists (select 1 from product_topics pc where pc.product_id = c.product_id and pc.topic_id = ${filters.hotTopicId})`,
    );
  }
  if (filters.date) {
    conditions.push(sql`exists (select 1 from packages g inner join package_calendar d on d.package_id = g.id
      where g.product_id = c.product_id and g.merchant_number = ${scope.merchantNumber}
        and d.date = ${filters.date} and d.stock > 0)`);
  }
  if (filters.keywordMatches) {
    // `+ 0` keeps the product-id index out of the plan: the sort's index is read instead.
    const id = matchesInSortOrder ? sql<number>`(c.product_id + 0)` : sql<number>`c.product_id`;
    conditions.push(idInMany(db, id, filters.keywordMatches));
  } else if (filters.keyword) {
    conditions.push(search.matches(sql.ref('c.product_id'), scope.merchantNumber, filters.keyword));
  }
  if (filters.price?.above !== undefined) conditions.push(sql`${price} > ${filters.price.above}`);
  if (filters.price?.atMost !== undefined) conditions.push(sql`${price} <= ${filters.price.atMost}`);
  return conditions;
}

/** Each sort as one key and a direction; the product id, in the same direction, breaks ties. */
function sortKey(
  sort: ProductSort,
  price: Expression<number>,
): { key: Expression<unknown>; direction: 'asc' | 'desc' } {
  switch (sort) {
    case 'priceAsc':
      return { key: price, direction: 'asc' };
    case 'priceDesc':
      return { key: price, direction: 'desc' };
    case 'newest':
      return { key: sql`c.created_at`, direction: 'desc' };
    case 'sales':
      return { key: sql`c.sales_count`, direction: 'desc' };
    default:
      return { key: sql`c.recommend_score`, direction: 'desc' };
  }
}

/** A card's columns of `listing_cards`. */
const LISTING_COLUMNS = sql.raw(
  [
    ...['product_id', 'code', 'type', 'category_id', 'subcategory_id', 'country_id', 'state_id', 'city_id'],
    ...['currency', 'from_price', 'from_original_price', 'sales_count', 'created_at', 'title', 'subtitle'],
    ...['image', 'tag_ids'],
  ]
    .map((column) => `c.${column}`)
    .join(', '),
);

type ListingRow = Omit<Database['listing_cards'], 'language' | 'merchant_number' | 'status' | 'recommend_score'>;

/** A listing row as a card: its tag ids read from the row's list, in id order. */
function cardOf(row: ListingRow, scope: CatalogScope, tags: readonly { id: number; title: string }[]): SourceCard {
  const tagIds = row.tag_ids === '' ? [] : row.tag_ids.split(',').map(Number);
  return {
    productId: row.product_id,
    code: row.code,
    type: row.type as ProductType,
    title: row.title,
    subtitle: row.subtitle,
    image: imageUrl(row.image),
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    country: placeRef(row.country_id, scope.language),
    state: placeRef(row.state_id, scope.language),
    city: placeRef(row.city_id, scope.language),
    tags: labelsOf(
      tagIds.sort((a, b) => a - b),
      tags,
      scope.hiddenLabelIds,
    ),
    price: Number(row.from_price),
    originalPrice: Number(row.from_original_price),
    currency: row.currency,
    salesCount: row.sales_count,
    createdAt: row.created_at,
  };
}

/**
 * One page of the listing and the total, from `listing_cards` alone (migration 0027: one row per
 * product and language with everything a card shows, kept in step by triggers), in one statement.
 *
 * Without a keyword: the page's ids come from an index alone (migration 0029: one per sort key,
 * with and without the category, holding the product id as tie-break and every filtered column),
 * read in the sort's order and stopping after the page, then the page's 20 rows are read; the
 * total is an uncorrelated count subquery, run once, over such an index, never the table.
 * Counting beside each row (`count(*) over ()`) instead made every page read and sort every match.
 *
 * With a keyword: the total beside each row as `count(*) over ()`; a separate count would run the
 * text search twice. Only a page past the end, which has no row to carry the total, counts
 * separately.
 *
 * A `knownTotal` (the same filters' count, kept by the caller) is answered as the total and
 * nothing is counted.
 *
 * Written as SQL rather than with the query builder: building and compiling this statement with
 * the builder took ~35 µs of the main thread (its immutable nodes made and frozen one by one), the
 * SQL text ~4 µs, where a cold listing's whole main-thread work is ~0.35 ms.
 */
export async function findProductPage(
  db: Db,
  scope: CatalogScope,
  query: {
    filters: ProductFilters;
    sort: ProductSort;
    offset: number;
    limit: number;
    search: SearchStrategy;
    rates: ReadonlyMap<string, number>;
    knownTotal?: number;
  },
): Promise<{ total: number; cards: SourceCard[] }> {
  const price = convertedPrice(query.rates);
  const { knownTotal } = query;
  // Kept matches and a known total: a long list is tested entry by entry down the sort's index,
  // which stops after the page; a short one (or one to count) is read match by match. Chosen here
  // because a prepared statement's generic plan cannot see the list's length.
  const matchesInSortOrder =
    knownTotal !== undefined && (query.filters.keywordMatches?.length ?? 0) >= MATCHES_READ_IN_SORT_ORDER;
  const where = sql.join(
    filterConditions(db, scope, query.filters, query.search, price, matchesInSortOrder),
    sql` and `,
  );
  const { key, direction } = sortKey(query.sort, price);
  const order = sql.raw(direction);
  const counted = sql<{ total: number | string }>`select count(*) as total from listing_cards c where ${where}`;
  const withTotal = knownTotal === undefined && query.filters.keyword !== undefined;
  // SQLite's index entries end with the table row's rowid: the page's rows are read by it, one
  // B-tree descent a row instead of two (the key's own index, then the table).
  const byRowid = !(db.getExecutor().adapter instanceof PostgresAdapter);
  // The page's ids from the sort's index alone (filtered columns are in it), then the page's own
  // rows: a page of a category no longer reads the whole row of every match.
  const pageIds = sql`select c.product_id as page_id, ${key} as sort_key
      ${byRowid ? sql`, c.rowid as page_row` : sql``}
      ${withTotal ? sql`, count(*) over () as total` : sql``}
    from listing_cards c where ${where}
    order by sort_key ${order}, c.product_id ${order} limit ${query.limit} offset ${query.offset}`;
  const joined = byRowid ? sql`c.rowid = x.page_row` : sql`c.product_id = x.page_id and c.language = ${scope.language}`;
  // Without a keyword the count is a subquery of its own, run once for the statement.
  const total = knownTotal !== undefined ? sql`` : withTotal ? sql`, x.total` : sql`, (${counted}) as total`;
  // On a reading thread where SQLite has them (platform/db/sqlite-readers.ts): a cold page's
  // statement is most of its time.
  const rows = await readRows(
    db,
    sql<ListingRow & { total?: number | string }>`select ${LISTING_COLUMNS} ${total}
      from (${pageIds}) x inner join listing_cards c on ${joined}
      order by x.sort_key ${order}, x.page_id ${order}`,
  );
  if (rows.length === 0) {
    if (query.offset === 0) return { total: 0, cards: [] };
    if (knownTotal !== undefined) return { total: knownTotal, cards: [] };
    const [count] = await readRows(db, counted);
    return { total: Number(count?.total ?? 0), cards: [] };
  }
  const tags = referenceData.tags(scope.language);
  return { total: knownTotal ?? Number(rows[0]!.total), cards: rows.map((row) => cardOf(row, scope, tags)) };
}

/** A page's product ids asked of `createListedCardReads`, waiting for the turn's statement. */
type AskedCards = {
  scope: CatalogScope;
  productIds: readonly number[];
  resolve: (cards: SourceCard[]) => void;
  reject: (error: unknown) => void;
};

/**
 * The cards of pages found in merchants' listing indexes (`listing-index.ts`), each in its page's
 * order: their rows by primary key. One still off sale or gone since the index was read (before
 * the change's event reached this process) is left out, as is one of another merchant.
 *
 * The pages asked in the same turn of the event loop are read together, one statement per
 * language. A busy server parses many requests a turn, and on PostgreSQL each statement's cost
 * was mostly its own, not its rows': sending it (a system call that wakes the database's process)
 * took a quarter of a cold listing's main-thread time (docs/decisions.md, session 31).
 */
export function createListedCardReads(db: Db) {
  const asked = new Map<SiteLanguage, AskedCards[]>();

  async function readTogether(language: SiteLanguage, pages: readonly AskedCards[]) {
    try {
      const ids = [...new Set(pages.flatMap((page) => page.productIds))];
      const rows = await readRows(
        db,
        sql<ListingRow & { merchant_number: string }>`select ${LISTING_COLUMNS}, c.merchant_number
          from listing_cards c
          where ${idInMany(db, sql<number>`c.product_id`, ids)} and c.language = ${language}
            and c.status = ${ON_SALE}`,
      );
      const byId = new Map(rows.map((row) => [Number(row.product_id), row]));
      const tags = referenceData.tags(language);
      for (const { scope, productIds, resolve } of pages) {
        resolve(
          productIds.flatMap((id) => {
            const row = byId.get(id);
            return row?.merchant_number === scope.merchantNumber ? [cardOf(row, scope, tags)] : [];
          }),
        );
      }
    } catch (error) {
      for (const page of pages) page.reject(error);
    }
  }

  function readAsked() {
    for (const [language, pages] of asked) void readTogether(language, pages);
    asked.clear();
  }

  return function readListedCards(scope: CatalogScope, productIds: readonly number[]): Promise<SourceCard[]> {
    if (productIds.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      // After the turn's I/O callbacks, so every request parsed in it has asked.
      if (asked.size === 0) setImmediate(readAsked);
      let pages = asked.get(scope.language);
      if (!pages) asked.set(scope.language, (pages = []));
      pages.push({ scope, productIds, resolve, reject });
    });
  };
}

/** Cards of the given products that the scope may see, by product id. */
export async function findProductCardsByIds(
  db: Db,
  scope: CatalogScope,
  productIds: readonly number[],
): Promise<Map<number, SourceCard>> {
  if (productIds.length === 0) return new Map();
  const rows = await visibleCards(db, scope)
    .where('p.id', 'in', [...productIds])
    .execute();
  return new Map((await withLabels(db, scope, rows)).map((card) => [card.productId, card]));
}

/**
 * Products like the given one, most alike first: same city, then same subcategory, then same
 * state, then recommendation.
 */
export async function findRelatedCards(
  db: Db,
  scope: CatalogScope,
  product: { id: number; cityId: string; stateId: string; subcategoryId: number },
  limit: number,
): Promise<SourceCard[]> {
  const rows = await visibleCards(db, scope)
    .where('p.id', '!=', product.id)
    .where((eb) =>
      eb.or([
        eb('p.city_id', '=', product.cityId),
        eb('p.state_id', '=', product.stateId),
        eb('p.subcategory_id', '=', product.subcategoryId),
      ]),
    )
    .orderBy(
      sql`(case when p.city_id = ${product.cityId} then 4 else 0 end) + (case when p.subcategory_id = ${product.subcategoryId} then 2 else 0 end) + (case when p.state_id = ${product.stateId} then 1 else 0 end)`,
      'desc',
    )
    .orderBy('p.recommend_score', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return withLabels(db, scope, rows);
}

/** Products matching a keyword, best sellers first (suggestions). */
export async function findProductSuggestions(
  db: Db,
  scope: CatalogScope,
  search: SearchStrategy,
  keyword: string,
  limit: number,
): Promise<{ code: string; title: string; cityId: string; countryId: string }[]> {
  const rows = await visibleProducts(db, scope)
    .select(['p.code', 't.title', 'p.city_id', 'p.country_id'])
    .where((eb) => search.matches(eb.ref('p.id'), scope.merchantNumber, keyword))
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ code: r.code, title: r.title, cityId: r.city_id, countryId: r.country_id }));
}
