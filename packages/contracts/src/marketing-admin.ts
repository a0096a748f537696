import { z } from 'zod';
import { PRICE_TYPES } from './catalog.js';
import { SITE_LANGUAGES } from './locale.js';

/*
 * The back office's marketing (issue 14): banners and plan banners, hot searches, flash sales
 * and newsletter subscribers. Money is minor units of the product's own currency.
 */

export const BANNER_PLACEMENTS = ['home', 'plan'] as const;
export type BannerPlacementName = (typeof BANNER_PLACEMENTS)[number];

export const MARKETING_LIMITS = {
  bannerTitle: 200,
  bannerSubtitle: 300,
  bannerLink: 500,
  bannerSortMax: 9999,
  /** An uploaded banner image (before it is resized to at most 1600 px a side, WebP). */
  bannerImageMaxBytes: 8 * 1024 * 1024,
  hotSearchKeywords: 20,
  hotSearchKeyword: 40,
  seckillStockMax: 100_000,
  seckillMemberLimitMax: 99,
  /** The longest flash sale: a sale that runs for months is a price, not a flash sale. */
  seckillWindowDays: 31,
  subscriberCsvRowsMax: 100_000,
} as const;

/** An instant: any ISO 8601 date-time with an offset; the server keeps it as UTC. */
const instant = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant' });
const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** A storefront path (`/product/P7K2M9QX`, `/search?keyword=…`) or an absolute https address. */
const bannerLink = z
  .string()
  .trim()
  .max(MARKETING_LIMITS.bannerLink)
  .regex(/^(\/(?![/\\])\S*|https:\/\/[^\s/]+\S*)$/, 'Start with / (a storefront page) or https://');

// ── Banners ───────────────────────────────────────────────────────────────────────────────

