import {
  LIMITS,
  RELATED_PRODUCTS_MAX,
  SUGGESTION_TYPES,
  packageCodeSchema,
  productCodeSchema,
  type CalendarDay,
  type CurrencyCode,
  type KeywordSuggestRequest,
  type KeywordSuggestion,
  type PackagePrice,
  type PriceType,
  type ProductCard,
  type ProductDetail,
  type ProductListRequest,
  type ProductPage,
  type ProductType,
  type SiteLanguage,
} from '@storefront/contracts';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { ALL_PLACES, findIndexedPlace, placeTitles } from './places.js';
import { createPricer, rawPriceBounds, type ExchangeRate, type Pricer } from './pricing.js';
import {
  fillPackageCalendars,
  findCalendarDays,
  findExchangeRates,
  findExistingCodes,
  findFirstAvailableDates,
  findPackageOffers,
  findPackages,
  findProductByCode,
  findProductCardsByIds,
  findProductImages,
  findProductPackage,
  findProductPage,
  findProductSuggestions,
  findProductTopics,
  findRelatedCards,
  findVisibleProductIds,
  insertProducts,
  upsertExchangeRates,
  findBookablePackages,
  findCalendarDaysOf,
  findPackageIdByCodes,
  returnCalendarStock,
  takeCalendarStock,
  type BookablePackage,
  type CalendarPatternDay,
  type CatalogScope,
  type SourceCard,
} from './repo.js';
import { createPackagePricing } from './package-pricing.js';
import { createSearchStrategy } from './search-strategy.js';

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

const RATES_TTL_MS = 5 * 60_000;
const PRODUCT_SUGGESTIONS = 6;
const DESTINATION_SUGGESTIONS = 5;

/** Local time zone of each country we sell in: "today" for a product is today where it happens. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  au: 'Australia/Sydney',
  nz: 'Pacific/Auckland',
  fj: 'Pacific/Fiji',
  nc: 'Pacific/Noumea',
};

/** Hotel suggestions (type 3) come from the hotels module, which itself prices through this one. */
export type HotelSuggestions = (ctx: RequestContext, keyword: string, limit: number) => Promise<KeywordSuggestion[]>;

