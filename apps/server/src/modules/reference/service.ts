import {
  LABEL_TYPES,
  SITE_LANGUAGES,
  STATIC_FILE_RTYPE_WEB,
  TITLE_LANGUAGES,
  STATIC_FILE_TYPES,
  parseSiteLanguage,
  type CategoryGroup,
  type GlobalData,
  type Label,
  type LocationNode,
  type SiteLanguage,
  type TitleLanguage,
  type Translations,
} from '@storefront/contracts';
import * as referenceData from '@storefront/reference-data';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Merchant } from '../../platform/merchant.js';

/**
 * Reference lists per language, and what a merchant makes available of them. Availability
 * answers list every site language, so a client can switch language without another call.
 */
export function createReferenceService() {
  function getStaticFile(type: number, rtype: number, rawLanguage: string): Translations | GlobalData {
    if (rtype !== STATIC_FILE_RTYPE_WEB) {
      throw new AppError('validationFailed', `rtype ${rtype} is not served; the web storefront uses rtype 2`, 'rtype');
    }
    if (type === STATIC_FILE_TYPES.globalData) {
      const language = parseTitleLanguage(rawLanguage);
      if (!language) {
        throw new AppError(
          'unsupportedLanguage',
          `Language "${rawLanguage}" is not supported; use zh-CN, zh-TW, en-AU, ko-KR or vi-VN`,
          'language',
        );
      }
      return referenceData.titleGlobalData(language);
    }
    const language = parseSiteLanguage(rawLanguage);
    if (!language) {
      // Vietnamese exists only as reference titles (the global JSON), not as interface text.
      throw new AppError(
        'unsupportedLanguage',
        `Language "${rawLanguage}" has no interface translations; use zh-CN, zh-TW, en-AU or ko-KR`,
        'language',
      );
    }
    if (type === STATIC_FILE_TYPES.translations) return referenceData.uiText(language);
    throw new AppError('validationFailed', `type ${type} is unknown; use 1 (translations) or 2 (global data)`, 'type');
  }

  function listCategoryAvailability(ctx: RequestContext) {
    return SITE_LANGUAGES.map((lang) => ({
      lang,
      categoryCollection: visibleCategories(referenceData.categories(lang), ctx.merchant),
    }));
  }

  function listLocationAvailability(ctx: RequestContext) {
    return SITE_LANGUAGES.map((lang) => ({
      lang,
      counttryCollection: referenceData
        .locations(lang)
        .filter((country) => ctx.merchant.locations.includes(country.id))
        .map((country) => ({
          id: country.id,
          title: country.title,
          stateCollection: (country.collection ?? []).map((state) => ({
            id: state.id,
            title: state.title,
            cityCollection: (state.collection ?? []).map(({ id, title }) => ({ id, title })),
          })),
        })),
    }));
  }

  function listLabelAvailability(ctx: RequestContext, type: number) {
    const hidden = new Set(ctx.merchant.hiddenLabelIds);
    return SITE_LANGUAGES.map((lang) => ({
      lang,
      labelCollection: labelsOfType(lang, type).filter((l) => !hidden.has(l.id)),
    }));
  }

  return { getStaticFile, listCategoryAvailability, listLocationAvailability, listLabelAvailability };
}

function labelsOfType(lang: SiteLanguage, type: number): Label[] {
  if (type === LABEL_TYPES.tags) return referenceData.tags(lang);
  if (type === LABEL_TYPES.hotTopics) return referenceData.hotTopics(lang);
  if (type === LABEL_TYPES.all) return [...referenceData.tags(lang), ...referenceData.hotTopics(lang)];
  throw new AppError('malformedId', `Label type ${type} is unknown; use 1 (tags), 2 (hot topics) or 3 (both)`, 'type');
}

/** A hidden group id hides the group; a hidden subcategory id hides that subcategory. */
function visibleCategories(groups: CategoryGroup[], merchant: Merchant): CategoryGroup[] {
  const hidden = new Set(merchant.hiddenCategoryIds);
  return groups
    .filter((g) => !hidden.has(g.id))
    .map((g) => ({ ...g, classificationCollection: g.classificationCollection.filter((c) => !hidden.has(c.id)) }))
    .filter((g) => g.classificationCollection.length > 0);
}

/** Exact match of a title language (site languages and vi-VN), case-insensitive; null otherwise. */
function parseTitleLanguage(value: string): TitleLanguage | null {
  const lower = value.trim().toLowerCase();
  return TITLE_LANGUAGES.find((l) => l.toLowerCase() === lower) ?? null;
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
export type { LocationNode };
