import {
  ORDER_LIMITS,
  type CreateOrderRequest,
  type OrderWithAccess,
  type TravellerInput,
} from '@storefront/contracts';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import { newPublicCode, newToken, sameHash, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import type { CartService } from '../cart/service.js';
import type { CouponService } from '../coupons/service.js';
import type { PassengerService } from '../passengers/service.js';
import type { PointsService } from '../points/service.js';
import { insertAccessToken } from './access-token-repo.js';
import { insertItems } from './item-repo.js';
import type { LineResolver } from './lines.js';
import type { OrderMail } from './order-mail.js';
import type { OrderPricing } from './order-pricing.js';
import type { OrderReading } from './order-reading.js';
import * as repo from './repo.js';
import {
  addressHashOf,
  contactPhoneOf,
  guardUnpaidHolds,
  paymentWindowEnd,
  requestClientHashOf,
  visitorKeysOf,
  type OrderClient,
} from './unpaid-holds.js';

/** Taking an order: priced, stock held, coupon and points spent, cart lines removed, all or nothing. */
export function createOrderCreation(deps: {
  db: Db;
  lines: Pick<LineResolver, 'takeHolds'>;
  pricing: Pick<OrderPricing, 'price'>;
  cart: Pick<CartService, 'removeOrderedLines' | 'publishCount'>;
  coupons: Pick<CouponService, 'useCoupon'>;
  points: Pick<PointsService, 'spendPoints'>;
  passengers: Pick<PassengerService, 'getPassengers'>;
  throttle: Throttle;
  reading: Pick<OrderReading, 'detailOf' | 'currentOrder'>;
  mail: OrderMail;
}) {
  const { db, lines, cart, coupons, points, reading } = deps;

  /**
   * Creates an order in `pending_payment`: one transaction takes the stock (conditional
   * updates), the coupon and the points, writes the order and its lines, and removes ordered
   * cart lines. A visitor gets an order token to read and pay it. The unpaid-hold limits are
   * counted inside that transaction, before any stock is taken.
   */
  async function createOrder(
    ctx: RequestContext,
    member: AuthenticatedMember | null,
    input: CreateOrderRequest,
    client: OrderClient,
  ): Promise<OrderWithAccess> {
    const memberId = member?.id ?? null;
    const merchantNumber = ctx.merchant.number;
    const maker: Maker = memberId === null ? { requestClientHash: requestClientHashOf(client) } : { memberId };
    if (input.requestKey) {
      const existing = await repo.findOrderByRequestKey(db, merchantNumber, input.requestKey);
      if (existing) return replayOf(existing, maker);
    }
    const hits = await deps.throttle.hit(`order:ip:${client.ip}`, ORDER_LIMITS.ordersPerAddressWindowMs);
    if (hits > ORDER_LIMITS.ordersPerAddress) {
      throw new AppError('rateLimited', 'Too many orders from your network; try again in a few minutes');
    }
    const [priced, travellers] = await Promise.all([
      deps.pricing.price(ctx, memberId, input),
      resolveTravellers(ctx, memberId, input.travellers),
    ]);
    if (input.expectedTotal !== undefined && input.expectedTotal !== priced.total) {
      throw new AppError(
        'priceChanged',
        `The total is now ${priced.total} (minor units of ${ctx.currency}), not ${input.expectedTotal}; nothing was ordered`,
        'expectedTotal',
      );
    }
    const now = new Date();
    const at = now.toISOString();
    const dates = priced.resolved.flatMap((l) => [l.date, l.endDate || l.date]).sort();
    const ocode = newPublicCode(20);
    const accessToken = memberId === null ? newToken() : null;
    const owner = memberId === null ? null : { merchantNumber, memberId };
    const queueMail = await deps.mail.prepare(
      {
        merchantNumber,
        ocode,
        memberId,
        language: ctx.language,
        currency: ctx.currency,
        contactEmail: input.contact.email,
      },
      'created',
      { value: priced.total, currency: ctx.currency },
    );
    let orderId: number;
    try {
      orderId = await db.transaction().execute(async (trx) => {
        await guardUnpaidHolds(
          trx,
          merchantNumber,
          memberId === null ? { visitor: visitorKeysOf(client, input.contact) } : { memberId },
          now,
        );
        await lines.takeHolds(
          trx,
          merchantNumber,
          priced.resolved.flatMap((l) => l.holds),
        );
        const id = await repo.insertOrder(
          trx,
          {
            merchantNumber,
            ocode,
            memberId,
            currency: ctx.currency,
            language: ctx.language,
            subtotal: priced.subtotal,
            couponDiscount: priced.coupon?.discount ?? 0,
            memberCouponId: priced.coupon?.couponId ?? null,
            couponTitle: priced.coupon?.title ?? '',
            pointsUsed: priced.pointsUsed,
            pointsDiscount: priced.pointsDiscount,
            pointsToEarn: priced.pointsToEarn,
            total: priced.total,
            contact: {
              lastName: input.contact.lastName,
              firstName: input.contact.firstName,
              email: input.contact.email,
              phone: input.contact.phone ?? '',
              country: input.contact.phone ? (input.contact.country ?? null) : null,
            },
            contactEmail: input.contact.email,
            travellers,
            remark: input.remark ?? '',
            instant: priced.resolved.every((l) => l.instant),
            source: priced.cartIds.length > 0 ? 'cart' : 'form',
            firstTravelDate: dates[0] as string,
            lastTravelDate: dates[dates.length - 1] as string,
            expiresAt: paymentWindowEnd(memberId, now),
            createdAt: at,
            requestKey: input.requestKey ?? null,
            clientAddressHash: addressHashOf(client),
            requestClientHash: 'requestClientHash' in maker ? maker.requestClientHash : null,
            contactPhone: contactPhoneOf(input.contact),
          },
          'pending_payment',
        );
        await insertItems(
          trx,
          id,
          priced.resolved.map(({ holds: _holds, ...item }) => item),
        );
        await repo.insertEvent(trx, merchantNumber, id, { from: null, to: 'pending_payment', at });
        if (owner && priced.coupon && !(await coupons.useCoupon(trx, owner, priced.coupon.couponId, id))) {
          throw new AppError('couponUsed', 'This coupon was already used', 'couponId');
        }
        if (owner && !(await points.spendPoints(trx, owner, priced.pointsUsed, { orderId: id, ocode }))) {
          throw new AppError('pointsInsufficient', 'Your points no longer cover this', 'points');
        }
        if (owner && priced.cartIds.length > 0) await cart.removeOrderedLines(trx, owner, priced.cartIds);
        if (accessToken) {
          await insertAccessToken(trx, merchantNumber, id, {
            hash: sha256(accessToken),
            expiresAt: new Date(now.getTime() + ORDER_LIMITS.accessTokenMs).toISOString(),
          });
        }
        await queueMail(trx);
        return id;
      });
    } catch (error) {
      // Two submissions with one idempotency key: the second answers the first's order.
      if (input.requestKey && !(error instanceof AppError)) {
        const existing = await repo.findOrderByRequestKey(db, merchantNumber, input.requestKey);
        if (existing) return replayOf(existing, maker);
      }
      throw error;
    }
    if (memberId !== null && priced.cartIds.length > 0) await cart.publishCount(ctx, memberId);
    const order = await reading.currentOrder({ id: orderId, merchantNumber });
    return { order: await reading.detailOf(order), accessToken };
  }

  /**
   * The order a repeated idempotency key made, answered only to its maker: the same member, or a
   * visitor from the same address and user agent (who gets a fresh token, the first answer having
   * been lost). Anyone else learns only that the key is taken: no order, no personal data.
   */
  async function replayOf({ order, requestClientHash }: repo.RequestKeyOrder, maker: Maker): Promise<OrderWithAccess> {
    const sameMaker =
      'memberId' in maker
        ? order.memberId === maker.memberId
        : order.memberId === null && requestClientHash !== null && sameHash(requestClientHash, maker.requestClientHash);
    if (!sameMaker) {
      throw new AppError('requestKeyUsed', 'This requestKey was already used; send a new one', 'requestKey');
    }
    let accessToken: string | null = null;
    if (order.memberId === null) {
      accessToken = newToken();
      await insertAccessToken(db, order.merchantNumber, order.id, {
        hash: sha256(accessToken),
        expiresAt: new Date(Date.now() + ORDER_LIMITS.accessTokenMs).toISOString(),
      });
    }
    return { order: await reading.detailOf(order), accessToken };
  }

  async function resolveTravellers(
    ctx: RequestContext,
    memberId: number | null,
    input: readonly TravellerInput[],
  ): Promise<Record<string, unknown>[]> {
    const savedIds = input.flatMap((t) => ('passengerId' in t ? [t.passengerId] : []));
    if (savedIds.length > 0 && memberId === null) {
      throw new AppError('invalidToken', 'Log in to use saved travellers', 'travellers');
    }
    const saved =
      memberId !== null && savedIds.length > 0 ? await deps.passengers.getPassengers(ctx, memberId, savedIds) : [];
    return input.map((t) => {
      const p = 'passengerId' in t ? saved.find((s) => s.id === t.passengerId) : t;
      if (!p) throw new AppError('notFound', 'No such traveller in your account', 'travellers');
      return {
        lastName: p.lastName,
        firstName: p.firstName,
        appellation: p.appellation,
        datebirth: p.datebirth,
        nationality: p.nationality,
        idType: p.idType,
        idNumber: p.idNumber,
        idExpiry: p.idExpiry,
      };
    });
  }

  return { createOrder };
}

/** Who made an order, as a replay of its requestKey is checked against. */
type Maker = { memberId: number } | { requestClientHash: string };
