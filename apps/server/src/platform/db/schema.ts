import type { Generated } from 'kysely';

/** Table types. JSON lists are stored as text so both engines read them the same way. */
export interface MerchantTable {
  number: string;
  title: string;
  logo: string;
  favicon: string;
  web_logo: number;
  default_language: string;
  default_currency: string;
  languages: string;
  currencies: string;
  locations: string;
  web_style: string;
  hidden_category_ids: string;
  hidden_label_ids: string;
  website: string;
  filing_number: string;
  country_code: number;
  created_at: string;
}

export interface ImageTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}

export interface SeedRunTable {
  name: string;
  ran_at: string;
}

export interface HealthTable {
  id: Generated<number>;
}

export interface Database {
  merchants: MerchantTable;
  images: ImageTable;
  seed_runs: SeedRunTable;
}
