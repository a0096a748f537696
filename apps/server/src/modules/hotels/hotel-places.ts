import type { PlaceRef, SiteLanguage } from '@storefront/contracts';
import { LOCATION_TREE, type Place } from '@storefront/reference-data';
import { AppError } from '../../platform/http/errors.js';

type IndexedPlace = { place: Place; parents: readonly Place[] };
const PLACES = new Map<string, IndexedPlace>();
(function index(places: readonly Place[], parents: readonly Place[]) {
  for (const place of places) {
    PLACES.set(place.id, { place, parents });
    if (place.collection) index(place.collection, [...parents, place]);
  }
})(LOCATION_TREE, []);

/** A place of the location tree with the places above it (country first). */
export const findHotelPlace = (id: string): IndexedPlace | undefined => PLACES.get(id);

export function checkPlaces(ids: readonly string[], field: string): string[] {
  for (const id of ids) {
    if (!PLACES.has(id)) throw new AppError('validationFailed', `"${id}" is not a place of the location tree`, field);
  }
  return [...ids];
}

const placeRef = (id: string, language: SiteLanguage): PlaceRef => ({
  id,
  title: PLACES.get(id)?.place.title[language] ?? id,
});

/** Country, state and city of a city id (`au-qld-goldcoast` → au, au-qld, au-qld-goldcoast). */
export function placesOf(cityId: string, language: SiteLanguage) {
  const [country = cityId, state = cityId] = PLACES.get(cityId)?.parents.map((p) => p.id) ?? [];
  return { country: placeRef(country, language), state: placeRef(state, language), city: placeRef(cityId, language) };
}
