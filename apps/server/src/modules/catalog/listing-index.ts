import type { ProductSort } from '@storefront/contracts';
import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import type { ProductFilters } from './listing-repo.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { type CatalogScope, ON_SALE } from './product-rows.js';

/**
 * Indexes kept per process: ~150 bytes a product (typed columns, strings shared with the other
 * rows, the sorts' positions), so the benchmark's 100 indexes of 2 000 products take ~30 MB.
 */
const KEPT_BYTES = 64 * 1024 * 1024;
const KEPT_INDEXES = 5_000;
const BYTES_A_PRODUCT = 150;

/** The columns a listing filters and sorts on, of one on-sale card. */
type IndexRow = Pick<
  Database['listing_cards'],
  | 'product_id'
  | 'type'
  | 'category_id'
  | 'subcategory_id'
  | 'country_id'
  | 'state_id'
  | 'city_id'
  | 'currency'
  | 'from_price'
  | 'sales_count'
  | 'recommend_score'
  | 'created_at'
  | 'tag_ids'
>;

/** Positions of the products in a sort's order, and whether to walk them backwards. */
type SortOrder = { positions: Int32Array; backwards: boolean };

/**
 * A merchant's on-sale cards in one language, column by column: what every listing of the
 * merchant filters and sorts on, with each sort's order made once.
 */
type ListingIndex = {
  /** In ascending order: a product's position is where its id is. */
  productIds: Int32Array;
  types: string[];
  categoryIds: Int32Array;
  subcategoryIds: Int32Array;
  countryIds: string[];
  stateIds: string[];
  cityIds: string[];
  currencies: string[];
  fromPrices: Float64Array;
  tagIds: (readonly number[])[];
  /** Recommended, newest and best-selling first, each with the product id as tie-break. */
  descending: { recommended: Int32Array; newest: Int32Array; sales: Int32Array };
  /** Converted prices and their ascending order, per set of rates (the pricer keeps its rates). */
  priced: WeakMap<ReadonlyMap<string, number>, { prices: Float64Array; ascending: Int32Array } | null>;
  /** Which positions are in none of the hidden categories, by the hidden ids joined. */
  shown: Map<string, Uint8Array>;
};

/** What a listing's page is, found in the index: the page's product ids in order, and the total. */
export type IndexedPage = { productIds: number[]; total: number };

const NO_TAGS: readonly number[] = Object.freeze([]);

/**
 * Positions 0…n−1 ordered by `keys` descending, then by product id descending (as the SQL sorts):
 * positions are in product id order, so the later position is the larger id.
 */
function descendingBy(keys: Float64Array | readonly string[]): Int32Array {
  return (keys instanceof Float64Array && descendingByWholeNumbers(keys)) || descendingByComparing(keys);
}

function descendingByComparing(keys: Float64Array | readonly string[]): Int32Array {
  const positions = new Int32Array(keys.length);
  for (let i = 0; i < positions.length; i++) positions[i] = i;
  return positions.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka === kb ? b - a : ka < kb ? 1 : -1;
  });
}

/**
 * The same order for whole-number keys (recommendation scores, sales counts), without a compare
 * function: each key and its position as one number, `key × n + position`, sorted natively and
 * read from the end. A comparing sort of a merchant's 2 000 products was most of an index's build,
 * and a language's indexes are built together when its first listings are asked. Undefined when
 * a key is not a whole number or the products too many for the product to stay exact.
 */
function descendingByWholeNumbers(keys: Float64Array): Int32Array | undefined {
  const n = keys.length;
  const combined = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    if (!Number.isInteger(key) || Math.abs(key) * n >= Number.MAX_SAFE_INTEGER / 2) return undefined;
    combined[i] = key * n + i;
  }
  combined.sort();
  const positions = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const c = combined[n - 1 - j]!;
    positions[j] = c - Math.floor(c / n) * n;
  }
  return positions;
}