const bannerFields = {
  placement: z.enum(BANNER_PLACEMENTS).meta({ description: 'home: the carousel; plan: the themed trip ideas' }),
  language: z.enum(SITE_LANGUAGES),
  title: z.string().trim().min(1).max(MARKETING_LIMITS.bannerTitle),
  subtitle: z.string().trim().max(MARKETING_LIMITS.bannerSubtitle),
  /** An image key answered by the banner image upload, or one already stored (`catalog/banners/…`). */
  image: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .transform((v) => v.replace(/^\/images\//, '')),
  /** Where the banner leads: a storefront path or https address — or give `productCode`. */
  link: bannerLink,
  /** A product of the shop: the banner leads to its page (instead of `link`). */
  productCode: z.string().trim().min(1).max(12),
  sort: z.number().int().min(0).max(MARKETING_LIMITS.bannerSortMax),
  /** Shown from (default: now). */
  startAt: instant,
  /** Shown until (default: open-ended). */
  endAt: instant,
};

export const bannerCreate = z.object({
  ...bannerFields,
  subtitle: bannerFields.subtitle.default(''),
  link: bannerFields.link.optional(),
  productCode: bannerFields.productCode.optional(),
  sort: bannerFields.sort.default(0),
  startAt: bannerFields.startAt.optional(),
  endAt: bannerFields.endAt.optional(),
});
export type BannerCreate = z.infer<typeof bannerCreate>;

export const bannerPatch = z.object(bannerFields).partial();
export type BannerPatch = z.infer<typeof bannerPatch>;

export const bannerQuery = z.object({
  placement: z.enum(BANNER_PLACEMENTS).optional(),
  language: z.enum(SITE_LANGUAGES).optional(),
});
export type BannerQuery = z.infer<typeof bannerQuery>;

export const BANNER_STATES = ['scheduled', 'showing', 'ended'] as const;

export const adminBanner = z.object({
  id: z.number().int(),
  placement: z.enum(BANNER_PLACEMENTS),
  language: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().meta({ description: 'Image key (send it back as `image`)' }),
  imageUrl: z.string().meta({ description: 'Where the image is served (/images/…)' }),
  link: z.string(),
  productCode: z.string().nullable().meta({ description: 'The product the link opens, if it is one' }),
  sort: z.number().int(),
  startAt: z.string(),
  endAt: z.string().nullable().meta({ description: 'null: open-ended' }),
  state: z.enum(BANNER_STATES),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerList = z.object({ items: z.array(adminBanner) });
export type AdminBannerList = z.infer<typeof adminBannerList>;

export const bannerImageUpload = z.object({ image: z.string(), imageUrl: z.string() });
export type BannerImageUpload = z.infer<typeof bannerImageUpload>;

// ── Hot searches ──────────────────────────────────────────────────────────────────────────

/** 1: trips (products), 2: hotels — the kinds of the storefront's hot-search lists. */
export const HOT_SEARCH_KINDS = [1, 2] as const;
const hotSearchKind = z.coerce
  .number()
  .int()
  .refine((k) => (HOT_SEARCH_KINDS as readonly number[]).includes(k), 'Kind is 1 (trips) or 2 (hotels)');

export const hotSearchQuery = z.object({ kind: hotSearchKind.default(1), language: z.enum(SITE_LANGUAGES) });
export type HotSearchQuery = z.infer<typeof hotSearchQuery>;

export const hotSearchPut = z.object({
  kind: hotSearchKind,
  language: z.enum(SITE_LANGUAGES),
  /** In the order shown; the list sent replaces the list of that kind and language. */
  keywords: z
    .array(z.string().trim().min(1).max(MARKETING_LIMITS.hotSearchKeyword))
    .max(MARKETING_LIMITS.hotSearchKeywords),
});
export type HotSearchPut = z.infer<typeof hotSearchPut>;

export const hotSearchPicks = z.object({ kind: z.number().int(), language: z.string(), keywords: z.array(z.string()) });
export type HotSearchPicks = z.infer<typeof hotSearchPicks>;

// ── Flash sales ───────────────────────────────────────────────────────────────────────────

const flashSaleFields = {
  /** The package sold (its product follows). */
  gcode: z.string().trim().min(1).max(16),
  /** The traveller type sold at the sale price (default: adult, else the package's first). */
  priceType: z.enum(PRICE_TYPES),
  salePrice: z.number().int().positive().meta({ description: 'Minor units of the product’s currency' }),
  stock: z.number().int().min(1).max(MARKETING_LIMITS.seckillStockMax),
  memberLimit: z.number().int().min(1).max(MARKETING_LIMITS.seckillMemberLimitMax),
  startAt: instant,
  endAt: instant,
};

export const flashSaleCreate = z.object({
  ...flashSaleFields,
  priceType: flashSaleFields.priceType.optional(),
  memberLimit: flashSaleFields.memberLimit.default(2),
});
export type FlashSaleCreate = z.infer<typeof flashSaleCreate>;

/** A flash sale's changeable fields (its package is fixed: make another sale instead). */
export const flashSalePatch = z
  .object({
    salePrice: flashSaleFields.salePrice,
    stock: flashSaleFields.stock,
    memberLimit: flashSaleFields.memberLimit,
    startAt: flashSaleFields.startAt,
    endAt: flashSaleFields.endAt,
  })
  .partial();
export type FlashSalePatch = z.infer<typeof flashSalePatch>;

export const FLASH_SALE_STATES = ['upcoming', 'running', 'ended'] as const;
export type FlashSaleState = (typeof FLASH_SALE_STATES)[number];

export const flashSaleQuery = z.object({
  state: z.enum(FLASH_SALE_STATES).optional(),
  page,
  size,
});
export type FlashSaleQuery = z.infer<typeof flashSaleQuery>;

export const adminFlashSale = z.object({
  id: z.number().int(),
  productCode: z.string(),
  productTitle: z.string(),
  gcode: z.string(),
  packageTitle: z.string(),
  priceType: z.enum(PRICE_TYPES),
  salePrice: z.number().int(),
  /** The package's base price of that traveller type (minor units), for comparison. */
  regularPrice: z.number().int().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  sold: z.number().int(),
  memberLimit: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(FLASH_SALE_STATES),
});
export type AdminFlashSale = z.infer<typeof adminFlashSale>;

export const adminFlashSalePage = z.object({
  items: z.array(adminFlashSale),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminFlashSalePage = z.infer<typeof adminFlashSalePage>;

// ── Newsletter subscribers ────────────────────────────────────────────────────────────────

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed', 'all'] as const;

export const subscriberFilter = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Part of the address' }),
  status: z.enum(SUBSCRIBER_STATUSES).default('subscribed'),
});
export type SubscriberFilter = z.infer<typeof subscriberFilter>;

export const subscriberQuery = subscriberFilter.extend({ page, size });
export type SubscriberQuery = z.infer<typeof subscriberQuery>;

export const adminSubscriber = z.object({
  email: z.string(),
  language: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;

export const adminSubscriberPage = z.object({
  items: z.array(adminSubscriber),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminSubscriberPage = z.infer<typeof adminSubscriberPage>;

export const subscriberUnsubscribe = z.object({ email: z.string().trim().min(3).max(254) });
