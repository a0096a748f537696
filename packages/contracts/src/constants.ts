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

/** A theme colour: `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Seven `#rrggbb` colours, one per theme key: the webStyle rule without zod, so the storefront's
 * entry chunk (theme preview) checks it without pulling the schemas in. merchant.ts's and
 * settings.ts's zod schemas use the same HEX_COLOR.
 */
export function isWebStyle(value: unknown): value is Record<ThemeColorKey, string> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return THEME_COLOR_KEYS.every((key) => typeof record[key] === 'string' && HEX_COLOR.test(record[key]));
}

/**
 * Verification-code purposes as stored: 1 is login or registration (the spec's `type: 1`). The
 * send routes' `type` is a different, public number (SEND_CODE_TYPES): `type: 2` asks for a
 * password-reset code, stored as purpose 5.
 */
export const CODE_PURPOSES = { login: 1, changeEmail: 2, changePhone: 3, orderLookup: 4, passwordReset: 5 } as const;

/** The `type` of `send/emailcode` and `send/phonecode` (DESIGN §4): 1 login or registration, 2 password reset. */
export const SEND_CODE_TYPES = { login: 1, passwordReset: 2 } as const;

/** What a favourite points at: 1 a trip product (by code), 2 a hotel (by id). */
export const FAVOURITE_TYPES = { tripProduct: 1, hotel: 2 } as const;
