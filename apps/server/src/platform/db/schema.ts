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
  /** Where complaints are mailed until the back office lists them; '' when not set. */
  contact_email: Generated<string>;
  /** JSON `{ "en-AU": "…" }`: footer text per site language (migration 0018). */
  footer_texts: Generated<string>;
  contact_phone: Generated<string>;
  contact_address: Generated<string>;
}

/** A merchant's own hostname (migration 0018); one merchant per hostname, the first (position 0) is canonical. */
export interface MerchantDomainTable {
  hostname: string;
  merchant_number: string;
  position: number;
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

/** A side effect to deliver (migration 0017): mail, SMS or a refund, retried until done. */
export interface DeliveryJobTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  merchant_number: string | null;
  /** JSON of what to deliver (a mail message, an SMS, a refund's reference). */
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A claim's lease: another worker may take the job once it passed (its claimant died). */
  locked_until: string | null;
  claimed_by: string | null;
  /** What the provider answered (a message sid), kept before the job counts as delivered. */
  provider_ref: string | null;
  delivered_at: string | null;
  /** Given up (too many attempts or a permanent refusal); last_error says why. */
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** Catalog (migration 0003). Money is integer minor units of the row's currency; dates are YYYY-MM-DD. */
export interface ProductTable {
  id: Generated<number>;
  merchant_number: string;
  code: string;
  type: string;
  category_id: number;
  subcategory_id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  status: string;
  currency: string;
  /** Lowest current adult-or-unit price over the product's packages (kept when packages are written). */
  from_price: number;
  from_original_price: number;
  sales_count: number;
  recommend_score: number;
  created_at: string;
  /** 0 when the product is sold non-refundable: a refund request is refused (migration 0012). */
  refundable: Generated<number>;
  /** 1: booked places are confirmed at payment; 0: the merchant confirms later (migration 0021). */
  instant_confirmation: Generated<number>;
  /** How long it lasts in minutes; null when not stated (migration 0021). */
  duration_minutes: Generated<number | null>;
}

/**
 * A product's card in one language as listings read it (migration 0027): the product's listed
 * columns, its texts' title and subtitle, its first image and its tag ids (comma-separated, in
 * no set order). Kept in step by database triggers on products, product_texts, product_images and
 * product_tags.
 */
export interface ListingCardTable {
  product_id: number;
  language: string;
  merchant_number: string;
  status: string;
  code: string;
  type: string;
  category_id: number;
  subcategory_id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  currency: string;
  from_price: number;
  from_original_price: number;
  sales_count: number;
  recommend_score: number;
  created_at: string;
  title: string;
  subtitle: string;
  image: string;
  tag_ids: string;
}

export interface ProductTextTable {
  product_id: number;
  language: string;
  title: string;
  subtitle: string;
  /** JSON list of strings. */
  highlights: string;
  description: string;
  /** JSON list of strings. */
  included: string;
  how_to_use: string;
  cancellation_policy: string;
  /** Where travellers meet (migration 0021). */
  meeting_point: Generated<string>;
}

export interface ProductTagTable {
  product_id: number;
  tag_id: number;
}

export interface ProductTopicTable {
  product_id: number;
  topic_id: number;
}

export interface ProductImageTable {
  product_id: number;
  sort: number;
  image: string;
  /** JSON object of alt text per language (migration 0021). */
  alt: Generated<string>;
}

export interface PackageTable {
  id: Generated<number>;
  product_id: number;
  merchant_number: string;
  gcode: string;
  sort: number;
  title_en_au: string;
  title_zh_cn: string;
  title_zh_tw: string;
  title_ko_kr: string;
  /** 0: taken off sale in the back office (kept for its orders; migration 0021). */
  on_sale: Generated<number>;
}

export interface PackagePriceTable {
  package_id: number;
  price_type: string;
  original_price: number;
  current_price: number;
  /** Age band of a per-person price type, inclusive; null: no limit (migration 0021). */
  min_age: Generated<number | null>;
  max_age: Generated<number | null>;
}

export interface PackageCalendarTable {
  package_id: number;
  date: string;
  /** Places left to book (capacity − sold; 0 when closed). */
  stock: number;
  /** The day's own price per type, minor units of the product's currency; null = the package's (migration 0020). */
  adult_price: Generated<number | null>;
  child_price: Generated<number | null>;
  senior_price: Generated<number | null>;
  unit_price: Generated<number | null>;
  /** Places on sale that day in total, as the merchant set them. */
  capacity: Generated<number>;
  /** Places taken by orders still holding them (paid, or unpaid until they expire). */
  sold: Generated<number>;
  /** 1 when the merchant closed the day. */
  closed: Generated<number>;
}

export interface ExchangeRateTable {
  merchant_number: string;
  from_currency: string;
  to_currency: string;
  /** Units of `to_currency` per unit of `from_currency`. */
  rate: number;
  updated_at: string;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_number: string;
  placement: string;
  language: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
  start_at: string;
  end_at: string;
}

export interface SeckillSaleTable {
  id: Generated<number>;
  merchant_number: string;
  product_id: number;
  package_id: number;
  price_type: string;
  sale_price: number;
  stock: number;
  sold: Generated<number>;
  start_at: string;
  end_at: string;
  /** Most units one member may buy in this sale (migration 0022). */
  member_limit: Generated<number>;
}

export interface SearchRecordTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  kind: number;
  language: string;
  keyword: string;
  created_at: string;
}

