import {
  parseCurrencyCode,
  parseSiteLanguage,
  webStyle,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { MerchantTable } from '../../platform/db/schema.js';
import type { Merchant, NewMerchant } from '../../platform/merchant.js';

const MERCHANT_COLUMNS = [
  'number',
  'title',
  'logo',
  'favicon',
  'web_logo',
  'default_language',
  'default_currency',
  'languages',
  'currencies',
  'locations',
  'web_style',
  'hidden_category_ids',
  'hidden_label_ids',
  'website',
  'filing_number',
  'country_code',
  'footer_texts',
  'contact_email',
  'contact_phone',
  'contact_address',
] as const;

export async function findMerchantByNumber(db: Db, number: string): Promise<Merchant | undefined> {
  const row = await db.selectFrom('merchants').select(MERCHANT_COLUMNS).where('number', '=', number).executeTakeFirst();
  if (!row) return undefined;
  const domains = await db
    .selectFrom('merchant_domains')
    .select('hostname')
    .where('merchant_number', '=', number)
    .orderBy('position')
    .execute();
  return toMerchant(
    row,
    domains.map((d) => d.hostname),
  );
}

/** Where the merchant's customer mail goes (complaints); '' when not set. */
export async function findMerchantContactEmail(db: Db, number: string): Promise<string> {
  const row = await db.selectFrom('merchants').select('contact_email').where('number', '=', number).executeTakeFirst();
  return row?.contact_email ?? '';
}

export async function updateMerchantContactEmail(db: Db, number: string, email: string): Promise<void> {
  await db.updateTable('merchants').set({ contact_email: email }).where('number', '=', number).execute();
}

export async function listMerchantNumbers(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('merchants').select('number').orderBy('number').execute();
  return rows.map((r) => r.number);
}

export async function insertMerchant(db: Db, merchant: NewMerchant, createdAt: string): Promise<void> {
  await db
    .insertInto('merchants')
    .values({
      number: merchant.number,
      title: merchant.title,
      logo: merchant.logo,
      favicon: merchant.favicon,
      web_logo: merchant.webLogo,
      default_language: merchant.defaultLanguage,
      default_currency: merchant.defaultCurrency,
      languages: JSON.stringify(merchant.languages),
      currencies: JSON.stringify(merchant.currencies),
      locations: JSON.stringify(merchant.locations),
      web_style: JSON.stringify(merchant.webStyle),
      hidden_category_ids: JSON.stringify(merchant.hiddenCategoryIds),
      hidden_label_ids: JSON.stringify(merchant.hiddenLabelIds),
      website: merchant.website,
      filing_number: merchant.filingNumber,
      country_code: merchant.countryCode,
      created_at: createdAt,
    })
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
}

type MerchantRow = Pick<
  MerchantTable,
  Exclude<(typeof MERCHANT_COLUMNS)[number], 'footer_texts' | 'contact_email' | 'contact_phone' | 'contact_address'>
> & {
  footer_texts: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
};

function toMerchant(row: MerchantRow, domains: string[]): Merchant {
  return {
    number: row.number,
    title: row.title,
    logo: row.logo,
    favicon: row.favicon,
    webLogo: row.web_logo,
    defaultLanguage: parseSiteLanguage(row.default_language) as SiteLanguage,
    defaultCurrency: parseCurrencyCode(row.default_currency) as CurrencyCode,
    languages: (JSON.parse(row.languages) as string[]).map((l) => parseSiteLanguage(l) as SiteLanguage),
    currencies: (JSON.parse(row.currencies) as string[]).map((c) => parseCurrencyCode(c) as CurrencyCode),
    locations: JSON.parse(row.locations) as string[],
    webStyle: webStyle.parse(JSON.parse(row.web_style)),
    hiddenCategoryIds: JSON.parse(row.hidden_category_ids) as number[],
    hiddenLabelIds: JSON.parse(row.hidden_label_ids) as number[],
    website: row.website,
    filingNumber: row.filing_number,
    countryCode: row.country_code,
    domains,
    footerTexts: JSON.parse(row.footer_texts) as Merchant['footerTexts'],
    contact: { email: row.contact_email, phone: row.contact_phone, address: row.contact_address },
  };
}
