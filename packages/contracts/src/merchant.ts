import { z } from 'zod';
import { HEX_COLOR, THEME_COLOR_KEYS, type ThemeColorKey } from './constants.js';
import { PAYMENT_PROVIDERS } from './payments.js';

export const businessNumberSchema = z.string().regex(/^\d{1,20}$/, 'businessNumber must be 1 to 20 digits');

const hexColor = z.string().regex(HEX_COLOR);

/** The contacts a shopper logs in with (spec §3: by email, by phone). */
export const LOGIN_CONTACTS = ['email', 'phone'] as const;
export type LoginContact = (typeof LOGIN_CONTACTS)[number];

/** The seven theme colours of a merchant (spec §3 webStyle). */
export const webStyle = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, hexColor])) as Record<ThemeColorKey, typeof hexColor>,
);
export type WebStyle = Record<ThemeColorKey, string>;

/** GET /api/v1/business/configure */
export const merchantConfigure = z.object({
  number: z.string(),
  title: z.string(),
  logo: z.string(),
  language: z.string().meta({ description: 'Default language, BCP 47 (e.g. zh-CN)' }),
  currency: z.string().meta({ description: 'Default currency code (e.g. AUD)' }),
  languages: z.array(z.string()).meta({ description: 'Languages this merchant offers' }),
  currencies: z.array(z.string()).meta({ description: 'Currencies this merchant offers' }),
  locations: z.array(z.string()).meta({ description: 'Country ids this merchant sells in' }),
  webStyle,
  businessCategoryCollection: z.array(z.number().int()).meta({ description: 'Category ids hidden for this merchant' }),
  passwordTransport: z
    .object({ key: z.string(), iv: z.string() })
    .meta({ description: 'AES-128-CBC key and IV the client encrypts passwords with (DESIGN §5)' }),
  loginContacts: z
    .array(z.enum(LOGIN_CONTACTS))
    .meta({ description: 'How shoppers log in and register: by email always, by phone when this server sends SMS' }),
  paymentProviders: z
    .array(z.enum(PAYMENT_PROVIDERS))
    .meta({ description: 'Payment providers this server offers, the default first (never the sandbox in production)' }),
});
export type MerchantConfigure = z.infer<typeof merchantConfigure>;

/** GET /api/v1/business/common/{businessNumber} */
export const merchantCommon = z.object({
  logo: z.string(),
  title: z.string(),
  webLogo: z.number().int().meta({ description: '1: show the title beside the logo' }),
  number: z.string(),
  merchantWebsite: z.string(),
  filingNumber: z.string(),
  countryCode: z.number().int().meta({ description: 'Default dialling code of the merchant' }),
  favicon: z.string(),
  footerText: z
    .string()
    .optional()
    .meta({ description: 'The footer text in the request language (else the default language); "" for none' }),
  contact: z
    .object({ email: z.string(), phone: z.string(), address: z.string() })
    .optional()
    .meta({ description: 'Contact details the merchant shows shoppers ("" where not set)' }),
});
export type MerchantCommon = z.infer<typeof merchantCommon>;
