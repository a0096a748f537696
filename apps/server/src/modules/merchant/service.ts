import type { MerchantCommon, MerchantConfigure } from '@storefront/contracts';
import { paymentProvidersOf, type Config } from '../../config.js';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { RequestContext } from '../../platform/request-context.js';
import {
  findMerchantByNumber,
  findMerchantContactEmail,
  insertMerchant,
  listMerchantNumbers,
  updateMerchantContactEmail,
} from './repo.js';

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
      paymentProviders: paymentProvidersOf(config),
    };
  }

  async function getCommon(number: string): Promise<MerchantCommon> {
    const m = await findMerchant(number);
    if (!m) throw new AppError('unknownMerchant', `No merchant has the business number ${number}`);
    return {
      logo: m.logo,
      title: m.title,
      webLogo: m.webLogo,
      number: m.number,
      merchantWebsite: m.website,
      filingNumber: m.filingNumber,
      countryCode: m.countryCode,
      favicon: m.favicon,
    };
  }

  /** Adds a merchant unless one with its number exists (seeding is idempotent). */
  async function ensureMerchant(merchant: Merchant): Promise<void> {
    await insertMerchant(db, merchant, new Date().toISOString());
    await cache.delete(`merchant:${merchant.number}`);
  }

  const listMerchants = () => listMerchantNumbers(db);

  /** The merchant's contact address (complaints are mailed there); '' when not set. */
  const findContactEmail = (number: string) => findMerchantContactEmail(db, number);
  /** Sets the contact address (seed; the back office's settings later). */
  const setContactEmail = (number: string, email: string) => updateMerchantContactEmail(db, number, email);

  return { findMerchant, getConfigure, getCommon, ensureMerchant, listMerchants, findContactEmail, setContactEmail };
}

export type MerchantService = ReturnType<typeof createMerchantService>;
