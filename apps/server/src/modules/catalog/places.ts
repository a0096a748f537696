import type { PlaceRef, SiteLanguage } from '@storefront/contracts';
import { LOCATION_TREE, type Place } from '@storefront/reference-data';

/** A place of the location tree with the chain of places above it (country first). */
export type IndexedPlace = { place: Place; parents: readonly Place[]; depth: number };

const PLACES = new Map<string, IndexedPlace>();
(function index(places: readonly Place[], parents: readonly Place[]) {
  for (const place of places) {
    PLACES.set(place.id, { place, parents, depth: parents.length });
    if (place.collection) index(place.collection, [...parents, place]);
  }
})(LOCATION_TREE, []);

export const findIndexedPlace = (id: string): IndexedPlace | undefined => PLACES.get(id);

/** Every place of the tree, countries first then states then cities (suggestion order). */
export const ALL_PLACES: readonly IndexedPlace[] = [...PLACES.values()].sort((a, b) => a.depth - b.depth);

/** `{ id, title }` of a place in a language; an unknown id keeps its id as title. */
export function placeRef(id: string, language: SiteLanguage): PlaceRef {
  return { id, title: PLACES.get(id)?.place.title[language] ?? id };
}

/** Every title of a place, in all four languages (for the search index). */
export function placeTitles(id: string): string[] {
  const place = PLACES.get(id)?.place;
  return place ? Object.values(place.title) : [];
}
