import { createHash } from 'node:crypto';
import { SETTINGS_LIMITS, themeContrast, type SettingsPatch, type StorefrontSettings } from '@storefront/contracts';
import { categories } from '@storefront/reference-data';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import { DOMAINS_CACHE_KEY } from './domains.js';
import { findMerchantByNumber } from './repo.js';
import {
  findDomainsOfOthers,
  isDuplicateKey,
  replaceMerchantDomains,
  updateMerchantSettings,
} from './settings-repo.js';

/** Every category id a merchant may hide: the groups and their subcategories (reference data). */
const CATEGORY_IDS: ReadonlySet<number> = new Set(
  categories('en-AU').flatMap((g) => [g.id, ...g.classificationCollection.map((c) => c.id)]),
);

/** What the settings page shows and edits, from the stored merchant. */
export function settingsOf(m: Merchant): StorefrontSettings {
  return {
    number: m.number,
    title: m.title,
    logo: m.logo,
    showTitle: m.webLogo === 1,
    webStyle: m.webStyle,
    contrast: themeContrast(m.webStyle),
    languages: m.languages,
    defaultLanguage: m.defaultLanguage,
    currencies: m.currencies,
    defaultCurrency: m.defaultCurrency,
    hiddenCategoryIds: m.hiddenCategoryIds,
    footerTexts: m.footerTexts as Record<string, string>,
    registrationNumber: m.filingNumber,
    contact: m.contact,
    website: m.website,
    domains: m.domains,
  };
}

type Deps = { db: Db; cache: Cache; audit: AuditService; images: ImageStorage; events: EventPublisher };

/**
 * The back office's storefront settings (issue 13). A change is one transaction with its audit
 * row; after the commit the merchant's cached copies are dropped in every process (the cache's
 * deletes and the `merchant.changed` event travel over the pubsub backplane), so the next
 * configure/common-data answer and product listing anywhere carry it.
 */
export function createSettingsService(deps: Deps) {
  const { db } = deps;

  async function storedMerchant(database: Db, number: string): Promise<Merchant> {
    const m = await findMerchantByNumber(database, number);
    if (!m) throw new AppError('unknownMerchant', `No merchant has the business number ${number}`);
    return m;
  }

  async function getSettings(staff: StaffPrincipal): Promise<StorefrontSettings> {
    return settingsOf(await storedMerchant(db, staff.merchantNumber));
  }

  async function updateSettings(staff: StaffPrincipal, patch: SettingsPatch): Promise<StorefrontSettings> {
    const number = staff.merchantNumber;
    try {
      const { next, changed } = await db.transaction().execute(async (trx) => {
        const current = await storedMerchant(trx, number);
        const next = merged(current, patch);
        checkRules(next, patch);
        const changed = changedFields(current, next);
        if (changed.length === 0) return { next, changed };
        if (changed.includes('domains')) await refuseDomainsOfOthers(trx, number, next.domains);
        await updateMerchantSettings(trx, number, next);
        if (changed.includes('domains')) await replaceMerchantDomains(trx, number, next.domains, nowIso());
        await deps.audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action: 'settings.update',
          objectType: 'settings',
          objectId: number,
          before: pick(settingsOf(current), changed),
          after: pick(settingsOf(next), changed),
        });
        return { next, changed };
      });
      if (changed.length > 0) await announce(number, changed.includes('domains'));
      return settingsOf(next);
    } catch (err) {
      // Two merchants saving one hostname at once: the hostname key lets only the first keep it.
      if (isDuplicateKey(err)) throw domainTaken();
      throw err;
    }
  }

  /** Stores an image made ready by `prepareLogo` as the merchant's logo, under a key of its content. */
  async function replaceLogo(staff: StaffPrincipal, image: { contentType: string; bytes: Buffer }) {
    const number = staff.merchantNumber;
    const digest = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
    // A new key per content: resized copies and browsers cache an image path for a year.
    const key = `merchants/${number}/logo-${digest}.webp`;
    await deps.images.put(key, image.contentType, image.bytes);
    const logo = `/images/${key}`;
    const next = await db.transaction().execute(async (trx) => {
      const current = await storedMerchant(trx, number);
      const next = { ...current, logo };
      await updateMerchantSettings(trx, number, next);
      await deps.audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'settings.logo',
        objectType: 'settings',
        objectId: number,
        before: { logo: current.logo },
        after: { logo },
      });
      return next;
    });
    await announce(number, false);
    return { logo: next.logo };
  }

  async function announce(number: string, domainsChanged: boolean) {
    await deps.cache.delete(`merchant:${number}`);
    if (domainsChanged) await deps.cache.delete(DOMAINS_CACHE_KEY);
    await deps.events.publish('merchant.changed', { merchantNumber: number });
  }

  return { getSettings, updateSettings, replaceLogo };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

