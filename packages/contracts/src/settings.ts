import { z } from 'zod';
import { HEX_COLOR, THEME_COLOR_KEYS, type ThemeColorKey } from './constants.js';
import { SITE_LANGUAGES } from './locale.js';
import { CURRENCY_CODES } from './money.js';
import { recordId } from './record-id.js';

/**
 * Storefront settings of the back office (issue 13): what a merchant edits about its shop, with
 * the rules both the admin app's form and the server apply.
 */

export const SETTINGS_LIMITS = {
  titleMax: 100,
  footerTextMax: 500,
  registrationNumberMax: 100,
  phoneMax: 40,
  addressMax: 300,
  urlMax: 500,
  hiddenCategoriesMax: 200,
  domainsMax: 5,
  /** A hostname's longest form (RFC 1035). */
  domainMax: 253,
  /** Logo upload: bytes accepted, and the width it is resized down to (the header shows it 84 px high). */
  logoMaxBytes: 5 * 1024 * 1024,
  logoMaxWidth: 512,
  logoMaxHeight: 256,
} as const;

/** WCAG 2.x AA for normal text. */
export const CONTRAST_AA = 4.5;

/**
 * The text colour the storefront puts on (or, for text colours, beside) each theme colour: white
 * on the buttons' first colour and the footer's fourth, the fourth colour on the third's tag chips,
 * body text on the light fifth and seventh. Red prices (sixth) sit on white. Contrast is symmetric,
 * so one pair answers both uses. Kept beside the check so the warning follows the web's pairing.
 */
export const THEME_TEXT_ON: Record<ThemeColorKey, { text: string } | { theme: ThemeColorKey }> = {
  firstColor: { text: '#ffffff' },
  secondColor: { text: '#0f172a' },
  thirdColor: { theme: 'fourthColor' },
  fourthColor: { text: '#ffffff' },
  fifthColor: { text: '#0f172a' },
  sixthColor: { text: '#ffffff' },
  sevenColor: { text: '#334155' },
};

/** Relative luminance of an sRGB `#rrggbb` colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 … 21, rounded to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

export type ColorContrast = { text: string; ratio: number; passesAA: boolean };

/** Per theme colour: the text colour used on it, their contrast ratio, and whether it reaches AA. */
export function themeContrast(style: Record<ThemeColorKey, string>): Record<ThemeColorKey, ColorContrast> {
  return Object.fromEntries(
    THEME_COLOR_KEYS.map((key) => {
      const on = THEME_TEXT_ON[key];
      const text = 'text' in on ? on.text : style[on.theme];
      const ratio = contrastRatio(style[key], text);
      return [key, { text, ratio, passesAA: ratio >= CONTRAST_AA }];
    }),
  ) as Record<ThemeColorKey, ColorContrast>;
}

/**
 * A hostname as typed into the settings: lower-cased, trimmed, a trailing dot dropped. Anything
 * else (a scheme, a port, a path) is left in so the check refuses it by name.
 */
export const normalizeDomain = (raw: string) => raw.trim().toLowerCase().replace(/\.$/, '');

/** A DNS name of at least two labels, letters, digits and inner hyphens (no scheme, port or path). */
export function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > SETTINGS_LIMITS.domainMax) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (/^\d+$/.test(labels[labels.length - 1] as string)) return false;
  return labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l));
}

/** An absolute http(s) URL, or '' for none. */
export function isWebUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const hexColor = z.string().regex(HEX_COLOR, 'A colour is #rrggbb');
const themeColors = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, hexColor])) as Record<ThemeColorKey, typeof hexColor>,
);
const siteLanguage = z.enum(SITE_LANGUAGES);
const currencyCode = z.enum(CURRENCY_CODES);
const footerTexts = z
  .object(
    Object.fromEntries(SITE_LANGUAGES.map((l) => [l, z.string().trim().max(SETTINGS_LIMITS.footerTextMax)])) as Record<
      (typeof SITE_LANGUAGES)[number],
      z.ZodString
    >,
  )
  .partial()
  .strict()
  .meta({ description: 'Footer text per site language; a language without one shows none' });
const contact = z
  .object({
    email: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(200)]),
    phone: z.string().trim().max(SETTINGS_LIMITS.phoneMax),
    address: z.string().trim().max(SETTINGS_LIMITS.addressMax),
  })
  .meta({ description: 'Shown to shoppers; complaints are mailed to the email' });
const webUrl = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.urlMax)
  .refine(isWebUrl, 'The link must be an http:// or https:// address');
const domain = z
  .string()
  .transform(normalizeDomain)
  .refine(isValidDomain, 'A domain is a hostname such as shop.example.com: no scheme, port or path');

/** PATCH /api/admin/v1/settings: any subset of the fields; a missing field stays as it is. */
export const settingsPatch = z
  .object({
    title: z.string().trim().min(1).max(SETTINGS_LIMITS.titleMax),
    showTitle: z.boolean().meta({ description: 'Show the title beside the logo (webLogo 1)' }),
    webStyle: themeColors,
    languages: z.array(siteLanguage).min(1).max(SITE_LANGUAGES.length),
    defaultLanguage: siteLanguage,
    currencies: z.array(currencyCode).min(1).max(CURRENCY_CODES.length),
    defaultCurrency: currencyCode,
    hiddenCategoryIds: z.array(recordId).max(SETTINGS_LIMITS.hiddenCategoriesMax),
    footerTexts,
    registrationNumber: z
      .string()
      .trim()
      .max(SETTINGS_LIMITS.registrationNumberMax)
      .meta({ description: 'The filing or registration number the footer shows (spec filingNumber)' }),
    contact,
    website: webUrl.meta({ description: 'Back-to-website link on the home page; "" for none' }),
    domains: z
      .array(domain)
      .max(SETTINGS_LIMITS.domainsMax)
      .meta({ description: 'The merchant’s own hostnames; the first is the one links use' }),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatch>;

/** GET/PATCH /api/admin/v1/settings answer. */
export const storefrontSettings = z.object({
  number: z.string(),
  title: z.string(),
  logo: z.string(),
  showTitle: z.boolean(),
  webStyle: themeColors,
  contrast: z
    .object(
      Object.fromEntries(
        THEME_COLOR_KEYS.map((k) => [k, z.object({ text: z.string(), ratio: z.number(), passesAA: z.boolean() })]),
      ) as Record<ThemeColorKey, z.ZodObject<{ text: z.ZodString; ratio: z.ZodNumber; passesAA: z.ZodBoolean }>>,
    )
    .meta({
      description: `Per colour: the text colour put on it, their contrast ratio, and whether it reaches WCAG AA ${CONTRAST_AA}:1`,
    }),
  languages: z.array(siteLanguage),
  defaultLanguage: siteLanguage,
  currencies: z.array(currencyCode),
  defaultCurrency: currencyCode,
  hiddenCategoryIds: z.array(z.number().int()),
  footerTexts: z.record(z.string(), z.string()),
  registrationNumber: z.string(),
  contact: z.object({ email: z.string(), phone: z.string(), address: z.string() }),
  website: z.string(),
  domains: z.array(z.string()),
});
export type StorefrontSettings = z.infer<typeof storefrontSettings>;

/** POST /api/admin/v1/settings/logo answer. */
export const logoUpload = z.object({ logo: z.string().meta({ description: 'The new logo’s image path' }) });