/** An index of rows read in product id order, filled in one pass over the rows. */
function indexOf(rows: readonly IndexRow[]): ListingIndex {
  const n = rows.length;
  const productIds = new Int32Array(n);
  const categoryIds = new Int32Array(n);
  const subcategoryIds = new Int32Array(n);
  const fromPrices = new Float64Array(n);
  const recommendScores = new Float64Array(n);
  const salesCounts = new Float64Array(n);
  const types = new Array<string>(n);
  const countryIds = new Array<string>(n);
  const stateIds = new Array<string>(n);
  const cityIds = new Array<string>(n);
  const currencies = new Array<string>(n);
  const createdAt = new Array<string>(n);
  const tagIds = new Array<readonly number[]>(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    productIds[i] = Number(r.product_id);
    categoryIds[i] = r.category_id;
    subcategoryIds[i] = r.subcategory_id;
    fromPrices[i] = Number(r.from_price);
    recommendScores[i] = Number(r.recommend_score);
    salesCounts[i] = Number(r.sales_count);
    types[i] = r.type;
    countryIds[i] = r.country_id;
    stateIds[i] = r.state_id;
    cityIds[i] = r.city_id;
    currencies[i] = r.currency;
    createdAt[i] = r.created_at;
    tagIds[i] = r.tag_ids === '' ? NO_TAGS : r.tag_ids.split(',').map(Number);
  }
  return {
    productIds,
    types,
    categoryIds,
    subcategoryIds,
    countryIds,
    stateIds,
    cityIds,
    currencies,
    fromPrices,
    tagIds,
    descending: {
      recommended: descendingBy(recommendScores),
      newest: descendingBy(createdAt),
      sales: descendingBy(salesCounts),
    },
    priced: new WeakMap(),
    shown: new Map(),
  };
}

/**
 * Converted prices (`from_price` × the rate of its currency, the same double multiplication the
 * SQL does) and their ascending order, product id breaking ties; null when a product's currency
 * has no rate (its SQL price is NULL, which the engines sort differently: such listings are left
 * to the SQL).
 */
function pricedBy(index: ListingIndex, rates: ReadonlyMap<string, number>) {
  let priced = index.priced.get(rates);
  if (priced === undefined) {
    const prices = new Float64Array(index.productIds.length);
    let complete = true;
    index.currencies.forEach((currency, i) => {
      const rate = rates.get(currency);
      if (rate === undefined) complete = false;
      else prices[i] = index.fromPrices[i]! * rate;
    });
    priced = complete
      ? { prices, ascending: Int32Array.from(prices.keys()).sort((a, b) => prices[a]! - prices[b]! || a - b) }
      : null;
    index.priced.set(rates, priced);
  }
  return priced;
}

function sortOrder(index: ListingIndex, sort: ProductSort, ascendingPrices: Int32Array | undefined): SortOrder {
  switch (sort) {
    case 'priceAsc':
      return { positions: ascendingPrices!, backwards: false };
    case 'priceDesc':
      // Price then id, both descending: the ascending order read from its end.
      return { positions: ascendingPrices!, backwards: true };
    case 'newest':
      return { positions: index.descending.newest, backwards: false };
    case 'sales':
      return { positions: index.descending.sales, backwards: false };
    default:
      return { positions: index.descending.recommended, backwards: false };
  }
}

/** Whether the index answers these filters: a travel date's stock and hot topics are the SQL's. */
const answerable = (filters: ProductFilters) =>
  filters.date === undefined &&
  filters.hotTopicId === undefined &&
  (filters.keyword === undefined || filters.keywordMatches !== undefined);

/** Clears `kept[i]` where `column[i]` is not `value`. */
function keepEqual(kept: Uint8Array, column: ArrayLike<number | string>, value: number | string) {
  for (let i = 0; i < kept.length; i++) if (column[i] !== value) kept[i] = 0;
}

/** Clears `kept[i]` where `mask[i]` is 0. */
function keepMasked(kept: Uint8Array, mask: Uint8Array) {
  for (let i = 0; i < kept.length; i++) kept[i]! &= mask[i]!;
}

