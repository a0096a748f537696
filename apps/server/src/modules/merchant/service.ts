import type { MerchantCommon, MerchantConfigure } from '@storefront/contracts';
import { paymentProvidersOf, type Config } from '../../config.js';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import type { MailBrand } from '../../platform/mail/layout.js';
import type { Merchant, NewMerchant } from '../../platform/merchant.js';
import type { RequestContext } from '../../platform/request-context.js';
import {
  findMerchantByNumber,
  findMerchantContactEmail,
  insertMerchant,
  listMerchantNumbers,
  updateMerchantContactEmail,
} from './repo.js';
import { createDomainLookup } from './domains.js';
import { createPublicOrigin } from './public-origin.js';

const CACHE_TTL_MS = 60_000;

export function createMerchantService({ db, cache, config }: { db: Db; cache: Cache; config: Config }) {
  /** Looks a merchant up by number; cached briefly since every request needs it. */
  async function findMerchant(number: string): Promise<Merchant | undefined> {
    return cache.getOrLoad(`merchant:${number}`, CACHE_TTL_MS, () => findMerchantByNumber(db, number));
  }

  function getConfigure(ctx: RequestContext): MerchantConfigure {
    const m = ctx.merchant;
    return {
      number: m.number,
      title: m.title,
      logo: m.logo,
      language: m.defaultLanguage,
      currency: m.defaultCurrency,
      languages: m.languages,
      currencies: m.currencies,
      locations: m.locations,
      webStyle: m.webStyle,
      businessCategoryCollection: m.hiddenCategoryIds,
      passwordTransport: { key: config.transport.key, iv: config.transport.iv },
      // Phone login is offered only where phone codes can be sent (PHONE_LOGIN=0 turns it off).
      loginContacts: config.phoneLogin ? ['email', 'phone'] : ['email'],
      paymentProviders: paymentProvidersOf(config),
    };
  }

  /** The merchant's common data in the request's language (its footer text). */
  function getCommon(ctx: RequestContext): MerchantCommon {
    const m = ctx.merchant;
    const language = ctx.language;
    return {
      logo: m.logo,
      title: m.title,
      webLogo: m.webLogo,
      number: m.number,
      merchantWebsite: m.website,
      filingNumber: m.filingNumber,
      countryCode: m.countryCode,
      favicon: m.favicon,
      footerText: m.footerTexts[language] ?? m.footerTexts[m.defaultLanguage] ?? '',
      contact: m.contact,
    };
  }

  /** Adds a merchant unless one with its number exists (seeding is idempotent). */
  async function ensureMerchant(merchant: NewMerchant): Promise<void> {
    await insertMerchant(db, merchant, new Date().toISOString());
    await cache.delete(`merchant:${merchant.number}`);
  }

  const listMerchants = () => listMerchantNumbers(db);

  /** The merchant whose own domain a request came to (domains.ts), by business number. */
  const { merchantOfHost } = createDomainLookup({ db, cache });

  /** Absolute links to a merchant's storefront (public-origin.ts): its origin, pages, and logo for mail. */
  const { ownOrigin, publicOrigin, storefrontUrl, logoUrl } = createPublicOrigin(config);
  /** How the merchant's mail looks: its title, primary theme colour and logo. */
  const mailBrand = (m: Merchant): MailBrand => ({
    shopTitle: m.title,
    color: m.webStyle.firstColor,
    logoUrl: logoUrl(m),
  });

  /** The merchant's contact address (complaints are mailed there); '' when not set. */
  const findContactEmail = (number: string) => findMerchantContactEmail(db, number);
  /** Sets the contact address (seed; the back office's settings later). */
  const setContactEmail = (number: string, email: string) => updateMerchantContactEmail(db, number, email);

  return {
    findMerchant,
    getConfigure,
    getCommon,
    ensureMerchant,
    listMerchants,
    findContactEmail,
    setContactEmail,
    merchantOfHost,
    ownOrigin,
    publicOrigin,
    storefrontUrl,
    logoUrl,
    mailBrand,
  };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