export interface HotSearchTermTable {
  merchant_number: string;
  kind: number;
  language: string;
  keyword: string;
  sort: number;
}

export interface BrowseRecordTable {
  merchant_number: string;
  member_id: number;
  product_id: number;
  browsed_at: string;
}

/** Member lists (migration 0004). Dates are YYYY-MM-DD; '' means "not given". */
export interface PassengerTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  last_name: string;
  first_name: string;
  appellation: number;
  birth_date: string;
  nationality: string;
  id_type: number;
  id_number: string;
  id_expiry: string;
  phone_country: number | null;
  phone: string;
  email: string;
  is_self: number;
  created_at: string;
  updated_at: string;
}

export interface FavouriteTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  /** Product code (type 1) or hotel id (type 2). */
  product_ref: string;
  type: number;
  created_at: string;
}

export interface NewsletterSubscriptionTable {
  merchant_number: string;
  email: string;
  language: string;
  created_at: string;
  /** When the merchant unsubscribed the address; null while subscribed (migration 0022). */
  unsubscribed_at: Generated<string | null>;
}

/** Hotels (migration 0005). Money is bigint minor units of the hotel's currency; dates are YYYY-MM-DD. */
export interface HotelTable {
  id: Generated<number>;
  merchant_number: string;
  country_id: string;
  state_id: string;
  city_id: string;
  stars: number;
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
  currency: string;
  status: string;
  recommend_score: number;
  search_text: string;
  created_at: string;
}

export interface HotelTextTable {
  hotel_id: number;
  language: string;
  name: string;
  address: string;
  description: string;
  /** JSON list of strings. */
  facilities: string;
  /** JSON list of strings. */
  policies: string;
}

export interface HotelImageTable {
  hotel_id: number;
  sort: number;
  image: string;
  /** JSON object of alt text per language (migration 0026). */
  alt: Generated<string>;
}

export interface HotelRoomTypeTable {
  id: Generated<number>;
  hotel_id: number;
  sort: number;
  max_adults: number;
  max_children: number;
  size_m2: number;
  /** JSON list of image keys. */
  images: string;
}

export interface HotelRoomTypeTextTable {
  room_type_id: number;
  language: string;
  name: string;
  beds: string;
  /** JSON list of strings. */
  facilities: string;
}

/** Rooms of a type free that night, shared by the type's rate plans. */
export interface HotelRoomNightTable {
  room_type_id: number;
  /** The room type's hotel, copied so a stay's nights of many hotels are one index range each (migration 0007). */
  hotel_id: number;
  date: string;
  /** Rooms free to book (0 on a closed night). */
  allotment: number;
  /** Rooms paid and held stays take (migration 0025); on sale in total: allotment + sold, when open. */
  sold: Generated<number>;
  /** Null when open; on a night the merchant closed, the rooms on sale in total it keeps (migration 0025). */
  closed_capacity: number | null;
}

