import {
  RELATED_PRODUCTS_MAX,
  productCodeSchema,
  type ProductCard,
  type ProductListRequest,
  type ProductPage,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { findProductCardsByIds, findProductPage, findRelatedCards, type ProductFilters } from './listing-repo.js';
import { createKeptCards } from './kept-cards.js';
import { createKeywordMatches } from './keyword-matches.js';
import { createListingIndexes } from './listing-index.js';
import { createListingTotals } from './listing-totals.js';
import { priced, rawPriceBounds, type Pricer } from './pricing.js';
import { findProductByCode, findVisibleProductIds } from './product-repo.js';
import { checkCode, checkTravelDate, productNotFound, scopeOf } from './product-rules.js';
import type { SearchStrategy } from './search-strategy.js';

/** The listing, related products, and other modules' door to product ids and cards. */
export function createProductListing({
  db,
  search,
  pricerFor,
  keptMs,
  indexedProductsMax,
}: {
  db: Db;
  search: SearchStrategy;
  pricerFor: (ctx: RequestContext) => Promise<Pricer>;
  /**
   * How long a listing's total is kept for the other sorts and pages of its filters, and a
   * keyword's matches for its other pages, sorts and filters (0: never).
   */
  keptMs: number;
  /** The most on-sale products of a merchant in a language whose listing is kept in memory (0: none). */
  indexedProductsMax: number;
}) {
  const totals = createListingTotals(keptMs);
  const indexes = createListingIndexes({ db, ttlMs: keptMs, maxProducts: indexedProductsMax });
  const keywordMatches = createKeywordMatches({ db, search, ttlMs: keptMs });
  const keptCards = createKeptCards({ db, ttlMs: keptMs });

  async function listProducts(ctx: RequestContext, request: ProductListRequest): Promise<ProductPage> {
    if (request.date) checkTravelDate(request.date);
    if (request.minPrice !== undefined && request.maxPrice !== undefined && request.minPrice > request.maxPrice) {
      throw new AppError('validationFailed', 'minPrice must not be above maxPrice', 'minPrice');
    }
    const pricer = await pricerFor(ctx);
    const usePrice = request.minPrice !== undefined || request.maxPrice !== undefined;
    const scope = scopeOf(ctx);
    const filters: ProductFilters = {
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
    };
    // Looked up first: a total is never kept from matches found before a change was announced.
    const kept = totals.lookUp(scope, ctx.currency, filters);
    if (filters.keyword) {
      filters.keywordMatches = await keywordMatches.find(scope.merchantNumber, filters.keyword);
      if (filters.keywordMatches?.length === 0) {
        return { pageIndex: request.pageIndex, pageSize: request.pageSize, total: 0, list: [] };
      }
    }
    const page = {
      filters,
      sort: request.sort,
      offset: (request.pageIndex - 1) * request.pageSize,
      limit: request.pageSize,
    };
    const indexed = await indexes.page(scope, page, pricer.rates);
    const { total, cards } = indexed
      ? { total: indexed.total, cards: await keptCards.cardsOf(scope, indexed.productIds) }
      : await findProductPage(db, scope, {
          ...page,
          search,
          rates: pricer.rates,
          knownTotal: kept.knownTotal,
        });
    // The index counts every page itself; a statement's total serves the same filters' other pages.
    if (!indexed) kept.keep(total);
    return {
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      total,
      list: cards.map((card) => priced(card, pricer)),
    };
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

  return {
    listProducts,
    listRelatedProducts,
    findProductId,
    findProductIds,
    listProductCards,
    /** Forgets what the merchant's listings keep: indexes, cards, totals and keyword matches. */
    forgetKeptListings(merchantNumber: string) {
      indexes.forget(merchantNumber);
      keptCards.forget(merchantNumber);
      totals.forget(merchantNumber);
      keywordMatches.forget(merchantNumber);
    },
  };
}
