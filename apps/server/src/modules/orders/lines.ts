import {
  ORDER_LIMITS,
  PRICE_TYPES,
  addDays,
  nightsBetween,
  type HotelRoomRequest,
  type OrderItemInput,
  type Quantities,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CartService } from '../cart/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { HotelService } from '../hotels/service.js';
import type { MarketingService } from '../marketing/service.js';
import type { ItemRecord, NewItem } from './item-repo.js';

/** Stock an order item holds from creation until it expires, is cancelled or refunded. */
export type Hold =
  | { kind: 'seckill'; saleId: number; memberId: number; quantity: number; limit?: number }
  | { kind: 'calendar'; packageId: number; date: string; quantity: number }
  | { kind: 'rooms'; roomTypeId: number; dates: string[]; rooms: number };

/** What one order line asks for, with internal ids (from the form or a cart line). */
export type LineRequest =
  | { kind: 'product'; packageId: number; date: string; quantities: Quantities }
  | { kind: 'seckill'; saleId: number; date: string; quantity: number }
  | {
      kind: 'hotel';
      hotelId: number;
      roomTypeId: number;
      ratePlanId: number;
      checkIn: string;
      checkOut: string;
      rooms: HotelRoomRequest[];
    };

export type ResolvedLine = NewItem & { holds: Hold[] };

/**
 * Turns order lines into priced items (request currency) with the holds they need, and takes
 * and gives back those holds through the catalog, marketing and hotels services.
 */