export interface HotelRatePlanTable {
  id: Generated<number>;
  room_type_id: number;
  hotel_id: number;
  sort: number;
  breakfast_included: number;
  /** Free cancellation until this many days before check-in; null when non-refundable. */
  free_cancel_days: number | null;
  /** JSON list of { minAge, maxAge, price } (price per child and night, minor units). */
  child_age_bands: string;
}

/**
 * One hotel's night as search reads it (migration 0028): every room type's rooms free and every
 * rate plan's price that night, as `id:value` lists joined by commas. A copy of the nightly rows,
 * refreshed by each of their writers in the same transaction.
 */
export interface HotelStayNightTable {
  hotel_id: number;
  date: string;
  /** `roomTypeId:allotment,…` */
  rooms: string;
  /** `ratePlanId:price,…` (hotel currency, minor units) */
  prices: string;
}

/** A hotel's room types and rate plans as search reads them (migration 0028), as one JSON text; refreshed with them. */
export interface HotelStayTermTable {
  hotel_id: number;
  /** `{"types":[[id,maxAdults,maxChildren],…],"plans":[[id,roomTypeId,breakfast,freeCancelDays,bands],…]}` */
  terms: string;
  /** One higher at every refresh (a process's parsed copy is current while the version is). */
  version: Generated<number>;
}

export interface HotelRateNightTable {
  rate_plan_id: number;
  /** The plan's hotel, copied like hotel_room_nights.hotel_id (migration 0007). */
  hotel_id: number;
  date: string;
  price: number;
}

/** Cart, orders, payments, coupons, points (migration 0006). Money is bigint minor units; JSON as text. */
export interface CartItemTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  kind: string;
  product_id: number | null;
  package_id: number | null;
  hotel_id: number | null;
  room_type_id: number | null;
  rate_plan_id: number | null;
  travel_date: string;
  end_date: Generated<string>;
  /** JSON object: count per price type. */
  quantities: string;
  /** JSON list of hotel rooms ({adultNum, childNum, childAges}). */
  rooms: Generated<string>;
  /** The product's or hotel's own currency, which `snapshot_amount` is in. */
  currency: string;
  snapshot_amount: number;
  created_at: string;
  updated_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  merchant_number: string;
  ocode: string;
  member_id: number | null;
  status: string;
  status_before_refund: string | null;
  currency: string;
  language: string;
  subtotal: number;
  coupon_discount: Generated<number>;
  member_coupon_id: number | null;
  coupon_title: Generated<string>;
  points_used: Generated<number>;
  points_discount: Generated<number>;
  points_to_earn: Generated<number>;
  points_earned: Generated<number>;
  total: number;
  /** Given back while the order stays open (a cheaper date's difference); migration 0015. */
  refunded_amount: Generated<number>;
  /** JSON {lastName, firstName, email, phone, country}. */
  contact: string;
  contact_email: string;
  /** JSON list of travellers. */
  travellers: string;
  remark: Generated<string>;
  instant: number;
  source: string;
  request_key: string | null;
  /** SHA-256 of the client address that created the order (unpaid-hold limits). */
  client_address_hash: string | null;
  /** SHA-256 of a visitor's client address and user agent: who may replay the requestKey. */
  request_client_hash: string | null;
  /** `country phone` digits of the contact, '' without a phone. */
  contact_phone: Generated<string>;
  first_travel_date: string;
  last_travel_date: string;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  sort: number;
  kind: string;
  product_id: number | null;
  package_id: number | null;
  seckill_id: number | null;
  hotel_id: number | null;
  room_type_id: number | null;
  rate_plan_id: number | null;
  product_code: Generated<string>;
  gcode: Generated<string>;
  title: string;
  package_title: string;
  image: string;
  country_id: string;
  category_id: number;
  travel_date: string;
  end_date: Generated<string>;
  original_date: Generated<string>;
  quantities: string;
  rooms: Generated<string>;
  /** JSON object: unit price per price type (or per room and stay), order currency. */
  unit_prices: string;
  amount: number;
  instant: number;
  double_points: number;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  note: Generated<string>;
  created_at: string;
}

