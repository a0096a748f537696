import type { OrderQuote, OrderQuoteRequest } from '@storefront/contracts';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CouponService, CouponUse } from '../coupons/service.js';
import type { PointsService } from '../points/service.js';
import type { LineResolver, ResolvedLine } from './lines.js';
import { lineView } from './order-views.js';

/** An order form (or cart selection) priced now: lines, coupon, points, total and points to earn. */
export type PricedOrder = {
  resolved: ResolvedLine[];
  cartIds: number[];
  subtotal: number;
  coupon: CouponUse | null;
  pointsUsed: number;
  pointsDiscount: number;
  total: number;
  pointsToEarn: number;
  plan: Awaited<ReturnType<PointsService['planRedemption']>>;
};

/** Prices orders before and at submission, with the member's coupon and points. */
export function createOrderPricing(deps: {
  lines: Pick<LineResolver, 'requestsOf' | 'resolve'>;
  coupons: Pick<CouponService, 'evaluateCoupon' | 'listCouponOptions'>;
  points: Pick<PointsService, 'planRedemption' | 'planEarning'>;
}) {
  const { lines, coupons, points } = deps;

  async function price(ctx: RequestContext, memberId: number | null, input: OrderQuoteRequest): Promise<PricedOrder> {
    const { requests, cartIds } = await lines.requestsOf(ctx, memberId, input);
    const resolved = await lines.resolve(ctx, memberId, requests);
    const subtotal = resolved.reduce((sum, l) => sum + l.amount, 0);
    const basket = {
      subtotal,
      lines: resolved.map((l) => ({ categoryId: l.kind === 'hotel' ? null : l.categoryId, amount: l.amount })),
    };
    const coupon = input.couponId ? await coupons.evaluateCoupon(ctx, memberId, input.couponId, basket) : null;
    const afterCoupon = subtotal - (coupon?.discount ?? 0);
    const plan = await points.planRedemption(ctx, memberId, afterCoupon, input.points ?? 0);
    const total = afterCoupon - plan.redemption.discount;
    // Points are earned on what is paid: each line's share of the total.
    const pointsToEarn =
      memberId === null || subtotal === 0
        ? 0
        : await points.planEarning(
            ctx,
            resolved.map((l) => ({ amount: (l.amount * total) / subtotal, double: l.double })),
          );
    return {
      resolved,
      cartIds,
      subtotal,
      coupon,
      pointsUsed: plan.redemption.points,
      pointsDiscount: plan.redemption.discount,
      total,
      pointsToEarn,
      plan,
    };
  }

  /** Prices a form (or cart selection) with a coupon and points, before it is submitted. */
  async function quoteOrder(ctx: RequestContext, member: AuthenticatedMember | null, input: OrderQuoteRequest) {
    const memberId = member?.id ?? null;
    const priced = await price(ctx, memberId, input);
    const options = await coupons.listCouponOptions(ctx, memberId, {
      subtotal: priced.subtotal,
      lines: priced.resolved.map((l) => ({ categoryId: l.kind === 'hotel' ? null : l.categoryId, amount: l.amount })),
    });
    const quote: OrderQuote = {
      currency: ctx.currency,
      items: priced.resolved.map((l) => lineView({ ...l, id: 0, originalDate: '' })),
      subtotal: priced.subtotal,
      couponDiscount: priced.coupon?.discount ?? 0,
      pointsUsed: priced.pointsUsed,
      pointsDiscount: priced.pointsDiscount,
      total: priced.total,
      pointsToEarn: priced.pointsToEarn,
      coupons: options,
      points: {
        balance: priced.plan.balance,
        step: priced.plan.step,
        stepValue: priced.plan.stepValue,
        maxUsable: priced.plan.maxUsable,
      },
    };
    return quote;
  }

  return { price, quoteOrder };
}

export type OrderPricing = ReturnType<typeof createOrderPricing>;
