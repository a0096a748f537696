import type {
  CurrencyCode,
  KeywordSuggestion,
  PackagePrice,
  PriceType,
  ProductType,
  SiteLanguage,
} from '@storefront/contracts';
import type { RequestContext } from '../../platform/request-context.js';

// The catalog's own shapes that its service files and repo files share (so neither imports the
// other for a type): what an import writes, and what bookings hold.

/** The texts of a product in one language. */
export type ProductTexts = {
  title: string;
  subtitle: string;
  highlights: string[];
  description: string;
  included: string[];
  howToUse: string;
  cancellationPolicy: string;
};

/** A package to import; prices in minor units of the product's currency. */
export type PackageDraft = {
  gcode: string;
  titles: Record<SiteLanguage, string>;
  prices: PackagePrice[];
};

/** A product to import (seed, generator). */
export type ProductDraft = {
  code: string;
  type: ProductType;
  categoryId: number;
  subcategoryId: number;
  countryId: string;
  stateId: string;
  cityId: string;
  status: 'onsale' | 'offsale';
  currency: CurrencyCode;
  salesCount: number;
  recommendScore: number;
  createdAt: string;
  texts: Record<SiteLanguage, ProductTexts>;
  tagIds: number[];
  topicIds: number[];
  /** Image keys of the image storage, cover first. */
  images: string[];
  packages: PackageDraft[];
  /** False when sold non-refundable (a refund request is refused); refundable when left out. */
  refundable?: boolean;
};

/** A package offer for marketing, prices converted to the request currency. */
export type PackageOffer = {
  gcode: string;
  productCode: string;
  title: string;
  image: string;
  currency: CurrencyCode;
  prices: PackagePrice[];
  /** Converts an amount in the product's own currency (a sale price) to the request currency. */
  convert: (minorUnits: number) => number;
};

/** Hotel suggestions (type 3) come from the hotels module, which itself prices through this one. */
export type HotelSuggestions = (ctx: RequestContext, keyword: string, limit: number) => Promise<KeywordSuggestion[]>;

/**
 * The day's own prices per price type (minor units of the product's currency); a type missing
 * here sells at the package's price (migration 0020).
 */
export type DayPrices = Partial<Record<PriceType, number>>;
/** A day of a package's calendar: its own prices and the places left to book. */
export type CalendarDayInfo = { prices: DayPrices; stock: number };
/** Stock of a package held (or given back) on a date. */
export type CalendarHold = { packageId: number; date: string; quantity: number };

/**
 * A day of the calendar pattern the seed and imports open: its date, its day number from the
 * first, weekday (0 Sunday) and season (percent of the package's prices the day sells at; 100 =
 * the package's prices, anything else writes the day's own prices).
 */
export type CalendarPatternDay = { date: string; n: number; weekday: number; seasonPercent: number };