/** A staff member's internal note on an order (never shown to the customer). */
export interface OrderNoteTable {
  id: Generated<number>;
  merchant_number: string;
  order_id: number;
  staff_id: number | null;
  author: string;
  text: string;
  created_at: string;
}

/** A mail sent (or failed) to an order's customer, whatever carried it. */
export interface OrderMailTable {
  id: Generated<number>;
  order_id: number;
  event: string;
  recipient: string;
  subject: string;
  status: string;
  created_at: string;
}

export interface OrderAccessTokenTable {
  token_hash: string;
  order_id: number;
  expires_at: string;
}

export interface OrderSupplementTable {
  id: Generated<number>;
  order_id: number;
  payid: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  created_at: string;
  paid_at: string | null;
}

export interface PaymentTable {
  id: Generated<number>;
  merchant_number: string;
  order_id: number;
  supplement_id: number | null;
  kind: string;
  provider: string;
  merchant_trade_number: string;
  amount: number;
  currency: string;
  status: string;
  provider_trade_no: string | null;
  return_token_hash: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  refunded_at: string | null;
}

export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  notification_id: string;
  merchant_trade_number: string;
  body: string;
  result: string;
  received_at: string;
}

/** One refund of a collected payment through its provider (pending → processing → succeeded | failed). */
export interface PaymentRefundTable {
  id: Generated<number>;
  merchant_number: string;
  payment_id: number;
  /** What the refund is for: 'full', or 'date-change-<line id>' (one per payment and reason). */
  reason: Generated<string>;
  amount: number;
  currency: string;
  status: string;
  provider_refund_id: string | null;
  /** The provider's last refusal or fault, for whoever retries (a person or a worker). */
  error: string | null;
  attempts: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The Stripe idempotency key of the attempt whose outcome is not known yet (migration 0017). */
  provider_key: Generated<string | null>;
}

export interface SandboxCheckoutTable {
  id: string;
  merchant_trade_number: string;
  amount: number;
  currency: string;
  description: string;
  return_url: string;
  notify_path: string;
  status: string;
  provider_trade_no: string | null;
  refunded_amount: Generated<number>;
  created_at: string;
  expires_at: string;
}

export interface CouponTemplateTable {
  id: Generated<number>;
  merchant_number: string;
  /** JSON object: title per site language. */
  titles: string;
  kind: string;
  /** Fixed: minor units of `currency`; percent: 1–100. */
  value: number;
  currency: string;
  min_spend: Generated<number>;
  max_discount: number | null;
  /** JSON list of category group ids; [] means every product. */
  category_ids: Generated<string>;
  /** Days a coupon stays valid after it is issued (else valid_from/valid_to). */
  valid_days: number | null;
  valid_from: string | null;
  valid_to: string | null;
  welcome: Generated<number>;
  created_at: string;
  /** A public code a shopper types (unique within the merchant); null: issued by staff or on welcome only. */
  code: Generated<string | null>;
  /** How many may be issued in all; null: no limit. */
  quantity: Generated<number | null>;
  /** How many were issued (taken by a conditional UPDATE against `quantity`). */
  issued: Generated<number>;
  /** 0 stops issuing; issued coupons stay usable. */
  active: Generated<number>;
  updated_at: Generated<string | null>;
}

export interface MemberCouponTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  template_id: number;
  status: string;
  valid_from: string;
  valid_to: string;
  issue_key: string | null;
  order_id: number | null;
  used_at: string | null;
  issued_at: string;
}

export interface PointsAccountTable {
  merchant_number: string;
  member_id: number;
  balance: number;
  updated_at: string;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  merchant_number: string;
  member_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  order_id: number | null;
  ocode: Generated<string>;
  created_at: string;
}

export interface PointsRuleTable {
  merchant_number: string;
  currency: string;
  earn_per_unit: number;
  step: number;
  step_value: number;
  max_redeem_percent: number;
}

export interface SeckillPurchaseTable {
  sale_id: number;
  member_id: number;
  quantity: number;
}

export interface ReferralCodeTable {
  merchant_number: string;
  member_id: number;
  code: string;
  created_at: string;
}

