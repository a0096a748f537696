import {
  SUGGESTION_TYPES,
  type KeywordSuggestRequest,
  type KeywordSuggestion,
  type SiteLanguage,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import { findProductSuggestions } from './listing-repo.js';
import type { HotelSuggestions } from './model.js';
import { ALL_PLACES, findIndexedPlace } from './places.js';
import { scopeOf } from './product-rules.js';
import type { SearchStrategy } from './search-strategy.js';

const PRODUCT_SUGGESTIONS = 6;
const DESTINATION_SUGGESTIONS = 5;

export function createKeywordSuggestions({
  db,
  search,
  suggestHotels,
}: {
  db: Db;
  search: SearchStrategy;
  suggestHotels?: HotelSuggestions;
}) {
  /**
   * Suggestions while typing: products (type 1) by full-text search, destinations (type 2) from
   * the location tree of the countries the merchant sells in, hotels (type 3) from the hotels module.
   */
  async function suggestKeywords(ctx: RequestContext, request: KeywordSuggestRequest): Promise<KeywordSuggestion[]> {
    const types = new Set<number>(request.types);
    const suggestions: KeywordSuggestion[] = [];
    if (types.has(SUGGESTION_TYPES.product)) {
      const products = await findProductSuggestions(db, scopeOf(ctx), search, request.searchValue, PRODUCT_SUGGESTIONS);
      for (const p of products) {
        suggestions.push({
          type: SUGGESTION_TYPES.product,
          id: p.code,
          title: p.title,
          subtitle: [p.cityId, p.countryId].map((id) => placeTitle(id, ctx.language)).join(', '),
        });
      }
    }
    if (types.has(SUGGESTION_TYPES.destination)) {
      suggestions.push(...suggestDestinations(ctx, request.searchValue));
    }
    if (types.has(SUGGESTION_TYPES.hotel) && suggestHotels) {
      suggestions.push(...(await suggestHotels(ctx, request.searchValue, PRODUCT_SUGGESTIONS)));
    }
    return suggestions;
  }

  return { suggestKeywords };
}

function suggestDestinations(ctx: RequestContext, keyword: string): KeywordSuggestion[] {
  const needle = keyword.toLocaleLowerCase();
  const countries = new Set(ctx.merchant.locations);
  const scored: { score: number; suggestion: KeywordSuggestion }[] = [];
  for (const { place, parents } of ALL_PLACES) {
    const country = parents[0]?.id ?? place.id;
    if (!countries.has(country)) continue;
    const titles = Object.values(place.title).map((t) => t.toLocaleLowerCase());
    if (!titles.some((t) => t.includes(needle))) continue;
    const starts = titles.some((t) => t.startsWith(needle));
    scored.push({
      score: (starts ? 0 : 10) + scored.length / 1000,
      suggestion: {
        type: SUGGESTION_TYPES.destination,
        id: place.id,
        title: place.title[ctx.language],
        subtitle: [...parents]
          .reverse()
          .map((p) => p.title[ctx.language])
          .join(', '),
      },
    });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, DESTINATION_SUGGESTIONS)
    .map((s) => s.suggestion);
}

function placeTitle(id: string, language: SiteLanguage): string {
  return findIndexedPlace(id)?.place.title[language] ?? id;
}