/** The position of `productId` in the index, or -1 (binary search: ids are in ascending order). */
function positionOf(productIds: Int32Array, productId: number): number {
  let low = 0;
  let high = productIds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const id = productIds[middle]!;
    if (id === productId) return middle;
    if (id < productId) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The positions of the products in none of the hidden categories, made once per index and list. */
function shownBy(index: ListingIndex, hiddenCategoryIds: readonly number[]): Uint8Array {
  const key = hiddenCategoryIds.join(',');
  let mask = index.shown.get(key);
  if (!mask) {
    const hidden = new Set(hiddenCategoryIds);
    mask = Uint8Array.from(index.productIds, (_, i) =>
      hidden.has(index.categoryIds[i]!) || hidden.has(index.subcategoryIds[i]!) ? 0 : 1,
    );
    index.shown.set(key, mask);
  }
  return mask;
}

/**
 * Masks reused by every page (a page is found synchronously): a typed array made per page is
 * memory outside the heap for the garbage collector to track and free.
 */
let scratch = new Uint8Array(0);
let matchedScratch = new Uint8Array(0);

/** Clears `kept[i]` where the product at `i` is not one of a keyword's kept matches. */
function keepMatched(kept: Uint8Array, index: ListingIndex, matches: ArrayLike<number>) {
  if (matchedScratch.length < kept.length)
    matchedScratch = new Uint8Array(Math.max(kept.length, 2 * matchedScratch.length));
  const matched = matchedScratch.subarray(0, kept.length).fill(0);
  // Matches include products off sale or in other languages, which the index does not hold.
  for (let m = 0; m < matches.length; m++) {
    const i = positionOf(index.productIds, matches[m]!);
    if (i >= 0) matched[i] = 1;
  }
  keepMasked(kept, matched);
}

/**
 * Which products the filters keep, by position: the same conditions as `findProductPage`'s
 * statement, one column at a time (a loop per filter stays monomorphic where one loop testing every
 * filter met requests of every shape; docs/decisions.md, session 28).
 */
function keptBy(index: ListingIndex, scope: CatalogScope, filters: ProductFilters, prices?: Float64Array) {
  const size = index.productIds.length;
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, 2 * scratch.length));
  const kept = scratch.subarray(0, size).fill(1);
  if (scope.hiddenCategoryIds.length > 0) keepMasked(kept, shownBy(index, scope.hiddenCategoryIds));
  if (filters.type) keepEqual(kept, index.types, filters.type);
  if (filters.categoryId !== undefined) keepEqual(kept, index.categoryIds, filters.categoryId);
  if (filters.subcategoryId !== undefined) keepEqual(kept, index.subcategoryIds, filters.subcategoryId);
  if (filters.countryId) keepEqual(kept, index.countryIds, filters.countryId);
  if (filters.stateId) keepEqual(kept, index.stateIds, filters.stateId);
  if (filters.cityId) keepEqual(kept, index.cityIds, filters.cityId);
  for (const tagId of filters.tagIds ?? []) {
    for (let i = 0; i < kept.length; i++) if (!index.tagIds[i]!.includes(tagId)) kept[i] = 0;
  }
  if (filters.keywordMatches) keepMatched(kept, index, filters.keywordMatches);
  const above = filters.price?.above;
  const atMost = filters.price?.atMost;
  if (above !== undefined) for (let i = 0; i < kept.length; i++) if (!(prices![i]! > above)) kept[i] = 0;
  if (atMost !== undefined) for (let i = 0; i < kept.length; i++) if (!(prices![i]! <= atMost)) kept[i] = 0;
  return kept;
}

/**
 * A page and total from the index: the same products, order and count as `findProductPage`'s
 * statement for these filters, walking the sort's order once.
 */
function pageOf(
  index: ListingIndex,
  scope: CatalogScope,
  query: { filters: ProductFilters; offset: number; limit: number; prices?: Float64Array },
  order: SortOrder,
): IndexedPage {
  const kept = keptBy(index, scope, query.filters, query.prices);
  const { positions, backwards } = order;
  const end = query.offset + query.limit;
  const productIds: number[] = [];
  let total = 0;
  for (let n = 0; n < positions.length; n++) {
    const i = positions[backwards ? positions.length - 1 - n : n]!;
    if (kept[i] === 0) continue;
    if (total >= query.offset && total < end) productIds.push(index.productIds[i]!);
    total++;
  }
  return { productIds, total };
}

