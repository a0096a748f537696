import type { GlobalData } from '@storefront/contracts';
import { callingCodes } from './calling-codes.js';
import { categories } from './categories.js';
import { currencies } from './currencies.js';
import { hotCities } from './hot-cities.js';
import { hotTopics, tags } from './labels.js';
import { languageList, salutations } from './languages.js';
import { perSiteLanguage, perTitleLanguage } from './localized.js';
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

/**
 * The global JSON in any title language (spec §1: Vietnamese texts exist for some reference
 * data). Vietnamese has its own country names (nationalities, calling codes); the lists without
 * Vietnamese texts come in English, the storefront's default language.
 */
export const titleGlobalData = perTitleLanguage((language): GlobalData =>
  language === 'vi-VN'
    ? { ...globalData('en-AU'), nationalities: nationalities(language), callingCodes: callingCodes(language) }
    : globalData(language),
);
