import { z } from 'zod';
import { isIsoDate } from './calendar-date.js';
import { recordId } from './record-id.js';
import { label } from './reference.js';

/** The kinds of trip product (spec §1). */
export const PRODUCT_TYPES = [
  'ticket',
  'activity',
  'daytrip',
  'dining',
  'hotelpackage',
  'transport',
  'cruise',
  'package',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The two fixed type variants of the listing call (spec §7): the cruise-ship listing shows
 * `cruise` products, the package listing `package` products. Without one, every type is listed.
 */
export const TYPE_VARIANTS = ['cruise', 'package'] as const;
export type TypeVariant = (typeof TYPE_VARIANTS)[number];

/** Who a package price is for: per person (adult, child, senior) or per booking unit (car, room…). */
export const PRICE_TYPES = ['adult', 'child', 'senior', 'unit'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRODUCT_SORTS = ['recommended', 'priceAsc', 'priceDesc', 'newest', 'sales'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_PAGE_SIZE_MAX = 50;
export const RELATED_PRODUCTS_MAX = 8;

/** A public product code: `P` and 8 letters or digits. */
export const productCodeSchema = z
  .string()
  .regex(/^P[0-9A-Z]{8}$/, 'A product code is P followed by 8 letters or digits')
  .meta({ description: 'Public product code, e.g. P7K2M9QX' });
/** A public package code (the order form's gcode): `G` and 8 letters or digits. */
export const packageCodeSchema = z
  .string()
  .regex(/^G[0-9A-Z]{8}$/, 'A package code is G followed by 8 letters or digits')
  .meta({ description: 'Public package code, e.g. G4TZ8N2B' });

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isIsoDate, { message: 'Not a calendar date' });

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });
const id = z.number().int();

/** POST /api/v1/tripproduct/operation/pagging */
export const productListRequest = z.object({
  pageIndex: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).default(20),
  categoryId: recordId.optional().meta({ description: 'Category group id (1–6)' }),
  subcategoryId: recordId.optional().meta({ description: 'Subcategory id (group × 100 + n)' }),
  countryId: z.string().max(80).optional(),
  stateId: z.string().max(80).optional(),
  cityId: z.string().max(80).optional(),
  tagIds: z.array(recordId).max(10).optional().meta({ description: 'Products carrying every one of these tags' }),
  hotTopicId: recordId.optional(),
  minPrice: minorUnits
    .min(0)
    .optional()
    .meta({ description: 'Lowest "from" price, minor units of the request currency' }),
  maxPrice: minorUnits
    .min(0)
    .optional()
    .meta({ description: 'Highest "from" price, minor units of the request currency' }),
  date: isoDateSchema.optional().meta({ description: 'Only products with stock on this travel date' }),
  keyword: z.string().trim().max(100).optional(),
  typeVariant: z.enum(TYPE_VARIANTS).optional(),
  sort: z.enum(PRODUCT_SORTS).default('recommended'),
});
export type ProductListRequest = z.infer<typeof productListRequest>;

export const placeRef = z.object({ id: z.string(), title: z.string() });
export type PlaceRef = z.infer<typeof placeRef>;

/** A product as cards and lists show it, texts in the request language, prices in the request currency. */
export const productCard = z.object({
  code: z.string(),
  type: z.enum(PRODUCT_TYPES),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().meta({ description: 'Cover image path; add ?w=&h=&fm=webp for a named size' }),
  categoryId: id,
  subcategoryId: id,
  country: placeRef,
  state: placeRef,
  city: placeRef,
  tags: z.array(label),
  price: minorUnits.meta({ description: 'Lowest current price ("from"), request currency' }),
  originalPrice: minorUnits.meta({ description: 'Original price of the same item, for the discount' }),
  currency: z.string(),
  salesCount: z.number().int(),
  createdAt: z.string().meta({ description: 'When the product was listed (ISO 8601), for "new" badges' }),
});
export type ProductCard = z.infer<typeof productCard>;

export const productPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(productCard),
});
export type ProductPage = z.infer<typeof productPage>;

export const packagePrice = z.object({
  priceType: z.enum(PRICE_TYPES),
  price: minorUnits,
  originalPrice: minorUnits,
});
export type PackagePrice = z.infer<typeof packagePrice>;

/** A package of a product: what the order form books (`gcode`). */
export const productPackage = z.object({
  gcode: z.string(),
  title: z.string(),
  prices: z.array(packagePrice).meta({ description: 'Base prices per price type, request currency' }),
  firstAvailableDate: z.string().nullable().meta({ description: 'Earliest date with stock, or null when sold out' }),
});
export type ProductPackage = z.infer<typeof productPackage>;

/** GET /api/v1/tripproduct/detail/{code} */
export const productDetail = productCard.extend({
  highlights: z.array(z.string()),
  description: z.string(),
  included: z.array(z.string()),
  howToUse: z.string(),
  cancellationPolicy: z.string(),
  durationMinutes: z
    .number()
    .int()
    .positive()
    .nullable()
    .meta({ description: 'How long the experience lasts, in minutes; null when the merchant has not said' }),
  meetingPoint: z.string().meta({ description: 'Where the shopper meets, request language; empty when not said' }),
  instantConfirmation: z
    .boolean()
    .meta({ description: 'True when a paid order of it is confirmed at once (no wait for the merchant)' }),
  images: z.array(z.string()),
  hotTopics: z.array(label),
  packages: z.array(productPackage),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** One sellable day of a package (spec §3 "date-picker price-by-day entries"). */
export const calendarDay = z.object({
  date: z.string(),
  price: minorUnits.meta({ description: 'Headline price that day (adult, else unit), request currency' }),
  prices: z.partialRecord(z.enum(PRICE_TYPES), minorUnits).meta({ description: 'Price per price type that day' }),
  stock: z.number().int(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const productCodeParams = z.object({ code: z.string() });
export const calendarParams = z.object({ code: z.string(), gcode: z.string() });
export const relatedParams = z.object({ id: z.string() });
