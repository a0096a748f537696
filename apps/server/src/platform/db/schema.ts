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

export interface MemberTable {
  id: Generated<number>;
  merchant_number: string;
  email: string | null;
  phone_country: number | null;
  phone: string | null;
  password_hash: string | null;
  last_name: Generated<string>;
  first_name: Generated<string>;
  appellation: number | null;
  birth_date: Generated<string>;
  nationality: Generated<string>;
  residency: Generated<string>;
  nick_name: Generated<string>;
  head_img: Generated<string>;
  subscribe: Generated<number>;
  order_email: Generated<number>;
  order_msg: Generated<number>;
  activity_msg: Generated<number>;
  activity_email: Generated<number>;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  merchant_number: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  merchant_number: string;
  destination: string;
  purpose: number;
  code_hash: string;
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  ip: string;
}

export interface ThrottleTable {
  key: string;
  window_started_at: number;
  hits: number;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  sent_at: string;
}

export interface Database {
  merchants: MerchantTable;
  images: ImageTable;
  seed_runs: SeedRunTable;
  members: MemberTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  throttles: ThrottleTable;
  outbox: OutboxTable;
}