export function createLineResolver(deps: {
  catalog: CatalogService;
  marketing: MarketingService;
  hotels: HotelService;
  cart: CartService;
}) {
  const { catalog, marketing, hotels, cart } = deps;

  /** The form's item, or the member's selected cart lines, as line requests. */
  async function requestsOf(
    ctx: RequestContext,
    memberId: number | null,
    input: { item?: OrderItemInput; cartItemIds?: number[] },
  ): Promise<{ requests: LineRequest[]; cartIds: number[] }> {
    if (input.item) return { requests: [await requestOfItem(ctx, input.item)], cartIds: [] };
    if (memberId === null) throw new AppError('invalidToken', 'Log in to order from your cart');
    const lines = await cart.findLines(ctx, memberId, input.cartItemIds ?? []);
    return {
      requests: lines.map((l) =>
        l.kind === 'product'
          ? { kind: 'product', packageId: l.packageId, date: l.date, quantities: l.quantities }
          : {
              kind: 'hotel',
              hotelId: l.hotelId,
              roomTypeId: l.roomTypeId,
              ratePlanId: l.ratePlanId,
              checkIn: l.date,
              checkOut: l.endDate,
              rooms: l.rooms,
            },
      ),
      cartIds: lines.map((l) => l.id),
    };
  }

  async function requestOfItem(ctx: RequestContext, item: OrderItemInput): Promise<LineRequest> {
    switch (item.kind) {
      case 'product':
        return {
          kind: 'product',
          packageId: await catalog.findPackageId(ctx, item.productCode, item.gcode),
          date: item.date,
          quantities: item.quantities,
        };
      case 'seckill':
        return { kind: 'seckill', saleId: item.seckillId, date: item.date, quantity: item.quantity };
      case 'hotel':
        return {
          kind: 'hotel',
          hotelId: item.hotelId,
          roomTypeId: item.roomTypeId,
          ratePlanId: item.ratePlanId,
          checkIn: item.date[0],
          checkOut: item.date[1],
          rooms: item.rooms,
        };
    }
  }

  /** Prices every line now; throws the first line's reason when one cannot be bought. */
  async function resolve(
    ctx: RequestContext,
    memberId: number | null,
    requests: readonly LineRequest[],
  ): Promise<ResolvedLine[]> {
    const products = requests.filter((r): r is Extract<LineRequest, { kind: 'product' }> => r.kind === 'product');
    const priced = await catalog.priceProductLines(ctx, products);
    const resolved: ResolvedLine[] = [];
    for (const request of requests) {
      if (request.kind === 'product') {
        const line = priced[products.indexOf(request)];
        if (!line || line.problem) throw line?.problem ?? new AppError('itemUnavailable', 'This product is not sold');
        resolved.push({
          kind: 'product',
          productId: line.productId,
          packageId: line.packageId,
          seckillId: null,
          hotelId: null,
          roomTypeId: null,
          ratePlanId: null,
          productCode: line.productCode,
          gcode: line.gcode,
          title: line.title,
          packageTitle: line.packageTitle,
          image: line.image,
          countryId: line.countryId,
          categoryId: line.categoryId,
          date: line.date,
          endDate: '',
          quantities: countsOf(line.quantities),
          rooms: [],
          unitPrices: line.unitPrices as Record<string, number>,
          amount: line.amount,
          instant: line.instant,
          double: line.double,
          holds: [{ kind: 'calendar', packageId: line.packageId, date: line.date, quantity: line.quantity }],
        });
      } else if (request.kind === 'seckill') {
        resolved.push(await resolveSeckill(ctx, memberId, request));
      } else {
        resolved.push(await resolveStay(ctx, request));
      }
    }
    return resolved;
  }

  async function resolveSeckill(
    ctx: RequestContext,
    memberId: number | null,
    request: Extract<LineRequest, { kind: 'seckill' }>,
  ): Promise<ResolvedLine> {
    if (memberId === null) throw new AppError('invalidToken', 'Log in to buy at a flash-sale price');
    const sale = await marketing.getSeckillSale(ctx, request.saleId);
    const now = new Date().toISOString();
    if (now < sale.startAt || now >= sale.endAt) {
      throw new AppError(
        'seckillClosed',
        now < sale.startAt ? 'This flash sale has not started' : 'This flash sale has ended',
      );
    }
    if (request.quantity > sale.memberLimit) {
      throw new AppError('seckillLimit', `At most ${sale.memberLimit} per member in this flash sale`, 'quantity');
    }
    if (sale.stock - sale.sold < request.quantity) throw new AppError('seckillSoldOut', 'This flash sale is sold out');
    const quantities: Quantities = { [sale.priceType]: request.quantity };
    const [[line], pricer] = await Promise.all([
      catalog.priceProductLines(ctx, [{ packageId: sale.packageId, date: request.date, quantities }]),
      catalog.pricerFor(ctx),
    ]);
    if (!line || line.problem) throw line?.problem ?? new AppError('itemUnavailable', 'This product is not sold');
    const unit = pricer.convert(sale.salePrice, line.productCurrency);
    return {
      kind: 'seckill',
      productId: line.productId,
      packageId: line.packageId,
      seckillId: sale.id,
      hotelId: null,
      roomTypeId: null,
      ratePlanId: null,
      productCode: line.productCode,
      gcode: line.gcode,
      title: line.title,
      packageTitle: line.packageTitle,
      image: line.image,
      countryId: line.countryId,
      categoryId: line.categoryId,
      date: request.date,
      endDate: '',
      quantities: countsOf(quantities),
      rooms: [],
      unitPrices: { [sale.priceType]: unit },
      amount: unit * request.quantity,
      instant: line.instant,
      double: line.double,
      holds: [
        { kind: 'seckill', saleId: sale.id, memberId, quantity: request.quantity, limit: sale.memberLimit },
        { kind: 'calendar', packageId: line.packageId, date: request.date, quantity: request.quantity },
      ],
    };
  }

  async function resolveStay(ctx: RequestContext, request: Extract<LineRequest, { kind: 'hotel' }>) {
    const quote = await hotels.quoteStay(ctx, request);
    if (quote.status === 'soldout') throw new AppError('soldOut', quote.problem, 'date');
    if (quote.status !== 'ok') {
      throw quote.title === ''
        ? new AppError('notFound', quote.problem, 'hotelId')
        : new AppError('itemUnavailable', quote.problem, 'date');
    }
    const line: ResolvedLine = {
      kind: 'hotel',
      productId: null,
      packageId: null,
      seckillId: null,
      hotelId: request.hotelId,
      roomTypeId: request.roomTypeId,
      ratePlanId: request.ratePlanId,
      productCode: '',
      gcode: '',
      title: quote.title,
      packageTitle: quote.packageTitle,
      image: quote.image,
      countryId: quote.countryId,
      categoryId: 0,
      date: request.checkIn,
      endDate: request.checkOut,
      quantities: { rooms: request.rooms.length },
      rooms: request.rooms,
      unitPrices: { stay: quote.amount },
      amount: quote.amount,
      // Hotel rooms come from the hotel's allotment: confirmed on payment.
      instant: true,
      double: false,
      holds: [{ kind: 'rooms', roomTypeId: request.roomTypeId, dates: quote.dates, rooms: request.rooms.length }],
    };
    return line;
  }

  /** The holds a stored item has (to give them back). */
  function holdsOfItem(item: ItemRecord, memberId: number | null): Hold[] {
    if (item.kind === 'hotel') {
      const nights = nightsBetween(item.date, item.endDate);
      return [
        {
          kind: 'rooms',
          roomTypeId: item.roomTypeId as number,
          dates: Array.from({ length: nights }, (_, n) => addDays(item.date, n)),
          rooms: item.rooms.length,
        },
      ];
    }
    const quantity = Object.values(item.quantities).reduce((a, b) => a + b, 0);
    const calendar: Hold = { kind: 'calendar', packageId: item.packageId as number, date: item.date, quantity };
    if (item.kind === 'seckill' && memberId !== null) {
      return [{ kind: 'seckill', saleId: item.seckillId as number, memberId, quantity }, calendar];
    }
    return [calendar];
  }

  /**
   * Takes every hold inside the order's transaction, in a fixed order (sales, then calendar
   * days, then rooms, each by id) so concurrent multi-line orders never wait on each other in a
   * cycle; throws the refusal of the first that falls short (the transaction rolls back).
   */
  async function takeHolds(trx: Db, merchantNumber: string, holds: readonly Hold[]): Promise<void> {
    const now = new Date().toISOString();
    for (const hold of sortHolds(holds)) {
      if (hold.kind === 'seckill') {
        // The sale's own limit (migration 0022); a hold rebuilt from a stored item has none.
        const limit = hold.limit ?? ORDER_LIMITS.seckillPerMember;
        const result = await marketing.holdSeckill(trx, merchantNumber, { ...hold, limit, now });
        if (result === 'limit') {
          throw new AppError('seckillLimit', `At most ${limit} per member in this flash sale`);
        }
        if (result === 'soldout') throw new AppError('seckillSoldOut', 'This flash sale is sold out');
      } else if (hold.kind === 'calendar') {
        if (!(await catalog.holdCalendarStock(trx, merchantNumber, hold))) {
          throw new AppError('soldOut', `Not enough left on ${hold.date}; sold out`, 'date');
        }
      } else if (!(await hotels.holdRooms(trx, merchantNumber, hold))) {
        throw new AppError('soldOut', 'Not enough rooms left for these nights', 'date');
      }
    }
  }

  async function releaseHolds(trx: Db, merchantNumber: string, holds: readonly Hold[]): Promise<void> {
    for (const hold of sortHolds(holds)) {
      if (hold.kind === 'seckill') await marketing.releaseSeckill(trx, merchantNumber, hold);
      else if (hold.kind === 'calendar') await catalog.releaseCalendarStock(trx, merchantNumber, hold);
      else await hotels.releaseRooms(trx, merchantNumber, hold);
    }
  }

  /**
   * The lines sold non-refundable (a trip product so marked, or a hotel rate with no free
   * cancellation), named for a refusal; empty when every line may be refunded. Only the merchant
   * of `ctx` is read, so an order's detail can ask with its own merchant.
   */
  async function nonRefundableLines(
    ctx: { merchant: Pick<RequestContext['merchant'], 'number'> },
    items: readonly ItemRecord[],
  ): Promise<string[]> {
    const productIds = items.flatMap((i) => (i.kind !== 'hotel' && i.productId !== null ? [i.productId] : []));
    const ratePlanIds = items.flatMap((i) => (i.kind === 'hotel' && i.ratePlanId !== null ? [i.ratePlanId] : []));
    const [products, ratePlans] = await Promise.all([
      catalog.listNonRefundableProducts(ctx, productIds),
      hotels.listNonRefundableRatePlans(ctx, ratePlanIds),
    ]);
    return items
      .filter((i) => (i.kind === 'hotel' ? ratePlans.has(i.ratePlanId as number) : products.has(i.productId as number)))
      .map((i) => (i.kind === 'hotel' ? `${i.title} (${i.packageTitle})` : i.title));
  }

  return { requestsOf, resolve, holdsOfItem, takeHolds, releaseHolds, nonRefundableLines };
}

export type LineResolver = ReturnType<typeof createLineResolver>;

const HOLD_ORDER: Record<Hold['kind'], number> = { seckill: 0, calendar: 1, rooms: 2 };

function sortHolds(holds: readonly Hold[]): Hold[] {
  const key = (h: Hold) =>
    h.kind === 'seckill' ? `${h.saleId}` : h.kind === 'calendar' ? `${h.packageId}:${h.date}` : `${h.roomTypeId}`;
  return [...holds].sort(
    (a, b) => HOLD_ORDER[a.kind] - HOLD_ORDER[b.kind] || key(a).localeCompare(key(b), 'en', { numeric: true }),
  );
}

function countsOf(q: Quantities): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of PRICE_TYPES) if (q[type]) counts[type] = q[type] as number;
  return counts;
}
