import type { ProductSort } from '@storefront/contracts';
import { sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import type { ProductFilters } from './listing-repo.js';
import { createMerchantMemo } from './merchant-memo.js';
import { type CatalogScope, ON_SALE } from './product-rows.js';

/** Indexes kept per process: ~90 bytes a product, so the benchmark's 100 indexes of 2 000 take ~18 MB. */
const KEPT_BYTES = 48 * 1024 * 1024;
const KEPT_INDEXES = 5_000;
const BYTES_A_PRODUCT = 90;

/** The columns a listing filters and sorts on, of one on-sale card. */
type IndexRow = {
  product_id: number;
  type: string;
  category_id: number;
  subcategory_id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  currency: string;
  from_price: number | string;
  sales_count: number;
  recommend_score: number;
  created_at: string;
  tag_ids: string;
};

/** Positions of the products in a sort's order, and whether to walk them backwards. */
type SortOrder = { positions: Int32Array; backwards: boolean };

/**
 * A merchant's on-sale cards in one language, column by column: what every listing of the
 * merchant filters and sorts on, with each sort's order made once.
 */
type ListingIndex = {
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
};

/** What a listing's page is, found in the index: the page's product ids in order, and the total. */
export type IndexedPage = { productIds: number[]; total: number };

/** Keyword matches as sets, made once per kept list. */
const matchSets = new WeakMap<ArrayLike<number>, Set<number>>();
const matchSetOf = (ids: ArrayLike<number>) => {
  let set = matchSets.get(ids);
  if (!set) matchSets.set(ids, (set = new Set(Array.from(ids))));
  return set;
};

/** Positions 0…n−1 ordered by `key` descending, then by product id descending (as the SQL sorts). */
function descendingBy(productIds: Int32Array, key: (i: number) => number | string): Int32Array {
  const keys = Array.from(productIds, (_, i) => key(i));
  return Int32Array.from(productIds.keys()).sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (ka !== kb) return ka < kb ? 1 : -1;
    return productIds[b]! - productIds[a]!;
  });
}

function indexOf(rows: readonly IndexRow[]): ListingIndex {
  const productIds = Int32Array.from(rows, (r) => Number(r.product_id));
  const recommendScores = rows.map((r) => Number(r.recommend_score));
  const salesCounts = rows.map((r) => Number(r.sales_count));
  return {
    productIds,
    types: rows.map((r) => r.type),
    categoryIds: Int32Array.from(rows, (r) => r.category_id),
    subcategoryIds: Int32Array.from(rows, (r) => r.subcategory_id),
    countryIds: rows.map((r) => r.country_id),
    stateIds: rows.map((r) => r.state_id),
    cityIds: rows.map((r) => r.city_id),
    currencies: rows.map((r) => r.currency),
    fromPrices: Float64Array.from(rows, (r) => Number(r.from_price)),
    tagIds: rows.map((r) => (r.tag_ids === '' ? [] : r.tag_ids.split(',').map(Number))),
    descending: {
      recommended: descendingBy(productIds, (i) => recommendScores[i]!),
      newest: descendingBy(productIds, (i) => rows[i]!.created_at),
      sales: descendingBy(productIds, (i) => salesCounts[i]!),
    },
    priced: new WeakMap(),
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
    const ids = index.productIds;
    priced = complete
      ? {
          prices,
          ascending: Int32Array.from(ids.keys()).sort((a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!),
        }
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

/**
 * A page and total from the index: the same products, order and count as `findProductPage`'s
 * statement for these filters (its conditions, one by one), walking the sort's order once.
 */
function pageOf(
  index: ListingIndex,
  scope: CatalogScope,
  query: { filters: ProductFilters; sort: ProductSort; offset: number; limit: number; prices?: Float64Array },
  order: SortOrder,
): IndexedPage {
  const { filters, offset, limit, prices } = query;
  const hidden = scope.hiddenCategoryIds.length > 0 ? new Set(scope.hiddenCategoryIds) : undefined;
  const matches = filters.keywordMatches ? matchSetOf(filters.keywordMatches) : undefined;
  const tagIds = filters.tagIds ?? [];
  const above = filters.price?.above;
  const atMost = filters.price?.atMost;
  const { positions, backwards } = order;
  const productIds: number[] = [];
  let total = 0;
  for (let n = 0; n < positions.length; n++) {
    const i = positions[backwards ? positions.length - 1 - n : n]!;
    if (hidden && (hidden.has(index.categoryIds[i]!) || hidden.has(index.subcategoryIds[i]!))) continue;
    if (filters.type && index.types[i] !== filters.type) continue;
    if (filters.categoryId !== undefined && index.categoryIds[i] !== filters.categoryId) continue;
    if (filters.subcategoryId !== undefined && index.subcategoryIds[i] !== filters.subcategoryId) continue;
    if (filters.countryId && index.countryIds[i] !== filters.countryId) continue;
    if (filters.stateId && index.stateIds[i] !== filters.stateId) continue;
    if (filters.cityId && index.cityIds[i] !== filters.cityId) continue;
    if (tagIds.length > 0 && !tagIds.every((tagId) => index.tagIds[i]!.includes(tagId))) continue;
    if (matches && !matches.has(index.productIds[i]!)) continue;
    if (above !== undefined && !(prices![i]! > above)) continue;
    if (atMost !== undefined && !(prices![i]! <= atMost)) continue;
    if (total >= offset && total < offset + limit) productIds.push(index.productIds[i]!);
    total++;
  }
  return { productIds, total };
}

/**
 * A merchant's listing in one language kept in memory, for `ttlMs` (the answer cache's minute):
 * the filter and sort columns of every on-sale card, read in one statement, with each sort's
 * order made once. A listing page never asked before — another page, sort, filter or currency of
 * a category, a keyword's matches filtered — is then found by walking that order, and only its
 * twenty cards are read from the database (`findListedCards`). On the benchmark catalog a cold
 * page's statement read the sort's index and counted the filters' matches (PostgreSQL ~0.25 ms a
 * page); a merchant's index is one read of its ~2 000 rows.
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
          limit ${maxProducts + 1}`,
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
