import { ERROR_TEXTS } from './error-texts.js';
import type { ErrorName } from './errors.js';
import type { SiteLanguage } from './locale.js';
import { ACCOUNT_MESSAGES } from './server-messages-account.js';
import { BOOKING_MESSAGES } from './server-messages-booking.js';
import { CALENDAR_MESSAGES } from './server-messages-calendar.js';
import { CATALOG_ADMIN_MESSAGES } from './server-messages-catalog-admin.js';
import { HOTEL_ADMIN_MESSAGES } from './server-messages-hotel-admin.js';
import { HOTEL_CREATE_MESSAGES } from './server-messages-hotel-create.js';
import { MARKETING_MESSAGES } from './server-messages-marketing.js';
import { MONEY_MESSAGES } from './server-messages-money.js';
import { PRODUCT_CSV_MESSAGES } from './server-messages-product-csv.js';
import { RULE_MESSAGES } from './server-messages-rules.js';
import { STAFF_MESSAGES } from './server-messages-staff.js';

/** The languages a server message is translated into; English is the key itself. */
export type TranslatedLanguage = Exclude<SiteLanguage, 'en-AU'>;

/**
 * English message template (as the server writes it, `{name}` for each value it fills in) →
 * the same message in the other site languages, which may leave a value out (an English word
 * such as an order status) but never add one.
 */
export type MessageCatalogue = Readonly<Record<string, Readonly<Record<TranslatedLanguage, string>>>>;

/** Every server message a shopper can receive, by its English template (docs/decisions.md). */
export const SERVER_MESSAGES: MessageCatalogue = {
  ...ACCOUNT_MESSAGES,
  ...BOOKING_MESSAGES,
  ...CALENDAR_MESSAGES,
  ...CATALOG_ADMIN_MESSAGES,
  ...HOTEL_ADMIN_MESSAGES,
  ...HOTEL_CREATE_MESSAGES,
  ...MARKETING_MESSAGES,
  ...MONEY_MESSAGES,
  ...PRODUCT_CSV_MESSAGES,
  ...RULE_MESSAGES,
  ...STAFF_MESSAGES,
};

type Template = { english: string; names: string[]; pattern: RegExp; literalLength: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with values, most literal text first, so "This order is {status}" loses to a literal match. */
const TEMPLATES: Template[] = Object.keys(SERVER_MESSAGES)
  .filter((english) => english.includes('{'))
  .map((english) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    const parts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const pattern = new RegExp(`^${parts.map(escapeRegExp).join('([\\s\\S]*)')}$`);
    return { english, names, pattern, literalLength: parts.join('').length };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/** The English template a message was written from, with the values it carries; null if none fits. */
export function matchServerMessage(message: string): { english: string; values: Record<string, string> } | null {
  if (Object.hasOwn(SERVER_MESSAGES, message)) return { english: message, values: {} };
  for (const t of TEMPLATES) {
    const found = t.pattern.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    t.names.forEach((name, i) => (values[name] = found[i + 1] ?? ''));
    return { english: t.english, values };
  }
  return null;
}

/** Fills `{name}` from values; a name without a value stays visible rather than vanishing. */
export const fillTemplate = (template: string, values: Readonly<Record<string, unknown>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

/** A server message in the shopper's language, or null when the catalogue has no translation of it. */
export function translateServerMessage(message: string, language: SiteLanguage): string | null {
  if (language === 'en-AU') return message;
  const found = matchServerMessage(message);
  const template = found ? SERVER_MESSAGES[found.english]?.[language] : undefined;
  return found && template !== undefined ? fillTemplate(template, found.values) : null;
}

/**
 * What a shopper reads for a failure: the server's own message in their language where the
 * catalogue translates it (values such as a date or a limit kept), else the code's default text.
 * Under en-AU the server's English message is the text.
 */
export function localizeServerMessage(name: ErrorName, message: string, language: SiteLanguage): string {
  return translateServerMessage(message, language) ?? ERROR_TEXTS[name][language];
}
