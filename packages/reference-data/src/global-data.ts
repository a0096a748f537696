import type { GlobalData } from '@storefront/contracts';
import { callingCodes } from './calling-codes.js';
import { categories } from './categories.js';
import { currencies } from './currencies.js';
import { hotCities } from './hot-cities.js';
import { hotTopics, tags } from './labels.js';
import { languageList, salutations } from './languages.js';
import { perSiteLanguage } from './localized.js';
import { locations } from './locations.js';
import { nationalities } from './nationalities.js';

/** The global JSON of the static-file endpoint (type 2): every reference list in one language. */
export const globalData = perSiteLanguage((language): GlobalData => ({
  currencies: currencies(language),
  languages: languageList(language),
  nationalities: nationalities(language),
  callingCodes: callingCodes(language),
  salutations: salutations(language),
  locations: locations(language),
  hotCities: hotCities(language),
  tags: tags(language),
  hotTopics: hotTopics(language),
  categories: categories(language),
}));
