import {
  CART_ITEMS_MAX,
  CART_QUANTITY_MAX,
  PRICE_TYPES,
  type AddCartItemRequest,
  type CartChange,
  type CartCheck,
  type CartItem,
  type CartPage,
  type CartPageRequest,
  type Quantities,
  type UpdateCartItemRequest,
} from '@storefront/contracts';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService, PricedProductLine } from '../catalog/service.js';
import type { HotelService, StayQuote } from '../hotels/service.js';
import * as repo from './repo.js';

export type CartOwner = repo.Owner;
export type CartLine = repo.CartLine;

/**
 * The member's cart: lines of a product package on a date with quantities per price type, or of
 * a hotel stay. Lines are re-priced at every read (a sold-out or repriced line is flagged, never
 * silently changed); every committed change publishes the new count on `cart.changed`.
 */
export function createCartService(deps: {
  db: Db;
  catalog: CatalogService;
  hotels: HotelService;
  events: EventPublisher;
}) {
  const { db, catalog, hotels } = deps;

  async function addItem(ctx: RequestContext, member: AuthenticatedMember, input: AddCartItemRequest) {
    const owner = ownerOf(ctx, member.id);
    const at = new Date().toISOString();
    let id: number;
    if (input.kind === 'product') {
      const packageId = await catalog.findPackageId(ctx, input.productCode, input.gcode);
      const existing = await repo.findSameProductLine(db, owner, packageId, input.date);
      const quantities = existing
        ? mergeQuantities(existing.kind === 'product' ? existing.quantities : {}, input.quantities)
        : input.quantities;
      const [line] = await catalog.priceProductLines(ctx, [{ packageId, date: input.date, quantities }]);
      if (line?.problem) throw line.problem;
      const priced = line as PricedProductLine;
      id = await db.transaction().execute(async (trx) => {
        if (
          existing &&
          (await repo.updateProductLine(trx, owner, existing.id, {
            date: input.date,
            quantities,
            snapshotAmount: priced.sourceAmount,
            at,
          }))
        ) {
          return existing.id;
        }
        await checkRoom(trx, owner);
        return repo.insertCartLine(
          trx,
          owner,
          {
            kind: 'product',
            productId: priced.productId,
            packageId,
            date: input.date,
            quantities,
            currency: priced.productCurrency,
            snapshotAmount: priced.sourceAmount,
          },
          at,
        );
      });
    } else {
      const quote = await quoteStayOrThrow(ctx, input);
      id = await db.transaction().execute(async (trx) => {
        await checkRoom(trx, owner);
        return repo.insertCartLine(
          trx,
          owner,
          {
            kind: 'hotel',
            hotelId: input.hotelId,
            roomTypeId: input.roomTypeId,
            ratePlanId: input.ratePlanId,
            date: input.date[0],
            endDate: input.date[1],
            rooms: input.rooms,
            currency: quote.currency,
            snapshotAmount: quote.sourceAmount,
          },
          at,
        );
      });
    }
    return changed(ctx, member.id, id);
  }

  /**
   * New quantities and/or date of a product line, checked like an add. Moved to a date where the
   * same package already has a line, the two become one line (as an add would), checked with the
   * quantities added up; the answer names the line that stays.
   */
  async function updateItem(ctx: RequestContext, member: AuthenticatedMember, input: UpdateCartItemRequest) {
    const owner = ownerOf(ctx, member.id);
    const [existing] = await repo.findCartLinesByIds(db, owner, [input.id]);
    if (!existing) throw new AppError('notFound', 'No such line in your cart', 'id');
    if (existing.kind !== 'product') {
      throw new AppError('validationFailed', 'A hotel stay cannot be edited; remove it and add the new stay', 'id');
    }
    const date = input.date ?? existing.date;
    const target =
      date === existing.date ? undefined : await repo.findSameProductLine(db, owner, existing.packageId, date);
    const moved = input.quantities ?? existing.quantities;
    const quantities = target?.kind === 'product' ? mergeQuantities(target.quantities, moved) : moved;
    const [line] = await catalog.priceProductLines(ctx, [{ packageId: existing.packageId, date, quantities }]);
    if (line?.problem) throw line.problem;
    const keptId = target?.id ?? existing.id;
    await db.transaction().execute(async (trx) => {
      const updated = await repo.updateProductLine(trx, owner, keptId, {
        date,
        quantities,
        snapshotAmount: (line as PricedProductLine).sourceAmount,
        at: new Date().toISOString(),
      });
      if (!updated) throw new AppError('notFound', 'No such line in your cart', 'id');
      if (target && (await repo.deleteCartLines(trx, owner, [existing.id])) !== 1) {
        throw new AppError('notFound', 'No such line in your cart', 'id');
      }
    });
    return changed(ctx, member.id, keptId);
  }

  /** Removes lines; every id must be one of the member's lines (3004 and nothing removed otherwise). */
  async function removeItems(ctx: RequestContext, member: AuthenticatedMember, ids: readonly number[]) {
    const owner = ownerOf(ctx, member.id);
    const unique = [...new Set(ids)];
    await db.transaction().execute(async (trx) => {
      const removed = await repo.deleteCartLines(trx, owner, unique);
      if (removed !== unique.length) throw new AppError('notFound', 'Some of these lines are not in your cart', 'ids');
    });
    return changed(ctx, member.id, null);
  }

  /** The account list (check 0, re-priced lines) or the header's count check (check 1). */
  async function listItems(
    ctx: RequestContext,
    member: AuthenticatedMember,
    request: CartPageRequest,
  ): Promise<CartPage | CartCheck> {
    const owner = ownerOf(ctx, member.id);
    const page = { offset: (request.pageIndex - 1) * request.pageSize, limit: request.pageSize };
    const [total, lines] = await Promise.all([repo.countCartLines(db, owner), repo.findCartLines(db, owner, page)]);
    const items = await describeLines(ctx, lines);
    const base = { pageIndex: request.pageIndex, pageSize: request.pageSize, total };
    if (request.check === 1) {
      return { ...base, list: items.map((i) => ({ id: i.id, title: i.title, quantity: i.quantity })) };
    }
    return { ...base, list: items };
  }

  async function describeLines(ctx: RequestContext, lines: readonly repo.CartLine[]): Promise<CartItem[]> {
    const productLines = lines.filter((l): l is Extract<repo.CartLine, { kind: 'product' }> => l.kind === 'product');
    const [priced, stays, pricer] = await Promise.all([
      catalog.priceProductLines(ctx, productLines),
      Promise.all(
        lines.map((l) =>
          l.kind === 'hotel'
            ? hotels.quoteStay(ctx, {
                hotelId: l.hotelId,
                roomTypeId: l.roomTypeId,
                ratePlanId: l.ratePlanId,
                checkIn: l.date,
                checkOut: l.endDate,
                rooms: l.rooms,
              })
            : Promise.resolve(undefined),
        ),
      ),
      catalog.pricerFor(ctx),
    ]);
    const byId = new Map(productLines.map((l, i) => [l.id, priced[i] as PricedProductLine]));
    return lines.map((line, index): CartItem => {
      const addedPrice = safeConvert(() => pricer.convert(line.snapshotAmount, line.currency));
      const common = { id: line.id, date: line.date, addedAt: line.addedAt, currency: ctx.currency, addedPrice };
      if (line.kind === 'product') {
        const p = byId.get(line.id) as PricedProductLine;
        const sellable = p.status === 'ok';
        const repriced = sellable && p.sourceAmount !== line.snapshotAmount;
        return {
          ...common,
          kind: 'product',
          productCode: p.productCode,
          gcode: p.gcode,
          hotelId: null,
          roomTypeId: null,
          ratePlanId: null,
          title: p.title,
          packageTitle: p.packageTitle,
          image: p.image,
          endDate: '',
          quantities: countsOf(line.quantities),
          rooms: [],
          quantity: p.quantity,
          price: p.status === 'unavailable' || p.status === 'past' ? null : p.amount,
          status: repriced ? 'repriced' : p.status,
          stockLeft: p.stockLeft,
        };
      }
      const stay = stays[index] as StayQuote;
      const repriced = stay.status === 'ok' && stay.sourceAmount !== line.snapshotAmount;
      return {
        ...common,
        kind: 'hotel',
        productCode: '',
        gcode: '',
        hotelId: line.hotelId,
        roomTypeId: line.roomTypeId,
        ratePlanId: line.ratePlanId,
        title: stay.title,
        packageTitle: stay.packageTitle,
        image: stay.image,
        endDate: line.endDate,
        quantities: {},
        rooms: line.rooms,
        quantity: line.rooms.length,
        price: stay.status === 'ok' || stay.status === 'soldout' ? stay.amount : null,
        status: repriced ? 'repriced' : stay.status,
        stockLeft: stay.roomsLeft,
      };
    });
  }

  async function quoteStayOrThrow(ctx: RequestContext, input: Extract<AddCartItemRequest, { kind: 'hotel' }>) {
    const quote = await hotels.quoteStay(ctx, {
      hotelId: input.hotelId,
      roomTypeId: input.roomTypeId,
      ratePlanId: input.ratePlanId,
      checkIn: input.date[0],
      checkOut: input.date[1],
      rooms: input.rooms,
    });
    if (quote.status === 'soldout') throw new AppError('soldOut', quote.problem, 'date');
    if (quote.status !== 'ok') {
      throw quote.title === ''
        ? new AppError('notFound', quote.problem, 'hotelId')
        : new AppError('itemUnavailable', quote.problem, 'date');
    }
    return quote;
  }

  /** The member's lines by id (orders from the cart); 3004 unless every id is one of them. */
  async function findLines(ctx: RequestContext, memberId: number, ids: readonly number[]): Promise<repo.CartLine[]> {
    const unique = [...new Set(ids)];
    const lines = await repo.findCartLinesByIds(db, ownerOf(ctx, memberId), unique);
    if (lines.length !== unique.length)
      throw new AppError('notFound', 'Some of these lines are not in your cart', 'cartItemIds');
    return unique.map((id) => lines.find((l) => l.id === id) as repo.CartLine);
  }

  /** Removes ordered lines inside the order's transaction (publish with `publishCount` after commit). */
  const removeOrderedLines = (trx: Db, owner: repo.Owner, ids: readonly number[]) =>
    repo.deleteCartLines(trx, owner, ids);

  const countItems = (ctx: RequestContext, memberId: number) => repo.countCartLines(db, ownerOf(ctx, memberId));

  /** Tells the member's live connections the new count (after a committed change). */
  async function publishCount(ctx: RequestContext, memberId: number): Promise<number> {
    const cartNumber = await countItems(ctx, memberId);
    await deps.events.publish('cart.changed', { merchantNumber: ctx.merchant.number, memberId, cartNumber });
    return cartNumber;
  }

  async function changed(ctx: RequestContext, memberId: number, id: number | null): Promise<CartChange> {
    return { id, cartNumber: await publishCount(ctx, memberId) };
  }

  return {
    addItem,
    updateItem,
    removeItems,
    listItems,
    countItems,
    findLines,
    removeOrderedLines,
    publishCount,
  };
}

