import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import { createExchangeRates } from './exchange-rates.js';
import { createKeywordSuggestions } from './keyword-suggestions.js';
import type { HotelSuggestions } from './model.js';
import { createPackageBookings } from './package-bookings.js';
import { createPackagePricing } from './package-pricing.js';
import { createProductDetail } from './product-detail.js';
import { createProductImports } from './product-imports.js';
import { createProductListing } from './product-listing.js';
import { findNonRefundableProductIds } from './product-repo.js';
import { createSearchStrategy } from './search-strategy.js';
import { findPublicProductCodes } from './sitemap-repo.js';
import type { RequestContext } from '../../platform/request-context.js';

/**
 * The catalog's one door: products, packages and their calendars, priced in the request currency.
 * Each part is a factory of one job; this composes them and is what other modules call.
 */
export function createCatalogService({
  db,
  cache,
  suggestHotels,
  listingKeptMs = 0,
  listingIndexProducts = 0,
}: {
  db: Db;
  cache: Cache;
  suggestHotels?: HotelSuggestions;
  /**
   * How long a listing's total serves the other sorts and pages of its filters, and a keyword's
   * matches its other pages, sorts and filters (0: never kept).
   */
  listingKeptMs?: number;
  /** The most on-sale products of a merchant in a language whose listing is kept in memory (0: none). */
  listingIndexProducts?: number;
}) {
  const search = createSearchStrategy(db);
  const { pricerFor, setExchangeRates } = createExchangeRates({ db, cache });
  const listing = createProductListing({
    db,
    search,
    pricerFor,
    keptMs: listingKeptMs,
    indexedProductsMax: listingIndexProducts,
  });
  const detail = createProductDetail({ db, pricerFor });
  const { suggestKeywords } = createKeywordSuggestions({ db, search, suggestHotels });
  const bookings = createPackageBookings({ db, pricerFor });
  const { importProducts, openCalendars } = createProductImports({ search });
  const { priceProductLines } = createPackagePricing({
    getBookablePackages: bookings.getBookablePackages,
    pricerFor,
  });

  return {
    findPackageId: bookings.findPackageId,
    getBookablePackages: bookings.getBookablePackages,
    priceProductLines,
    holdCalendarStock: bookings.holdCalendarStock,
    releaseCalendarStock: bookings.releaseCalendarStock,
    listProducts: listing.listProducts,
    getProductDetail: detail.getProductDetail,
    getPackageCalendar: detail.getPackageCalendar,
    listRelatedProducts: listing.listRelatedProducts,
    /** Forgets the merchant's kept listing totals and keyword matches (its catalog or settings changed). */
    forgetKeptListings: listing.forgetKeptListings,
    suggestKeywords,
    findProductId: listing.findProductId,
    findProductIds: listing.findProductIds,
    listProductCards: listing.listProductCards,
    listPackageOffers: bookings.listPackageOffers,
    pricerFor,
    /** Of these product ids, those the merchant sells non-refundable (orders refuse their refund). */
    listNonRefundableProducts: (
      ctx: { merchant: Pick<RequestContext['merchant'], 'number'> },
      productIds: readonly number[],
    ) => findNonRefundableProductIds(db, ctx.merchant.number, productIds),
    importProducts,
    openCalendars,
    setExchangeRates,
    /** Codes of the merchant's public product pages (the sitemap). */
    listPublicProductCodes: (merchant: Pick<RequestContext['merchant'], 'number' | 'hiddenCategoryIds'>) =>
      findPublicProductCodes(db, merchant.number, merchant.hiddenCategoryIds),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { PackageLineRequest, PricedProductLine } from './package-pricing.js';
export type {
  CalendarDayInfo,
  CalendarHold,
  CalendarPatternDay,
  HotelSuggestions,
  PackageDraft,
  PackageOffer,
  ProductDraft,
  ProductTexts,
} from './model.js';
export type { BookablePackage } from './package-repo.js';
export type { Pricer } from './pricing.js';
export { todayIn } from './product-rules.js';