export function createCatalogService({
  db,
  cache,
  suggestHotels,
}: {
  db: Db;
  cache: Cache;
  suggestHotels?: HotelSuggestions;
}) {
  const search = createSearchStrategy(db);

  const ratesKey = (merchantNumber: string) => `exchange-rates:${merchantNumber}`;

  /** Converts product prices to the request currency with the merchant's (briefly cached) rates. */
  async function pricerFor(ctx: RequestContext): Promise<Pricer> {
    const merchantNumber = ctx.merchant.number;
    const rates = await cache.getOrLoad(ratesKey(merchantNumber), RATES_TTL_MS, () =>
      findExchangeRates(db, merchantNumber),
    );
    return createPricer(rates, ctx.currency);
  }

  async function listProducts(ctx: RequestContext, request: ProductListRequest): Promise<ProductPage> {
    if (request.date) checkTravelDate(request.date);
    if (request.minPrice !== undefined && request.maxPrice !== undefined && request.minPrice > request.maxPrice) {
      throw new AppError('validationFailed', 'minPrice must not be above maxPrice', 'minPrice');
    }
    const pricer = await pricerFor(ctx);
    const usePrice = request.minPrice !== undefined || request.maxPrice !== undefined;
    const { total, cards } = await findProductPage(db, scopeOf(ctx), {
      filters: {
        type: request.typeVariant,
        categoryId: request.categoryId,
        subcategoryId: request.subcategoryId,
        countryId: request.countryId,
        stateId: request.stateId,
        cityId: request.cityId,
        tagIds: request.tagIds,
        hotTopicId: request.hotTopicId,
        date: request.date,
        keyword: request.keyword || undefined,
        price: usePrice ? rawPriceBounds(ctx.currency, request.minPrice, request.maxPrice) : undefined,
      },
      sort: request.sort,
      offset: (request.pageIndex - 1) * request.pageSize,
      limit: request.pageSize,
      search,
      rates: pricer.rates,
    });
    return {
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      total,
      list: cards.map((card) => priced(card, pricer)),
    };
  }

  async function getProductDetail(ctx: RequestContext, code: string): Promise<ProductDetail> {
    checkCode(code);
    const scope = scopeOf(ctx);
    const product = await findProductByCode(db, scope, code);
    if (!product) throw productNotFound(code);
    const [pricer, images, hotTopics, packages] = await Promise.all([
      pricerFor(ctx),
      findProductImages(db, scope.merchantNumber, product.productId),
      findProductTopics(db, scope, product.productId),
      findPackages(db, scope, [product.productId]),
    ]);
    const firstDates = await findFirstAvailableDates(
      db,
      scope.merchantNumber,
      packages.map((g) => g.packageId),
      todayIn(product.countryId),
    );
    return {
      ...priced(product, pricer),
      highlights: product.highlights,
      description: product.description,
      included: product.included,
      howToUse: product.howToUse,
      cancellationPolicy: product.cancellationPolicy,
      images,
      hotTopics,
      packages: packages.map((g) => ({
        gcode: g.gcode,
        title: g.title,
        prices: g.prices.map((p) => pricedPrice(p, product.currency, pricer)),
        firstAvailableDate: firstDates.get(g.packageId) ?? null,
      })),
    };
  }

  /** Sellable days (stock left) of a package from today, where the product is, up to 24 months ahead. */
  async function getPackageCalendar(ctx: RequestContext, code: string, gcode: string): Promise<CalendarDay[]> {
    checkCode(code);
    if (!packageCodeSchema.safeParse(gcode).success) {
      throw new AppError('malformedId', `"${gcode}" is not a package code (G and 8 letters or digits)`, 'gcode');
    }
    const scope = scopeOf(ctx);
    const found = await findProductPackage(db, scope, code, gcode);
    if (!found) throw new AppError('notFound', `Product ${code} has no package ${gcode}`);
    const pricer = await pricerFor(ctx);
    const from = todayIn(found.countryId);
    const days = await findCalendarDays(
      db,
      scope.merchantNumber,
      found.packageId,
      from,
      addMonths(from, LIMITS.datePickerMaxMonths),
    );
    const headline =
      found.prices.find((p) => p.priceType === 'adult') ??
      found.prices.find((p) => p.priceType === 'unit') ??
      found.prices[0];
    return days.map((day) => {
      const prices: Partial<Record<PriceType, number>> = {};
      for (const p of found.prices)
        prices[p.priceType] = pricer.convert((p.price * day.priceFactor) / 100, found.currency);
      return {
        date: day.date,
        price: headline ? (prices[headline.priceType] as number) : 0,
        prices,
        stock: day.stock,
      };
    });
  }

  async function listRelatedProducts(ctx: RequestContext, code: string): Promise<ProductCard[]> {
    checkCode(code);
    const scope = scopeOf(ctx);
    const product = await findProductByCode(db, scope, code);
    if (!product) throw productNotFound(code);
    const [pricer, cards] = await Promise.all([
      pricerFor(ctx),
      findRelatedCards(
        db,
        scope,
        {
          id: product.productId,
          cityId: product.cityId,
          stateId: product.stateId,
          subcategoryId: product.subcategoryId,
        },
        RELATED_PRODUCTS_MAX,
      ),
    ]);
    return cards.map((card) => priced(card, pricer));
  }

  /**
   * Suggestions while typing: products (type 1) by full-text search, destinations (type 2) from
   * the location tree of the countries the merchant sells in, hotels (type 3) from the hotels module.
   */
  async function suggestKeywords(ctx: RequestContext, request: KeywordSuggestRequest): Promise<KeywordSuggestion[]> {
    const types = new Set<number>(request.types);
    const suggestions: KeywordSuggestion[] = [];
    if (types.has(SUGGESTION_TYPES.product)) {
      const products = await findProductSuggestions(db, scopeOf(ctx), search, request.searchValue, PRODUCT_SUGGESTIONS);
      for (const p of products) {
        suggestions.push({
          type: SUGGESTION_TYPES.product,
          id: p.code,
          title: p.title,
          subtitle: [p.cityId, p.countryId].map((id) => placeTitle(id, ctx.language)).join(', '),
        });
      }
    }
    if (types.has(SUGGESTION_TYPES.destination)) {
      suggestions.push(...suggestDestinations(ctx, request.searchValue));
    }
    if (types.has(SUGGESTION_TYPES.hotel) && suggestHotels) {
      suggestions.push(...(await suggestHotels(ctx, request.searchValue, PRODUCT_SUGGESTIONS)));
    }
    return suggestions;
  }

  /** The id of a product the visitor may see; 3004 otherwise (other modules' door to products). */
  async function findProductId(ctx: RequestContext, code: string): Promise<number> {
    checkCode(code);
    const id = (await findVisibleProductIds(db, scopeOf(ctx), [code])).get(code);
    if (id === undefined) throw productNotFound(code);
    return id;
  }

  /** Ids of the products the visitor may see, by code; other codes (malformed, gone, hidden) are left out. */
  async function findProductIds(ctx: RequestContext, codes: readonly string[]): Promise<Map<string, number>> {
    const wellFormed = codes.filter((code) => productCodeSchema.safeParse(code).success);
    return findVisibleProductIds(db, scopeOf(ctx), [...new Set(wellFormed)]);
  }

  /** Cards of products by id, priced for the request; products the visitor may not see are left out. */
  async function listProductCards(
    ctx: RequestContext,
    productIds: readonly number[],
  ): Promise<Map<number, ProductCard>> {
    const [pricer, cards] = await Promise.all([pricerFor(ctx), findProductCardsByIds(db, scopeOf(ctx), productIds)]);
    return new Map([...cards].map(([id, card]) => [id, priced(card, pricer)]));
  }

  /** Packages with their product's code, title and cover, priced for the request (marketing). */
  async function listPackageOffers(
    ctx: RequestContext,
    packageIds: readonly number[],
  ): Promise<Map<number, PackageOffer>> {
    const [pricer, offers] = await Promise.all([pricerFor(ctx), findPackageOffers(db, scopeOf(ctx), packageIds)]);
    return new Map(
      [...offers].map(([id, offer]): [number, PackageOffer] => [
        id,
        {
          gcode: offer.gcode,
          productCode: offer.productCode,
          title: offer.title,
          image: offer.image,
          currency: pricer.currency,
          prices: offer.prices.map((p) => pricedPrice(p, offer.currency, pricer)),
          convert: (minorUnits) => pricer.convert(minorUnits, offer.currency),
        },
      ]),
    );
  }

  /**
   * Adds products that are not there yet (by code) inside the caller's transaction; answers the
   * ids of the added products and packages by code.
   */
  async function importProducts(trx: Db, merchantNumber: string, drafts: readonly ProductDraft[]) {
    const existing = await findExistingCodes(
      trx,
      merchantNumber,
      drafts.map((d) => d.code),
    );
    const fresh = drafts.filter((d) => !existing.has(d.code));
    return insertProducts(trx, merchantNumber, fresh, search, searchTextOf);
  }

  /** Opens sales on the pattern's days for the merchant's packages that lack them (seed, generator). */
  const openCalendars = (trx: Db, merchantNumber: string, days: readonly CalendarPatternDay[]) =>
    fillPackageCalendars(trx, merchantNumber, days);

  async function setExchangeRates(trx: Db, merchantNumber: string, rates: readonly ExchangeRate[]) {
    await upsertExchangeRates(trx, merchantNumber, rates, new Date().toISOString());
    await cache.delete(ratesKey(merchantNumber));
  }

  // ── Bookings: the door the cart and orders use ──────────────────────────────────────────

  /** The package id of a visible product's package by codes; 3004 when the visitor cannot buy it. */
  async function findPackageId(ctx: RequestContext, code: string, gcode: string): Promise<number> {
    checkCode(code);
    const id = await findPackageIdByCodes(db, scopeOf(ctx), code, gcode);
    if (id === undefined) throw new AppError('notFound', `Product ${code} has no package ${gcode}`, 'gcode');
    return id;
  }

  /**
   * Packages as sold on dates, for the cart and orders: product texts, tags and base prices (the
   * product's currency), the day's price factor and stock left, and "today" where the product is.
   * Packages the visitor may not see are left out.
   */
  async function getBookablePackages(
    ctx: RequestContext,
    lines: readonly { packageId: number; date: string }[],
  ): Promise<Map<number, BookablePackage & { today: string; days: Map<string, CalendarDayInfo> }>> {
    const scope = scopeOf(ctx);
    const [packages, days] = await Promise.all([
      findBookablePackages(
        db,
        scope,
        lines.map((l) => l.packageId),
      ),
      findCalendarDaysOf(db, scope.merchantNumber, lines),
    ]);
    return new Map(
      [...packages].map(([id, pkg]) => {
        const own = new Map<string, CalendarDayInfo>();
        for (const line of lines) {
          const day = days.get(`${id}:${line.date}`);
          if (line.packageId === id && day) own.set(line.date, day);
        }
        return [id, { ...pkg, today: todayIn(pkg.countryId), days: own }];
      }),
    );
  }

  /**
   * Holds `quantity` of a package's stock on a date inside the caller's transaction; false when
   * less is left (never oversold, whatever the concurrency).
   */
  const holdCalendarStock = (trx: Db, merchantNumber: string, hold: CalendarHold) =>
    takeCalendarStock(trx, merchantNumber, hold);

  /** Gives held stock back inside the caller's transaction. */
  const releaseCalendarStock = (trx: Db, merchantNumber: string, hold: CalendarHold) =>
    returnCalendarStock(trx, merchantNumber, hold);

  const { priceProductLines } = createPackagePricing({ getBookablePackages, pricerFor });

  return {
    findPackageId,
    getBookablePackages,
    priceProductLines,
    holdCalendarStock,
    releaseCalendarStock,
    listProducts,
    getProductDetail,
    getPackageCalendar,
    listRelatedProducts,
    suggestKeywords,
    findProductId,
    findProductIds,
    listProductCards,
    listPackageOffers,
    pricerFor,
    importProducts,
    openCalendars,
    setExchangeRates,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type { PackageLineRequest, PricedProductLine } from './package-pricing.js';

/** A day of a package's calendar: price as a percentage of the base prices, and stock left. */
export type CalendarDayInfo = { priceFactor: number; stock: number };
export type CalendarHold = { packageId: number; date: string; quantity: number };
export type { BookablePackage };

function scopeOf(ctx: RequestContext): CatalogScope {
  return {
    merchantNumber: ctx.merchant.number,
    hiddenCategoryIds: ctx.merchant.hiddenCategoryIds,
    hiddenLabelIds: ctx.merchant.hiddenLabelIds,
    language: ctx.language,
  };
}

function priced(card: SourceCard, pricer: Pricer): ProductCard {
  return {
    code: card.code,
    type: card.type,
    title: card.title,
    subtitle: card.subtitle,
    image: card.image,
    categoryId: card.categoryId,
    subcategoryId: card.subcategoryId,
    country: card.country,
    state: card.state,
    city: card.city,
    tags: card.tags,
    price: pricer.convert(card.price, card.currency),
    originalPrice: pricer.convert(card.originalPrice, card.currency),
    currency: pricer.currency,
    salesCount: card.salesCount,
    createdAt: card.createdAt,
  };
}

function pricedPrice(price: PackagePrice, currency: string, pricer: Pricer): PackagePrice {
  return {
    priceType: price.priceType,
    price: pricer.convert(price.price, currency),
    originalPrice: pricer.convert(price.originalPrice, currency),
  };
}

/** What full-text search reads: titles and descriptive texts in every language, and place names. */
function searchTextOf(draft: ProductDraft): string {
  const parts: string[] = [];
  for (const t of Object.values(draft.texts)) {
    parts.push(t.title, t.subtitle, ...t.highlights, t.description, ...t.included);
  }
  for (const id of new Set([draft.cityId, draft.stateId, draft.countryId])) parts.push(...placeTitles(id));
  return parts.join('\n');
}

function suggestDestinations(ctx: RequestContext, keyword: string): KeywordSuggestion[] {
  const needle = keyword.toLocaleLowerCase();
  const countries = new Set(ctx.merchant.locations);
  const scored: { score: number; suggestion: KeywordSuggestion }[] = [];
  for (const { place, parents } of ALL_PLACES) {
    const country = parents[0]?.id ?? place.id;
    if (!countries.has(country)) continue;
    const titles = Object.values(place.title).map((t) => t.toLocaleLowerCase());
    if (!titles.some((t) => t.includes(needle))) continue;
    const starts = titles.some((t) => t.startsWith(needle));
    scored.push({
      score: (starts ? 0 : 10) + scored.length / 1000,
      suggestion: {
        type: SUGGESTION_TYPES.destination,
        id: place.id,
        title: place.title[ctx.language],
        subtitle: [...parents]
          .reverse()
          .map((p) => p.title[ctx.language])
          .join(', '),
      },
    });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, DESTINATION_SUGGESTIONS)
    .map((s) => s.suggestion);
}

function placeTitle(id: string, language: SiteLanguage): string {
  return findIndexedPlace(id)?.place.title[language] ?? id;
}

function checkCode(code: string) {
  if (!productCodeSchema.safeParse(code).success) {
    throw new AppError('malformedId', `"${code}" is not a product code (P and 8 letters or digits)`, 'code');
  }
}

const productNotFound = (code: string) => new AppError('notFound', `No product ${code} in this shop`);

/** A travel date must not be past anywhere we sell (all ahead of UTC) nor beyond the 24-month picker. */
function checkTravelDate(date: string) {
  const today = new Date().toISOString().slice(0, 10);
  if (date < today) throw new AppError('validationFailed', `date ${date} is in the past`, 'date');
  if (date > addMonths(today, LIMITS.datePickerMaxMonths)) {
    throw new AppError(
      'validationFailed',
      `date ${date} is more than ${LIMITS.datePickerMaxMonths} months ahead`,
      'date',
    );
  }
}

/** Today's date (YYYY-MM-DD) in a country's time zone. */
export function todayIn(countryId: string, now: Date = new Date()): string {
  const timeZone = COUNTRY_TIME_ZONES[countryId] ?? 'UTC';
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DATE_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