export type CartService = ReturnType<typeof createCartService>;

const ownerOf = (ctx: RequestContext, memberId: number): repo.Owner => ({
  merchantNumber: ctx.merchant.number,
  memberId,
});

async function checkRoom(trx: Db, owner: repo.Owner) {
  if ((await repo.countCartLines(trx, owner)) >= CART_ITEMS_MAX) {
    throw new AppError('cartFull', `Your cart holds at most ${CART_ITEMS_MAX} lines; remove some first`);
  }
}

/**
 * Adding a package and date that is already in the cart adds to its quantities. Going over the
 * per-line limit is refused with the limit and what the line holds, never quietly cut back: the
 * shopper asked for a number they would not get.
 */
function mergeQuantities(a: Quantities, b: Quantities): Quantities {
  const merged: Quantities = {};
  for (const type of PRICE_TYPES) {
    const held = a[type] ?? 0;
    const sum = held + (b[type] ?? 0);
    if (sum > CART_QUANTITY_MAX) {
      throw new AppError(
        'cartQuantityLimit',
        `A cart line holds at most ${CART_QUANTITY_MAX} of each traveller type; this line already has ${held} (${type}), so at most ${CART_QUANTITY_MAX - held} more can be added`,
        `quantities.${type}`,
      );
    }
    if (sum > 0) merged[type] = sum;
  }
  return merged;
}

function countsOf(q: Quantities): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of PRICE_TYPES) if (q[type]) counts[type] = q[type] as number;
  return counts;
}

/** A snapshot in a currency the shop no longer has a rate for shows as 0 rather than failing the list. */
function safeConvert(convert: () => number): number {
  try {
    return convert();
  } catch {
    return 0;
  }
}
