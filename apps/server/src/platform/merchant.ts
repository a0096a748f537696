import type { CurrencyCode, SiteLanguage, WebStyle } from '@storefront/contracts';

/**
 * A merchant (business) and everything that makes its storefront its own. The platform owns the
 * shape because every request context carries one; the merchant module stores and finds them.
 */
export type Merchant = {
  number: string;
  title: string;
  logo: string;
  favicon: string;
  webLogo: number;
  defaultLanguage: SiteLanguage;
  defaultCurrency: CurrencyCode;
  languages: SiteLanguage[];
  currencies: CurrencyCode[];
  /** Country ids of the location tree this merchant sells in. */
  locations: string[];
  webStyle: WebStyle;
  /** Category group or subcategory ids hidden for this merchant. */
  hiddenCategoryIds: number[];
  /** Tag or hot-topic ids hidden for this merchant. */
  hiddenLabelIds: number[];
  website: string;
  filingNumber: string;
  countryCode: number;
  /** The merchant's own hostnames, lower-case, the canonical one (that links use) first. */
  domains: string[];
  /** Footer text per site language; a language without one shows none. */
  footerTexts: Partial<Record<SiteLanguage, string>>;
  /** Contact details shown to shoppers; complaints are mailed to the email. */
  contact: { email: string; phone: string; address: string };
};

/** What a new merchant starts with: its settings page adds domains, footer texts and contact details later. */
export type NewMerchant = Omit<Merchant, 'domains' | 'footerTexts' | 'contact'>;