/**
 * A merchant's listing in one language kept in memory, for `ttlMs` (the answer cache's minute):
 * the filter and sort columns of every on-sale card, read in one statement, with each sort's
 * order made once. A listing page never asked before — another page, sort, filter or currency of
 * a category, a keyword's matches filtered — is then found by walking that order, and only its
 * twenty cards are read from the database (`createListedCardReads`), by primary key. On the benchmark
 * catalog a cold PostgreSQL page's statement, which read the sort's index and tested the filters
 * (and for a keyword, the kept matches, counted once per language), cost PostgreSQL 1.2–1.4 ms
 * of CPU; with the index, 0.8 (docs/decisions.md, session 28). A merchant's index is one read of
 * its ~2 000 rows.
 *
 * A change to the merchant's catalog or settings forgets its indexes (`merchant.changed`, heard in
 * every process), as it forgets totals and ready-made listings; best sellers move with orders,
 * which no event announces, so the sales order is at most `ttlMs` old, as a kept answer is.
 * Merchants with more on-sale cards in a language than `maxProducts` are listed by their
 * statements (0: never indexed).
 */
export function createListingIndexes({ db, ttlMs, maxProducts }: { db: Db; ttlMs: number; maxProducts: number }) {
  const kept = createMerchantMemo<ListingIndex>({
    ttlMs,
    max: KEPT_INDEXES,
    maxBytes: KEPT_BYTES,
    sizeOf: (index) => index.productIds.length * BYTES_A_PRODUCT + 200,
  });
  /** Indexes being read, so requests arriving meanwhile wait for the same read. */
  const reading = new Map<string, Promise<ListingIndex | undefined>>();
  /** Merchant-languages found too large, not read again while kept. */
  const tooLarge = createMerchantMemo<number>({ ttlMs, max: KEPT_INDEXES });

  async function read(scope: CatalogScope): Promise<ListingIndex | undefined> {
    const key = `${scope.merchantNumber}|${scope.language}`;
    const { known, keep } = kept.lookUp(key);
    if (known) return known;
    const large = tooLarge.lookUp(key);
    if (large.known !== undefined) return undefined;
    let pending = reading.get(key);
    if (!pending) {
      pending = readRows(
        db,
        sql<IndexRow>`select c.product_id, c.type, c.category_id, c.subcategory_id, c.country_id, c.state_id,
            c.city_id, c.currency, c.from_price, c.sales_count, c.recommend_score, c.created_at, c.tag_ids
          from listing_cards c
          where c.merchant_number = ${scope.merchantNumber} and c.language = ${scope.language} and c.status = ${ON_SALE}
          order by c.product_id limit ${maxProducts + 1}`,
      )
        .then((rows) => {
          if (rows.length > maxProducts) {
            large.keep(rows.length);
            return undefined;
          }
          const index = indexOf(rows);
          keep(index);
          return index;
        })
        .finally(() => {
          if (reading.get(key) === pending) reading.delete(key);
        });
      reading.set(key, pending);
    }
    return pending;
  }

  return {
    /**
     * The page and total of a listing from the merchant's index, or undefined where its statement
     * answers instead: nothing is kept (`ttlMs` or `maxProducts` 0), the merchant is too large, the
     * filters need the database (a travel date, a hot topic, a keyword without kept matches), or
     * a price sort or filter meets a product whose currency has no rate.
     */
    async page(
      scope: CatalogScope,
      query: { filters: ProductFilters; sort: ProductSort; offset: number; limit: number },
      rates: ReadonlyMap<string, number>,
    ): Promise<IndexedPage | undefined> {
      if (ttlMs <= 0 || maxProducts <= 0 || !answerable(query.filters)) return undefined;
      const index = await read(scope);
      if (!index) return undefined;
      const byPrice = query.sort === 'priceAsc' || query.sort === 'priceDesc' || query.filters.price !== undefined;
      const priced = byPrice ? pricedBy(index, rates) : undefined;
      if (priced === null) return undefined;
      return pageOf(
        index,
        scope,
        { ...query, prices: priced?.prices },
        sortOrder(index, query.sort, priced?.ascending),
      );
    },
    /** Forgets the merchant's indexes (its catalog or settings changed). */
    forget(merchantNumber: string) {
      kept.forget(merchantNumber);
      tooLarge.forget(merchantNumber);
      for (const key of reading.keys()) if (key.startsWith(`${merchantNumber}|`)) reading.delete(key);
    },
  };
}
