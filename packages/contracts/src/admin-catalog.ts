import { z } from 'zod';
import { PRICE_TYPES } from './catalog.js';
import { SITE_LANGUAGES } from './locale.js';

/**
 * The back office's product editing (issue 14): products, their packages and photos.
 * Every limit the server checks and the desk shows lives here.
 */

/** Limits of a product's texts in the back office (characters; list items each, and items per list). */
export const PRODUCT_TEXT_LIMITS = {
  title: 120,
  subtitle: 200,
  description: 5000,
  howToUse: 3000,
  cancellationPolicy: 3000,
  meetingPoint: 500,
  /** One highlight or one "included" item. */
  listItem: 200,
  highlights: 10,
  included: 30,
} as const;
/** Most tags one product carries. */
export const PRODUCT_TAGS_MAX = 10;
/** Most hot topics one product belongs to. */
export const PRODUCT_TOPICS_MAX = 10;
/** Longest duration a product may state: 60 days, in minutes. */
export const PRODUCT_DURATION_MAX_MINUTES = 60 * 24 * 60;
export const PRODUCT_EDIT_STATUSES = ['published', 'unpublished', 'archived'] as const;
export type ProductEditStatus = (typeof PRODUCT_EDIT_STATUSES)[number];
/** The text fields of a product per language, in the order the editor shows them. */
export const PRODUCT_TEXT_FIELDS = [
  'title',
  'subtitle',
  'highlights',
  'description',
  'included',
  'howToUse',
  'cancellationPolicy',
  'meetingPoint',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max);
const list = (items: number) => z.array(z.string().trim().min(1).max(PRODUCT_TEXT_LIMITS.listItem)).max(items);

/**
 * A product's texts in one language. In a PATCH only the fields sent change; the others keep what
 * they had. A language needs a title: a language the product has no title in yet must send one.
 */
export const productTextsInput = z.object({
  title: text(PRODUCT_TEXT_LIMITS.title).min(1).optional(),
  subtitle: text(PRODUCT_TEXT_LIMITS.subtitle).optional(),
  highlights: list(PRODUCT_TEXT_LIMITS.highlights).optional(),
  description: text(PRODUCT_TEXT_LIMITS.description).optional(),
  included: list(PRODUCT_TEXT_LIMITS.included).optional(),
  howToUse: text(PRODUCT_TEXT_LIMITS.howToUse).optional(),
  cancellationPolicy: text(PRODUCT_TEXT_LIMITS.cancellationPolicy).optional(),
  meetingPoint: text(PRODUCT_TEXT_LIMITS.meetingPoint).optional(),
});
export type ProductTextsInput = z.infer<typeof productTextsInput>;

/** A product's texts in one language as stored (every field present; empty when not written). */
export const adminProductTexts = z.object({
  title: z.string(),
  subtitle: z.string(),
  highlights: z.array(z.string()),
  description: z.string(),
  included: z.array(z.string()),
  howToUse: z.string(),
  cancellationPolicy: z.string(),
  meetingPoint: z.string(),
});
export type AdminProductTexts = z.infer<typeof adminProductTexts>;

const textsByLanguage = z.partialRecord(z.enum(SITE_LANGUAGES), productTextsInput);

/** The fields a back-office product edit may change. */
const productFields = {
  texts: textsByLanguage,
  /** A subcategory id of the reference categories (its group and the product type are derived). */
  category: z.number().int().positive(),
  /** A city id of the location tree (its state and country are derived). */
  location: z.string().min(1).max(40),
  /** Tag ids of the reference labels; the list sent replaces the product's tags. */
  tags: z.array(z.number().int().positive()).max(PRODUCT_TAGS_MAX),
  /** Hot topic ids of the reference labels (101–124); the list sent replaces the product's topics. */
  topics: z.array(z.number().int().positive()).max(PRODUCT_TOPICS_MAX),
  refundable: z.boolean(),
  /** Booked places are confirmed at payment (true) or by the merchant later (false). */
  instantConfirmation: z.boolean(),
  /** How long the experience lasts, in minutes (a 3-day tour: 4320); null when not stated. */
  durationMinutes: z.number().int().min(1).max(PRODUCT_DURATION_MAX_MINUTES).nullable(),
  /** published: on the storefront; unpublished: hidden; archived: hidden for good, orders keep reading it. */
  status: z.enum(PRODUCT_EDIT_STATUSES),
};

export const productCreate = z.object({
  ...productFields,
  status: productFields.status.default('unpublished'),
  refundable: productFields.refundable.default(true),
  instantConfirmation: productFields.instantConfirmation.default(true),
  durationMinutes: productFields.durationMinutes.default(null),
  tags: productFields.tags.default([]),
  topics: productFields.topics.default([]),
});
export type ProductCreate = z.infer<typeof productCreate>;

export const productPatch = z.object(productFields).partial();
export type ProductPatch = z.infer<typeof productPatch>;

export const adminProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_EDIT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProductQuery = z.infer<typeof adminProductQuery>;

// ---- Photos ----------------------------------------------------------------------------------

/** Photo uploads: one JPEG, PNG or WebP file per request in the form field `photo`. */
export const PRODUCT_PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Longest side kept; the image route resizes from it to the named sizes. */
  maxEdge: 2400,
  perProduct: 20,
  altText: 200,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const adminPhoto = z.object({
  /** Stable id of the photo within its product (`ph-` and 16 hex digits). */
  id: z.string(),
  /** Image path; add ?w=&h=&fm=webp for a named size. */
  url: z.string(),
  /** Alt text per language. */
  alt: z.partialRecord(z.enum(SITE_LANGUAGES), z.string()),
});
export type AdminPhoto = z.infer<typeof adminPhoto>;

