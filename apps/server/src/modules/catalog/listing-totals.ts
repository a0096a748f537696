import { LRUCache } from 'lru-cache';
import type { CatalogScope } from './product-rows.js';
import type { ProductFilters } from './listing-repo.js';

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
  const totals = ttlMs > 0 ? new LRUCache<string, number>({ max: TOTALS_KEPT, ttl: ttlMs }) : undefined;
  // Counted by `forget`: a total counted before a forgetting is not kept after it.
  let forgettings = 0;

  /**
   * The key of a listing's total. Not kept: a keyword listing's (counted beside its rows anyway)
   * and a travel date's (the day's stock changes with every order, which no event announces).
   */
  const keyOf = (scope: CatalogScope, currency: string, filters: ProductFilters) =>
    filters.keyword === undefined && filters.date === undefined
      ? `${scope.merchantNumber}|${scope.language}|${scope.hiddenCategoryIds.join(',')}|${currency}|${JSON.stringify(filters)}`
      : undefined;

  return {
    /** What to ask for the listing: its kept total, if any, and how to keep the one it counts. */
    lookUp(scope: CatalogScope, currency: string, filters: ProductFilters) {
      const key = totals && keyOf(scope, currency, filters);
      const startedAt = forgettings;
      const knownTotal = key === undefined ? undefined : totals?.get(key);
      return {
        knownTotal,
        /** Keeps a total counted now (a known one is not kept again: its age still counts). */
        keep(total: number) {
          if (key !== undefined && knownTotal === undefined && startedAt === forgettings) totals?.set(key, total);
        },
      };
    },
    /** Forgets the merchant's totals (its catalog or settings changed). */
    forget(merchantNumber: string) {
      forgettings++;
      if (!totals) return;
      for (const key of [...totals.keys()]) if (key.startsWith(`${merchantNumber}|`)) totals.delete(key);
    },
  };
}
