import {
  FAVOURITE_TYPES,
  FAVOURITE_TYPE_VALUES,
  type FavouriteHotel,
  type FavouritePage,
  type FavouritePageRequest,
  type FavouriteToggleResult,
  type ProductCard,
} from '@storefront/contracts';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import type { HotelService } from '../hotels/service.js';
import * as repo from './repo.js';

/** True when this merchant sells the product (`type` 1 trip product by code, 2 hotel). */
export type ProductExists = (ctx: RequestContext, productRef: string, type: number) => Promise<boolean>;
/** Cards of the trip products the visitor may see, by product code; others are left out. */
export type ProductCards = (ctx: RequestContext, productRefs: readonly string[]) => Promise<Map<string, ProductCard>>;

/** Cards of the hotels the visitor may see, by hotel id; others are left out. */
export type HotelCards = (ctx: RequestContext, hotelRefs: readonly string[]) => Promise<Map<string, FavouriteHotel>>;

/** The catalog's and the hotels' answers to the questions favourites ask. */
export function productLookupsFrom(
  catalog: Pick<CatalogService, 'findProductIds' | 'listProductCards'>,
  hotels: Pick<HotelService, 'hotelExists' | 'listHotelCards'>,
): {
  productExists: ProductExists;
  productCards: ProductCards;
  hotelCards: HotelCards;
} {
  return {
    hotelCards: (ctx, hotelRefs) => hotels.listHotelCards(ctx, hotelRefs),
    productExists: async (ctx, productRef, type) =>
      type === FAVOURITE_TYPES.tripProduct
        ? (await catalog.findProductIds(ctx, [productRef])).has(productRef)
        : hotels.hotelExists(ctx, productRef),
    productCards: async (ctx, productRefs) => {
      const ids = await catalog.findProductIds(ctx, productRefs);
      const cards = await catalog.listProductCards(ctx, [...ids.values()]);
      const byCode = new Map<string, ProductCard>();
      for (const [code, id] of ids) {
        const card = cards.get(id);
        if (card) byCode.set(code, card);
      }
      return byCode;
    },
  };
}

/** A member's favourite products: toggled, listed and counted only by their owner. */
export function createFavouriteService(deps: {
  db: Db;
  productExists: ProductExists;
  productCards?: ProductCards;
  hotelCards?: HotelCards;
}) {
  const { db } = deps;

  /**
   * Adds the favourite when absent, removes it when present. Removing never asks the catalog, so a
   * product taken off sale can still be un-favourited; adding needs a product of this merchant (404).
   */
  async function toggleFavourite(
    ctx: RequestContext,
    member: AuthenticatedMember,
    rawProductId: string,
    rawType: string,
  ): Promise<FavouriteToggleResult> {
    const key = { productRef: productRefOf(rawProductId), type: favouriteTypeOf(rawType) };
    const owner = ownerOf(ctx, member.id);
    if (await repo.deleteFavourite(db, owner, key)) return { favourite: false };
    if (!(await deps.productExists(ctx, key.productRef, key.type))) {
      throw new AppError('notFound', `No product ${key.productRef} of type ${key.type} in this shop`, 'productId');
    }
    await repo.insertFavourite(db, owner, key, new Date().toISOString());
    return { favourite: true };
  }

  async function listFavourites(
    ctx: RequestContext,
    member: AuthenticatedMember,
    request: FavouritePageRequest,
  ): Promise<FavouritePage> {
    const owner = ownerOf(ctx, member.id);
    const { pageIndex, pageSize, type } = request;
    const [records, total] = await Promise.all([
      repo.findFavourites(db, owner, { offset: (pageIndex - 1) * pageSize, limit: pageSize, type }),
      repo.countFavourites(db, owner, type),
    ]);
    const refsOf = (type: number) => records.filter((f) => f.type === type).map((f) => f.productId);
    const productRefs = refsOf(FAVOURITE_TYPES.tripProduct);
    const hotelRefs = refsOf(FAVOURITE_TYPES.hotel);
    const [cards, hotelCards] = await Promise.all([
      productRefs.length > 0 && deps.productCards
        ? deps.productCards(ctx, productRefs)
        : new Map<string, ProductCard>(),
      hotelRefs.length > 0 && deps.hotelCards ? deps.hotelCards(ctx, hotelRefs) : new Map<string, FavouriteHotel>(),
    ]);
    const list = records.map((f) => ({
      ...f,
      product: f.type === FAVOURITE_TYPES.tripProduct ? (cards.get(f.productId) ?? null) : null,
      hotel: f.type === FAVOURITE_TYPES.hotel ? (hotelCards.get(f.productId) ?? null) : null,
    }));
    return { pageIndex, pageSize, total, list };
  }

  /** How many favourites the member keeps (the account data's `favoritesCount`). */
  function countFavourites(ctx: RequestContext, memberId: number): Promise<number> {
    return repo.countFavourites(db, ownerOf(ctx, memberId));
  }

  return { toggleFavourite, listFavourites, countFavourites };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;

const ownerOf = (ctx: RequestContext, memberId: number): repo.Owner => ({
  merchantNumber: ctx.merchant.number,
  memberId,
});

/** A product code (`P7K2M9QX`), a numeric id or a hotel id: letters, digits and dashes, else 2005. */
function productRefOf(raw: string): string {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(raw)) {
    throw new AppError('malformedId', `Product id "${raw}" is malformed`, 'productId');
  }
  return raw;
}

function favouriteTypeOf(raw: string): number {
  const type = Number(raw);
  if (!/^\d$/.test(raw) || !FAVOURITE_TYPE_VALUES.includes(type)) {
    throw new AppError('malformedId', `Favourite type "${raw}" is unknown; use 1 (trip product) or 2 (hotel)`, 'type');
  }
  return type;
}