const nowIso = () => new Date().toISOString();

function merged(m: Merchant, p: SettingsPatch): Merchant {
  return {
    ...m,
    title: p.title ?? m.title,
    webLogo: p.showTitle === undefined ? m.webLogo : p.showTitle ? 1 : 0,
    webStyle: p.webStyle ? { ...p.webStyle } : m.webStyle,
    languages: p.languages ? [...new Set(p.languages)] : m.languages,
    defaultLanguage: p.defaultLanguage ?? m.defaultLanguage,
    currencies: p.currencies ? [...new Set(p.currencies)] : m.currencies,
    defaultCurrency: p.defaultCurrency ?? m.defaultCurrency,
    hiddenCategoryIds: p.hiddenCategoryIds ? [...new Set(p.hiddenCategoryIds)] : m.hiddenCategoryIds,
    footerTexts: p.footerTexts ? withoutBlanks(p.footerTexts) : m.footerTexts,
    filingNumber: p.registrationNumber ?? m.filingNumber,
    contact: p.contact ?? m.contact,
    website: p.website ?? m.website,
    domains: p.domains ?? m.domains,
  };
}

function withoutBlanks(texts: NonNullable<SettingsPatch['footerTexts']>): Merchant['footerTexts'] {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ''));
}

/** The rules between fields; the field named is the one the patch sent (else the list it must be in). */
function checkRules(m: Merchant, p: SettingsPatch) {
  if (!m.languages.includes(m.defaultLanguage)) {
    throw new AppError(
      'validationFailed',
      `The default language ${m.defaultLanguage} must be one of the languages offered (${m.languages.join(', ')})`,
      p.defaultLanguage ? 'defaultLanguage' : 'languages',
    );
  }
  if (!m.currencies.includes(m.defaultCurrency)) {
    throw new AppError(
      'validationFailed',
      `The default currency ${m.defaultCurrency} must be one of the currencies offered (${m.currencies.join(', ')})`,
      p.defaultCurrency ? 'defaultCurrency' : 'currencies',
    );
  }
  const unknown = m.hiddenCategoryIds.filter((id) => !CATEGORY_IDS.has(id));
  if (unknown.length > 0) {
    throw new AppError('validationFailed', `No category has the id ${unknown.join(', ')}`, 'hiddenCategoryIds');
  }
  const seen = new Set<string>();
  for (const domain of m.domains) {
    if (seen.has(domain)) throw new AppError('validationFailed', `${domain} is listed twice`, 'domains');
    seen.add(domain);
  }
  if (m.domains.length > SETTINGS_LIMITS.domainsMax) {
    throw new AppError('validationFailed', `At most ${SETTINGS_LIMITS.domainsMax} domains`, 'domains');
  }
}

async function refuseDomainsOfOthers(db: Db, number: string, domains: readonly string[]) {
  const taken = await findDomainsOfOthers(db, number, domains);
  if (taken.length > 0) throw domainTaken(taken.map((t) => t.hostname));
}

const domainTaken = (hostnames?: string[]) =>
  new AppError(
    'conflict',
    hostnames
      ? `${hostnames.join(', ')} already belongs to another merchant; remove it there first`
      : 'A domain already belongs to another merchant; remove it there first',
    'domains',
  );

type SettingsKey = keyof StorefrontSettings;

/** The settings fields whose value differs (compared as JSON: the stored shapes are plain data). */
function changedFields(a: Merchant, b: Merchant): SettingsKey[] {
  const before = settingsOf(a);
  const after = settingsOf(b);
  return (Object.keys(after) as SettingsKey[]).filter(
    (key) => key !== 'contrast' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

function pick(s: StorefrontSettings, keys: readonly SettingsKey[]): Partial<StorefrontSettings> {
  return Object.fromEntries(keys.map((k) => [k, s[k]]));
}
