import type { IdTitle } from '@storefront/contracts';
import { findPlace } from './locations.js';
import { perSiteLanguage } from './localized.js';

// Spec §3 quirk: Brisbane and Gold Coast both link to the Queensland state node, so two of the four share one id.
const HOT_CITIES: ReadonlyArray<{ id: string; titleFrom: string }> = [
  { id: 'au-nsw-sydney', titleFrom: 'au-nsw-sydney' },
  { id: 'au-qld', titleFrom: 'au-qld-brisbane' },
  { id: 'au-qld-cairns', titleFrom: 'au-qld-cairns' },
  { id: 'au-qld', titleFrom: 'au-qld-goldcoast' },
];

/** Hot cities of the search box: none in English, four in the other languages (spec §3). */
export const hotCities = perSiteLanguage((language): IdTitle[] => {
  if (language === 'en-AU') return [];
  return HOT_CITIES.map(({ id, titleFrom }) => {
    const place = findPlace(titleFrom);
    if (!place) throw new Error(`Hot city ${titleFrom} is missing from the location tree`);
    return { id, title: place.title[language] };
  });
});
