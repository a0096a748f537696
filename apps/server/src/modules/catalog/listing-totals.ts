import type { CatalogScope } from './product-rows.js';
import type { ProductFilters } from './listing-repo.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { searchWords } from './search-strategy.js';

/**
 * Totals kept per process, least recently used out first: a key of ~100 characters and a number,
 * ~4 MB at most. The benchmark's 50 merchants ask ~5 600 distinct sets of filters.
 */
const TOTALS_KEPT = 20_000;

/**
 * How many products a listing's filters match, kept for `ttlMs` (the answer cache's minute).
 * Every sort and page of the same filters has the same total — a shopper paging or re-sorting a
 * category, a crawler walking its pages — so the first of them counts and the others read their
 * page alone (a count is ~a quarter of a cold SQLite listing's statement). A change to the
 * merchant's catalog or settings forgets its totals (the `merchant.changed` event, in every
 * process), as it forgets its ready-made listings.
 */
export function createListingTotals(ttlMs: number) {
  const totals = createMerchantMemo<number>({ ttlMs, max: TOTALS_KEPT });

  /**
   * The key of a listing's total: its scope and filters, a keyword as the words searched, and the
   * currency only with a price filter (bounds in that currency: otherwise a shopper switching
   * currency sees the same products). Not kept: a travel date's (the day's stock changes with
   * every order, which no event announces).
   */
  const keyOf = (scope: CatalogScope, currency: string, filters: ProductFilters) => {
    const { keyword, keywordMatches: _, ...rest } = filters;
    if (filters.date !== undefined) return undefined;
    const words = keyword === undefined ? '' : searchWords(keyword).join(' ');
    const priced = filters.price === undefined ? '' : currency;
    return `${scope.merchantNumber}|${scope.language}|${scope.hiddenCategoryIds.join(',')}|${priced}|${words}|${JSON.stringify(rest)}`;
  };

  return {
    /** What to ask for the listing: its kept total, if any, and how to keep the one it counts. */
    lookUp(scope: CatalogScope, currency: string, filters: ProductFilters) {
      const { known, keep } = totals.lookUp(keyOf(scope, currency, filters));
      return { knownTotal: known, keep };
    },
    /** Forgets the merchant's totals (its catalog or settings changed). */
    forget: totals.forget,
  };
}
