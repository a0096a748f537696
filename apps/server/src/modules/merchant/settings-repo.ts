import type { Db } from '../../platform/db/kysely.js';
import type { Merchant } from '../../platform/merchant.js';

/** The columns a settings change writes, by Merchant field (the domains have their own table). */
export type MerchantSettingsRow = Pick<
  Merchant,
  | 'title'
  | 'logo'
  | 'webLogo'
  | 'webStyle'
  | 'languages'
  | 'defaultLanguage'
  | 'currencies'
  | 'defaultCurrency'
  | 'hiddenCategoryIds'
  | 'footerTexts'
  | 'filingNumber'
  | 'contact'
  | 'website'
>;

export async function updateMerchantSettings(db: Db, number: string, s: MerchantSettingsRow): Promise<void> {
  await db
    .updateTable('merchants')
    .set({
      title: s.title,
      logo: s.logo,
      web_logo: s.webLogo,
      web_style: JSON.stringify(s.webStyle),
      languages: JSON.stringify(s.languages),
      default_language: s.defaultLanguage,
      currencies: JSON.stringify(s.currencies),
      default_currency: s.defaultCurrency,
      hidden_category_ids: JSON.stringify(s.hiddenCategoryIds),
      footer_texts: JSON.stringify(s.footerTexts),
      filing_number: s.filingNumber,
      contact_email: s.contact.email,
      contact_phone: s.contact.phone,
      contact_address: s.contact.address,
      website: s.website,
    })
    .where('number', '=', number)
    .execute();
}

/** Which of `hostnames` belong to a merchant other than `number`, with that merchant's number. */
export async function findDomainsOfOthers(
  db: Db,
  number: string,
  hostnames: readonly string[],
): Promise<{ hostname: string; merchantNumber: string }[]> {
  if (hostnames.length === 0) return [];
  const rows = await db
    .selectFrom('merchant_domains')
    .select(['hostname', 'merchant_number'])
    .where('hostname', 'in', [...hostnames])
    .where('merchant_number', '<>', number)
    .execute();
  return rows.map((r) => ({ hostname: r.hostname, merchantNumber: r.merchant_number }));
}

/** Makes `hostnames` (in order) the merchant's domains. The hostname key refuses one another merchant holds. */
export async function replaceMerchantDomains(
  db: Db,
  number: string,
  hostnames: readonly string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('merchant_domains').where('merchant_number', '=', number).execute();
  if (hostnames.length === 0) return;
  await db
    .insertInto('merchant_domains')
    .values(hostnames.map((hostname, position) => ({ hostname, merchant_number: number, position, created_at: now })))
    .execute();
}

/** Every merchant's domains: hostname → business number (a few rows per merchant at most). */
export async function listDomainOwners(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('merchant_domains').select(['hostname', 'merchant_number']).execute();
  return new Map(rows.map((r) => [r.hostname, r.merchant_number]));
}

/** Whether a write failed on a unique or primary key (PostgreSQL 23505, SQLite's constraint codes). */
export function isDuplicateKey(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