export const photoParams = z.object({ pcode: z.string().min(1).max(12), photoId: z.string().min(1).max(40) });
/** PATCH a photo's alt texts: the languages sent change (an empty text removes one). */
export const photoPatch = z.object({
  alt: z.partialRecord(z.enum(SITE_LANGUAGES), z.string().trim().max(PRODUCT_PHOTO_LIMITS.altText)),
});
export type PhotoPatch = z.infer<typeof photoPatch>;
/** PUT the photos' order: every photo id of the product once, the cover first. */
export const photoOrder = z.object({ photos: z.array(z.string().min(1).max(40)).min(1).max(100) });
export type PhotoOrder = z.infer<typeof photoOrder>;
export const adminPhotoList = z.object({ photos: z.array(adminPhoto) });

// ---- Products as the desk reads them ------------------------------------------------------------

/** A language of the shop whose texts are incomplete: no title, or empty where another language has text. */
export const missingTranslation = z.object({
  language: z.enum(SITE_LANGUAGES),
  fields: z.array(z.enum(PRODUCT_TEXT_FIELDS)),
});
export type MissingTranslation = z.infer<typeof missingTranslation>;

export const adminProduct = z.object({
  code: z.string(),
  type: z.string(),
  categoryId: z.number(),
  subcategoryId: z.number(),
  /** City id; countryId and stateId are its places above. */
  location: z.string(),
  countryId: z.string(),
  stateId: z.string(),
  currency: z.string(),
  tags: z.array(z.number()),
  topics: z.array(z.number()),
  refundable: z.boolean(),
  instantConfirmation: z.boolean(),
  durationMinutes: z.number().nullable(),
  status: z.enum(PRODUCT_EDIT_STATUSES),
  texts: z.partialRecord(z.enum(SITE_LANGUAGES), adminProductTexts),
  /** The shop's languages missing a translation (the desk's "missing translation" marker). */
  missingTranslations: z.array(missingTranslation),
  photos: z.array(adminPhoto),
  /** Packages on sale (the list is at /products/{pcode}/packages). */
  packagesOnSale: z.number().int(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductPage = z.object({
  items: z.array(adminProduct),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type AdminProductPage = z.infer<typeof adminProductPage>;

// ---- Packages -----------------------------------------------------------------------------------

export const PACKAGE_LIMITS = {
  title: 120,
  /** Most packages one product has (on sale or not). */
  perProduct: 50,
  /** Highest base price in minor units (10 million units of the currency). */
  priceMax: 1_000_000_000,
  ageMax: 120,
} as const;

/** A price type's base price (minor units of the product's currency) and, for people, its age band. */
export const packagePriceInput = z.object({
  price: z.number().int().min(0).max(PACKAGE_LIMITS.priceMax),
  /** The price before discount (shown struck through); the price when absent. */
  originalPrice: z.number().int().min(0).max(PACKAGE_LIMITS.priceMax).optional(),
  /** Age band, inclusive (e.g. child 3–11); null or absent: no limit. Not for unit prices. */
  minAge: z.number().int().min(0).max(PACKAGE_LIMITS.ageMax).nullable().optional(),
  maxAge: z.number().int().min(0).max(PACKAGE_LIMITS.ageMax).nullable().optional(),
});
export type PackagePriceInput = z.infer<typeof packagePriceInput>;

/**
 * A package's fields. Prices are per person (adult, with child and senior if sold) or per unit
 * (a car, room or boat) — never both; per person needs an adult price. Age bands may not overlap.
 */
const packageFields = {
  titles: z.partialRecord(z.enum(SITE_LANGUAGES), z.string().trim().min(1).max(PACKAGE_LIMITS.title)),
  prices: z.partialRecord(z.enum(PRICE_TYPES), packagePriceInput),
  /** false takes the package off sale (kept for the orders that point at it). */
  onSale: z.boolean(),
  /** Position among the product's packages (0 first). */
  sort: z.number().int().min(0).max(1000),
};

export const packageCreate = z.object({
  ...packageFields,
  onSale: packageFields.onSale.default(true),
  sort: packageFields.sort.optional(),
});
export type PackageCreate = z.infer<typeof packageCreate>;
/** A PATCH replaces the prices object whole when sent (a type left out is no longer sold). */
export const packagePatch = z.object(packageFields).partial();
export type PackagePatch = z.infer<typeof packagePatch>;

export const adminPackageParams = z.object({ gcode: z.string().min(1).max(12) });
export const adminProductParams = z.object({ pcode: z.string().min(1).max(12) });

export const adminPackagePrice = z.object({
  price: z.number().int(),
  originalPrice: z.number().int(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
});
export const adminPackage = z.object({
  gcode: z.string(),
  productCode: z.string(),
  /** The product's currency: prices are minor units of it. */
  currency: z.string(),
  titles: z.partialRecord(z.enum(SITE_LANGUAGES), z.string()),
  prices: z.partialRecord(z.enum(PRICE_TYPES), adminPackagePrice),
  onSale: z.boolean(),
  sort: z.number().int(),
  /** Whether an order points at it: such a package is taken off sale, never deleted. */
  ordered: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackage>;
export const adminPackageList = z.object({ packages: z.array(adminPackage) });