export interface ReferralTable {
  id: Generated<number>;
  merchant_number: string;
  referrer_id: number;
  referred_id: number;
  code: string;
  /** pending → credited | capped (credited without the referrer's share: monthly cap). */
  state: string;
  order_id: number | null;
  ocode: Generated<string>;
  referrer_points: Generated<number>;
  referred_points: Generated<number>;
  created_at: string;
  credited_at: string | null;
}

export interface ReferralMonthlyCreditTable {
  merchant_number: string;
  referrer_id: number;
  /** YYYY-MM, UTC. */
  month: string;
  credits: number;
}

export interface ReferralRuleTable {
  merchant_number: string;
  referrer_points: number;
  referred_points: number;
  monthly_cap: number;
}

export interface ComplaintTable {
  id: Generated<number>;
  merchant_number: string;
  order_id: number;
  /** The complaint's number within its order, from 1. */
  seq: number;
  member_id: number | null;
  category: string;
  text: string;
  /** JSON list of image storage keys. */
  photo_keys: string;
  state: string;
  language: string;
  created_at: string;
  updated_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  /** Null for a platform operator: it belongs to no merchant. */
  merchant_number: string | null;
  email: string;
  /** Null until an invited member of staff accepts and sets a password. */
  password_hash: string | null;
  role: string;
  operator: Generated<number>;
  /** JSON `{ "AUD": 50000, … }` in minor units, or null for no limit. */
  refund_limits: string | null;
  /** 'invited' | 'active'. */
  status: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  merchant_number: string | null;
  /** 'full', or 'totp-setup' (may only enrol TOTP). */
  scope: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface StaffInviteTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffCodeTable {
  id: Generated<number>;
  staff_id: number;
  purpose: string;
  code_hash: string;
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  merchant_number: string;
  staff_id: number | null;
  staff_email: string;
  operator: Generated<number>;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface Database {
  merchants: MerchantTable;
  merchant_domains: MerchantDomainTable;
  images: ImageTable;
  seed_runs: SeedRunTable;
  members: MemberTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  throttles: ThrottleTable;
  outbox: OutboxTable;
  products: ProductTable;
  product_texts: ProductTextTable;
  listing_cards: ListingCardTable;
  product_tags: ProductTagTable;
  product_topics: ProductTopicTable;
  product_images: ProductImageTable;
  packages: PackageTable;
  package_prices: PackagePriceTable;
  package_calendar: PackageCalendarTable;
  exchange_rates: ExchangeRateTable;
  banners: BannerTable;
  seckill_sales: SeckillSaleTable;
  search_records: SearchRecordTable;
  hot_search_terms: HotSearchTermTable;
  browse_records: BrowseRecordTable;
  passengers: PassengerTable;
  favourites: FavouriteTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  hotels: HotelTable;
  hotel_texts: HotelTextTable;
  hotel_images: HotelImageTable;
  hotel_room_types: HotelRoomTypeTable;
  hotel_room_type_texts: HotelRoomTypeTextTable;
  hotel_room_nights: HotelRoomNightTable;
  hotel_rate_plans: HotelRatePlanTable;
  hotel_rate_nights: HotelRateNightTable;
  hotel_stay_nights: HotelStayNightTable;
  hotel_stay_terms: HotelStayTermTable;
  cart_items: CartItemTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_events: OrderEventTable;
  order_notes: OrderNoteTable;
  order_mails: OrderMailTable;
  order_access_tokens: OrderAccessTokenTable;
  order_supplements: OrderSupplementTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  payment_refunds: PaymentRefundTable;
  sandbox_checkouts: SandboxCheckoutTable;
  coupon_templates: CouponTemplateTable;
  member_coupons: MemberCouponTable;
  points_accounts: PointsAccountTable;
  points_ledger: PointsLedgerTable;
  points_rules: PointsRuleTable;
  seckill_purchases: SeckillPurchaseTable;
  referral_codes: ReferralCodeTable;
  referrals: ReferralTable;
  referral_monthly_credits: ReferralMonthlyCreditTable;
  referral_rules: ReferralRuleTable;
  complaints: ComplaintTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_invites: StaffInviteTable;
  staff_codes: StaffCodeTable;
  audit_log: AuditLogTable;
  delivery_jobs: DeliveryJobTable;
}
