import type { Db } from '../../platform/db/kysely.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { createListedCardReads } from './listing-repo.js';
import type { CatalogScope, SourceCard } from './product-rows.js';

/** Cards kept a process: ~1 KB each in memory (texts, place and tag references shared). */
const KEPT_CARDS = 50_000;
const KEPT_BYTES = 32 * 1024 * 1024;
const cardBytes = (card: SourceCard) => 400 + 2 * (card.title.length + card.subtitle.length + card.image.length);

/**
 * The cards of listings found in a merchant's kept listing (listing-index.ts), kept for the same
 * minute: the pages of a category's sorts, filters and currencies show the same products again
 * and again, and a page whose cards are all kept reads nothing. Forgotten with the listing on
 * `merchant.changed`; a card's sales count is as old as the minute, as the index's sales order is.
 */
export function createKeptCards({ db, ttlMs }: { db: Db; ttlMs: number }) {
  const kept = createMerchantMemo<SourceCard>({ ttlMs, max: KEPT_CARDS, maxBytes: KEPT_BYTES, sizeOf: cardBytes });
  const readListedCards = createListedCardReads(db);

  /** The cards of these products in the scope, in their order (a product no longer listed is left out). */
  async function cardsOf(scope: CatalogScope, productIds: readonly number[]): Promise<SourceCard[]> {
    const prefix = `${scope.merchantNumber}|${scope.language}|${scope.hiddenLabelIds.join(',')}|`;
    const found = productIds.map((id) => kept.lookUp(prefix + id));
    const missing = productIds.filter((_, i) => found[i]!.known === undefined);
    const read = new Map((await readListedCards(scope, missing)).map((card) => [card.productId, card]));
    return productIds.flatMap((id, i) => {
      const { known, keep } = found[i]!;
      if (known) return [known];
      const card = read.get(id);
      if (!card) return [];
      keep(card);
      return [card];
    });
  }

  return { cardsOf, forget: (merchantNumber: string) => kept.forget(merchantNumber) };
}
