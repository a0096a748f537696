import type { Db } from '../../platform/db/kysely.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { type SearchStrategy, searchWords } from './search-strategy.js';

/** Match sets kept per process: 4 bytes a product id, ~16 MB at most. */
const KEPT_BYTES = 16 * 1024 * 1024;
const KEPT_SETS = 20_000;
/** A word matching more products than this is searched with each page instead (a list that long costs more to pass than to find). */
const KEPT_MATCHES_MAX = 20_000;

/**
 * The merchant's products matching a keyword, kept for `ttlMs` (the answer cache's minute) by
 * merchant and words. A shopper who searches pages through the results, re-sorts them, filters
 * them or switches currency or language: each of those pages asks the same words of the same
 * catalog, and the text search (FTS5, or PostgreSQL's trigram index and the LIKE recheck of every
 * candidate's document, before its merchant terms) was most of a cold keyword page's work. The
 * first page finds the matches (on PostgreSQL, in one statement with the other searches of its
 * turn); the others test membership in that list. Documents hold every
 * language's text, so the matches are the same in every language and currency; status, hidden
 * categories and filters are applied by the page's own statement. A change to the merchant's
 * catalog or settings forgets its matches (`merchant.changed`, in every process).
 */
export function createKeywordMatches({ db, search, ttlMs }: { db: Db; search: SearchStrategy; ttlMs: number }) {
  const kept = createMerchantMemo<Int32Array>({
    ttlMs,
    max: KEPT_SETS,
    maxBytes: KEPT_BYTES,
    sizeOf: (ids, key) => ids.byteLength + 2 * key.length + 100,
  });
  const readMatches = search.createMatchReads(db);

  return {
    /**
     * The ids of the merchant's products matching every word of `keyword`, or undefined where the
     * page should search itself: nothing is kept (`ttlMs` 0: one statement is cheaper than two),
     * the keyword has no word, or the words match too many products to pass as a list.
     */
    async find(merchantNumber: string, keyword: string): Promise<Int32Array | undefined> {
      const words = searchWords(keyword);
      if (ttlMs <= 0 || words.length === 0) return undefined;
      return kept.valueOf(`${merchantNumber}|${words.join(' ')}`, async () => {
        const ids = await readMatches(merchantNumber, keyword);
        if (ids.length > KEPT_MATCHES_MAX) return undefined;
        return Int32Array.from(ids);
      });
    },
    /** Forgets the merchant's matches (its catalog or settings changed). */
    forget: kept.forget,
  };
}
