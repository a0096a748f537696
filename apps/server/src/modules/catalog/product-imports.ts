import type { Db } from '../../platform/db/kysely.js';
import { fillPackageCalendars } from './calendar-repo.js';
import { findExistingCodes, insertProducts } from './import-repo.js';
import type { CalendarPatternDay, ProductDraft } from './model.js';
import { refreshAllFromPrices } from './package-editing-repo.js';
import { placeTitles } from './places.js';
import type { SearchStrategy } from './search-strategy.js';

/** Products and calendars written by the seed and the generator, inside the caller's transaction. */
export function createProductImports({ search }: { search: SearchStrategy }) {
  /**
   * Adds products that are not there yet (by code) inside the caller's transaction; answers the
   * ids of the added products and packages by code.
   */
  async function importProducts(trx: Db, merchantNumber: string, drafts: readonly ProductDraft[]) {
    const existing = await findExistingCodes(
      trx,
      merchantNumber,
      drafts.map((d) => d.code),
    );
    const fresh = drafts.filter((d) => !existing.has(d.code));
    return insertProducts(trx, merchantNumber, fresh, search, searchTextOf);
  }

  /**
   * Opens sales on the pattern's days for the merchant's packages that lack them (seed,
   * generator), then lists each product from the lowest adult or unit price of its packages'
   * bookable days from the pattern's first day, as the desk's editors do (`refreshFromPrice`):
   * a season's dearer or cheaper days move it, not only the packages' base prices.
   */
  async function openCalendars(trx: Db, merchantNumber: string, days: readonly CalendarPatternDay[]) {
    await fillPackageCalendars(trx, merchantNumber, days);
    const first = days.reduce<string | undefined>(
      (min, d) => (min === undefined || d.date < min ? d.date : min),
      undefined,
    );
    if (first !== undefined) await refreshAllFromPrices(trx, merchantNumber, first);
  }

  return { importProducts, openCalendars };
}

/** What full-text search reads: titles and descriptive texts in every language, and place names. */
function searchTextOf(draft: ProductDraft): string {
  const parts: string[] = [];
  for (const t of Object.values(draft.texts)) {
    parts.push(t.title, t.subtitle, ...t.highlights, t.description, ...t.included);
  }
  for (const id of new Set([draft.cityId, draft.stateId, draft.countryId])) parts.push(...placeTitles(id));
  return parts.join('\n');
}
