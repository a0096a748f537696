// Protocol constants without zod, so the web's entry chunk can import them cheaply.

/** Static-file types of GET /api/v1/query/static/file/{type}/{rtype}/{language}. */
export const STATIC_FILE_TYPES = { translations: 1, globalData: 2 } as const;
/** rtype 2 is the web storefront; the only resource type served. */
export const STATIC_FILE_RTYPE_WEB = 2;

/** productLabel/{type}: 1 tags, 2 hot topics, 3 both. */
export const LABEL_TYPES = { tags: 1, hotTopics: 2, all: 3 } as const;

/** POST /api/v1/open/get/address: code 1 means the cached ip-info is still right. */
export const ADDRESS_UNCHANGED_CODE = 1;

/** The seven theme colours of a merchant (spec §3 webStyle), in order. */
export const THEME_COLOR_KEYS = [
  'firstColor',
  'secondColor',
  'thirdColor',
  'fourthColor',
  'fifthColor',
  'sixthColor',
  'sevenColor',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

/** Verification-code purposes: 1 is login or registration (the spec's `type: 1`). */
export const CODE_PURPOSES = { login: 1, changeEmail: 2, changePhone: 3, orderLookup: 4 } as const;

/** What a favourite points at: 1 a trip product (by code), 2 a hotel (by id). */
export const FAVOURITE_TYPES = { tripProduct: 1, hotel: 2 } as const;
