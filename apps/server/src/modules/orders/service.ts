import {
  CODE_PURPOSES,
  ORDER_LIMITS,
  addDays,
  orderCodeSchema,
  type ChangeDateRequest,
  type CreateOrderRequest,
  type CreatePaymentRequest,
  type OrderDetail,
  type OrderLine,
  type OrderPage,
  type OrderPageRequest,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderStatus,
  type OrderSummary,
  type OrderWithAccess,
  type PaymentCheckout,
  type PaymentStatusView,
  type TravellerInput,
  type VisitorQueryRequest,
} from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import { newPublicCode, newToken, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import type { CartService } from '../cart/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { CouponService, CouponUse } from '../coupons/service.js';
import type { IdentityService } from '../identity/service.js';
import type { PassengerService } from '../passengers/service.js';
import type { PaymentRecord, PaymentService } from '../payments/service.js';
import type { PointsService } from '../points/service.js';
import type { LineResolver, ResolvedLine } from './lines.js';
import { orderMail, type OrderMailEvent } from './messages.js';
import * as repo from './repo.js';

/** Who is asking about an order: a member (token) and/or a visitor's order token (`x-order-token`). */
export type OrderAccess = { member: AuthenticatedMember | null; orderToken: string | undefined };

/** Orders one client address may create in ten minutes (stock held by unpaid orders is scarce). */
const ORDER_CREATION_LIMIT = { perIp: 30, windowMs: 10 * 60_000 };
const SWEEP_BATCH = 100;
const ACTIVE: readonly OrderStatus[] = ['paid', 'awaiting_confirmation', 'confirmed'];

export type OrderServiceDeps = {
  db: Db;
  lines: LineResolver;
  cart: CartService;
  catalog: Pick<CatalogService, 'priceProductLines'>;
  coupons: CouponService;
  points: PointsService;
  passengers: PassengerService;
  payments: PaymentService;
  identity: Pick<IdentityService, 'sendCode' | 'checkCode' | 'spendCode'>;
  mailer: Mailer;
  throttle: Throttle;
  log: FastifyBaseLogger;
};

/**
 * Orders and their state machine (docs/decisions-orders.md): creation holds stock, coupons and
 * points in one transaction; every move is a conditional UPDATE from the status read, so two
 * processes never apply the same move twice; payment notifications settle orders idempotently.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, lines, cart, coupons, points, payments } = deps;

  // ── Pricing ─────────────────────────────────────────────────────────────────────────────────

  type Priced = {
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

  async function price(ctx: RequestContext, memberId: number | null, input: OrderQuoteRequest): Promise<Priced> {
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

  // ── Creation ────────────────────────────────────────────────────────────────────────────────

  /**
   * Creates an order in `pending_payment`: one transaction takes the stock (conditional
   * updates), the coupon and the points, writes the order and its lines, and removes ordered
   * cart lines. A visitor gets an order token to read and pay it.
   */
  async function createOrder(
    ctx: RequestContext,
    member: AuthenticatedMember | null,
    input: CreateOrderRequest,
    ip: string,
  ): Promise<OrderWithAccess> {
    const memberId = member?.id ?? null;
    if (input.requestKey) {
      const existing = await repo.findOrderByRequestKey(db, ctx.merchant.number, input.requestKey);
      if (existing) return replayOf(existing, memberId);
    }
    const hits = await deps.throttle.hit(`order:ip:${ip}`, ORDER_CREATION_LIMIT.windowMs);
    if (hits > ORDER_CREATION_LIMIT.perIp) {
      throw new AppError('rateLimited', 'Too many orders from your network; try again in a few minutes');
    }
    const [priced, travellers] = await Promise.all([
      price(ctx, memberId, input),
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
    const owner = memberId === null ? null : { merchantNumber: ctx.merchant.number, memberId };
    let orderId: number;
    try {
      orderId = await db.transaction().execute(async (trx) => {
        await lines.takeHolds(
          trx,
          ctx.merchant.number,
          priced.resolved.flatMap((l) => l.holds),
        );
        const id = await repo.insertOrder(
          trx,
          {
            merchantNumber: ctx.merchant.number,
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
            expiresAt: new Date(now.getTime() + ORDER_LIMITS.paymentWindowMs).toISOString(),
            createdAt: at,
            requestKey: input.requestKey ?? null,
          },
          'pending_payment',
        );
        await repo.insertItems(
          trx,
          id,
          priced.resolved.map(({ holds: _holds, ...item }) => item),
        );
        await repo.insertEvent(trx, id, { from: null, to: 'pending_payment', at });
        if (owner && priced.coupon && !(await coupons.useCoupon(trx, owner, priced.coupon.couponId, id))) {
          throw new AppError('couponUsed', 'This coupon was already used', 'couponId');
        }
        if (owner && !(await points.spendPoints(trx, owner, priced.pointsUsed, { orderId: id, ocode }))) {
          throw new AppError('pointsInsufficient', 'Your points no longer cover this', 'points');
        }
        if (owner && priced.cartIds.length > 0) await cart.removeOrderedLines(trx, owner, priced.cartIds);
        if (accessToken) {
          await repo.insertAccessToken(
            trx,
            id,
            sha256(accessToken),
            new Date(now.getTime() + ORDER_LIMITS.accessTokenMs).toISOString(),
          );
        }
        return id;
      });
    } catch (error) {
      // Two submissions with one idempotency key: the second answers the first's order.
      if (input.requestKey && !(error instanceof AppError)) {
        const existing = await repo.findOrderByRequestKey(db, ctx.merchant.number, input.requestKey);
        if (existing) return replayOf(existing, memberId);
      }
      throw error;
    }
    if (memberId !== null && priced.cartIds.length > 0) await cart.publishCount(ctx, memberId);
    const order = (await repo.findOrderById(db, orderId)) as repo.OrderRecord;
    await notify(order, 'created', { value: order.total, currency: order.currency }, ctx);
    return { order: await detailOf(order), accessToken };
  }

  /** The order a repeated idempotency key made, to its maker (a visitor gets a fresh token). */
  async function replayOf(order: repo.OrderRecord, memberId: number | null): Promise<OrderWithAccess> {
    if (order.memberId !== memberId) {
      throw new AppError('conflict', 'This requestKey was already used for another order', 'requestKey');
    }
    let accessToken: string | null = null;
    if (memberId === null) {
      accessToken = newToken();
      await repo.insertAccessToken(
        db,
        order.id,
        sha256(accessToken),
        new Date(Date.now() + ORDER_LIMITS.accessTokenMs).toISOString(),
      );
    }
    return { order: await detailOf(order), accessToken };
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

  // ── Reading ─────────────────────────────────────────────────────────────────────────────────

  /**
   * The order of a code that the asker may see: the member who made it, or a visitor with its
   * token. Anything else — another member's, another shop's, no such code — is 3004 alike. An
   * unpaid order past its window expires here (the check on read) before it is answered.
   */
  async function accessibleOrder(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<repo.OrderRecord> {
    if (!orderCodeSchema.safeParse(ocode).success) {
      throw new AppError('malformedId', `"${ocode}" is not an order code`, 'ocode');
    }
    const order = await repo.findOrderByCode(db, ctx.merchant.number, ocode);
    const notFound = () => new AppError('notFound', `No order ${ocode} for you in this shop`);
    if (!order) throw notFound();
    const mine = access.member !== null && order.memberId === access.member.id;
    const byToken =
      !mine &&
      access.orderToken !== undefined &&
      (await repo.hasAccessToken(db, order.id, sha256(access.orderToken), new Date().toISOString()));
    if (!mine && !byToken) throw notFound();
    return refreshed(order);
  }

  /** Expires an unpaid order past its window (the check on read); answers the current order. */
  async function refreshed(order: repo.OrderRecord): Promise<repo.OrderRecord> {
    if (order.status !== 'pending_payment' || order.expiresAt > new Date().toISOString()) return order;
    await closeOrder(order.id, 'pending_payment', 'expired', 'Unpaid after 30 minutes');
    return (await repo.findOrderById(db, order.id)) as repo.OrderRecord;
  }

  async function getOrder(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<OrderDetail> {
    return detailOf(await accessibleOrder(ctx, access, ocode));
  }

  async function listOrders(
    ctx: RequestContext,
    member: AuthenticatedMember,
    request: OrderPageRequest,
  ): Promise<OrderPage> {
    const owner = { merchantNumber: ctx.merchant.number, memberId: member.id };
    for (const id of await repo.findDueOrderIds(db, new Date().toISOString(), SWEEP_BATCH, owner)) {
      await closeOrder(id, 'pending_payment', 'expired', 'Unpaid after 30 minutes');
    }
    const page = await repo.findOrderPage(db, owner, {
      statuses: request.statuses,
      offset: (request.pageIndex - 1) * request.pageSize,
      limit: request.pageSize,
    });
    const items = await repo.findItems(
      db,
      page.list.map((o) => o.id),
    );
    return {
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      total: page.total,
      list: page.list.map((o) => summaryOf(o, items.get(o.id) ?? [])),
    };
  }

  async function detailOf(order: repo.OrderRecord): Promise<OrderDetail> {
    const [items, events, supplements] = await Promise.all([
      repo.findItems(db, [order.id]),
      repo.findEvents(db, order.id),
      repo.findSupplements(db, order.id),
    ]);
    const lineItems = items.get(order.id) ?? [];
    const today = new Date().toISOString().slice(0, 10);
    const pending = order.status === 'pending_payment' && order.expiresAt > new Date().toISOString();
    const active = ACTIVE.includes(order.status);
    return {
      ...summaryOf(order, lineItems),
      subtotal: order.subtotal,
      couponDiscount: order.couponDiscount,
      couponTitle: order.couponTitle,
      pointsUsed: order.pointsUsed,
      pointsDiscount: order.pointsDiscount,
      pointsToEarn: order.pointsToEarn,
      pointsEarned: order.pointsEarned,
      paidAmount:
        (order.paidAt ? order.total : 0) +
        supplements.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amount, 0),
      contact: order.contact,
      travellers: order.travellers as OrderDetail['travellers'],
      remark: order.remark,
      guest: order.memberId === null,
      supplements: supplements.map((s) => ({
        payid: s.payid,
        amount: s.amount,
        currency: s.currency,
        reason: s.reason,
        status: s.status,
        createdAt: s.createdAt,
        paidAt: s.paidAt,
      })),
      history: events,
      actions: {
        pay: pending,
        cancel: pending,
        refund: active && today < order.firstTravelDate,
        changeDate: active && lineItems.some((i) => dateChangeProblem(i, today) === null),
      },
      paidAt: order.paidAt,
    };
  }

  // ── Moves ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Closes an order (cancelled, expired or refunded) from the status it was read in: in one
   * transaction its holds, coupon and points go back and its pending supplements and payments
   * close. Answers false (and changes nothing) when another request moved it first.
   */
  async function closeOrder(
    orderId: number,
    from: OrderStatus,
    to: 'cancelled' | 'expired' | 'refunded',
    note: string,
  ): Promise<boolean> {
    const at = new Date().toISOString();
    const closed = await db.transaction().execute(async (trx) => {
      if (!(await repo.moveOrder(trx, orderId, from, to, { at, closedAt: at }))) return null;
      const order = (await repo.findOrderById(trx, orderId)) as repo.OrderRecord;
      const items = (await repo.findItems(trx, [orderId])).get(orderId) ?? [];
      await lines.releaseHolds(
        trx,
        order.merchantNumber,
        items.flatMap((i) => lines.holdsOfItem(i, order.memberId)),
      );
      if (order.memberId !== null) {
        const owner = { merchantNumber: order.merchantNumber, memberId: order.memberId };
        if (order.memberCouponId !== null) await coupons.returnCoupon(trx, owner, order.memberCouponId, order.id);
        await points.returnPoints(trx, owner, order.pointsUsed, { orderId: order.id, ocode: order.ocode });
      }
      await repo.cancelPendingSupplements(trx, orderId);
      await payments.closePendingPayments(trx, orderId, 'order');
      await payments.closePendingPayments(trx, orderId, 'supplement');
      if (to === 'refunded') await repo.refundPaidSupplements(trx, orderId);
      await repo.insertEvent(trx, orderId, { from, to, note, at });
      return order;
    });
    if (!closed) return false;
    if (to === 'refunded') {
      for (const payment of await payments.listOrderPayments(db, orderId)) {
        if (payment.status === 'succeeded') await refundQuietly(payment);
      }
    }
    await notify(closed, to, to === 'refunded' ? { value: closed.total, currency: closed.currency } : undefined);
    return true;
  }

  /** The member or visitor cancels an unpaid order. */
  async function cancelOrder(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<OrderDetail> {
    const order = await accessibleOrder(ctx, access, ocode);
    if (order.status === 'expired') throw new AppError('orderExpired', 'This order expired unpaid; nothing to cancel');
    if (
      order.status !== 'pending_payment' ||
      !(await closeOrder(order.id, 'pending_payment', 'cancelled', 'By the customer'))
    ) {
      throw new AppError('orderState', 'Only an unpaid order can be cancelled; ask for a refund instead');
    }
    return detailOf((await repo.findOrderById(db, order.id)) as repo.OrderRecord);
  }

  /** The member or visitor asks for a refund of a paid order before its travel date. */
  async function requestRefund(ctx: RequestContext, access: OrderAccess, ocode: string, reason: string) {
    const order = await accessibleOrder(ctx, access, ocode);
    const today = new Date().toISOString().slice(0, 10);
    if (!ACTIVE.includes(order.status)) {
      throw new AppError('orderState', `An order that is ${order.status.replace(/_/g, ' ')} cannot be refunded`);
    }
    if (today >= order.firstTravelDate) {
      throw new AppError('orderState', 'A refund must be asked for before the travel date');
    }
    const at = new Date().toISOString();
    const moved = await db.transaction().execute(async (trx) => {
      if (
        !(await repo.moveOrder(trx, order.id, order.status, 'refund_requested', {
          at,
          statusBeforeRefund: order.status,
        }))
      ) {
        return false;
      }
      await repo.insertEvent(trx, order.id, { from: order.status, to: 'refund_requested', note: reason, at });
      return true;
    });
    if (!moved) throw new AppError('orderState', 'The order changed meanwhile; reload it');
    const updated = (await repo.findOrderById(db, order.id)) as repo.OrderRecord;
    await notify(updated, 'refundRequested');
    return detailOf(updated);
  }

  /**
   * Moves one line to another date: once per line, at least 21 days before its travel date
   * (spec §1 terms), to a date with stock; the new date's stock is taken and the old one's given
   * back in one transaction. A dearer date adds a supplementary payment for the difference.
   */
  async function changeDate(ctx: RequestContext, access: OrderAccess, ocode: string, input: ChangeDateRequest) {
    const order = await accessibleOrder(ctx, access, ocode);
    if (!ACTIVE.includes(order.status)) {
      throw new AppError('dateChangeRefused', 'Only a paid order that is not closed can change its date');
    }
    const items = (await repo.findItems(db, [order.id])).get(order.id) ?? [];
    const item = items.find((i) => i.id === input.itemId);
    if (!item) throw new AppError('notFound', 'No such line in this order', 'itemId');
    const today = new Date().toISOString().slice(0, 10);
    const problem = dateChangeProblem(item, today);
    if (problem) throw new AppError('dateChangeRefused', problem, 'itemId');
    if (input.date === item.date) throw new AppError('validationFailed', 'Pick a different date', 'date');
    const quantity = Object.values(item.quantities).reduce((a, b) => a + b, 0);
    const orderCtx = contextOf(ctx, order);
    const [priced] = await deps.catalog.priceProductLines(orderCtx, [
      { packageId: item.packageId as number, date: input.date, quantities: item.quantities },
    ]);
    if (!priced || priced.problem) throw priced?.problem ?? new AppError('itemUnavailable', 'Not sold on that date');
    // A flash-sale line keeps its sale price; a regular line pays a dearer date's difference.
    const difference = item.kind === 'product' ? priced.amount - item.amount : 0;
    const at = new Date().toISOString();
    const payid = difference > 0 ? `S${newPublicCode(15)}` : null;
    await db.transaction().execute(async (trx) => {
      // The order row first (as every move locks it), and only while its status is unchanged.
      if (!(await repo.moveOrder(trx, order.id, order.status, order.status, { at }))) {
        throw new AppError('orderState', 'The order changed meanwhile; reload it');
      }
      if (!(await repo.changeItemDate(trx, order.id, item.id, { from: item.date, to: input.date }))) {
        throw new AppError('dateChangeRefused', 'The date of this line was already changed');
      }
      await lines.takeHolds(trx, order.merchantNumber, [
        { kind: 'calendar', packageId: item.packageId as number, date: input.date, quantity },
      ]);
      await lines.releaseHolds(trx, order.merchantNumber, [
        { kind: 'calendar', packageId: item.packageId as number, date: item.date, quantity },
      ]);
      const dates = items
        .map((i) => (i.id === item.id ? { ...i, date: input.date } : i))
        .flatMap((i) => [i.date, i.endDate || i.date])
        .sort();
      await repo.updateTravelDates(trx, order.id, dates[0] as string, dates[dates.length - 1] as string, at);
      if (payid) {
        await repo.insertSupplement(trx, {
          orderId: order.id,
          payid,
          amount: difference,
          currency: order.currency,
          reason: `Date change ${item.date} → ${input.date}`,
          at,
        });
      }
      await repo.insertEvent(trx, order.id, {
        from: order.status,
        to: order.status,
        note: `Date changed from ${item.date} to ${input.date}`,
        at,
      });
    });
    const updated = (await repo.findOrderById(db, order.id)) as repo.OrderRecord;
    await notify(updated, 'dateChanged', payid ? { value: difference, currency: order.currency } : undefined);
    return detailOf(updated);
  }

  // ── Merchant side (outside production only: no merchant console exists yet) ────────────────

  async function merchantOrder(ctx: RequestContext, ocode: string) {
    if (!orderCodeSchema.safeParse(ocode).success)
      throw new AppError('malformedId', `"${ocode}" is not an order code`, 'ocode');
    const order = await repo.findOrderByCode(db, ctx.merchant.number, ocode);
    if (!order) throw new AppError('notFound', `No order ${ocode} in this shop`);
    return refreshed(order);
  }

  /** The supplier confirms a paid order that needed confirmation. */
  async function confirmOrder(ctx: RequestContext, ocode: string): Promise<OrderDetail> {
    const order = await merchantOrder(ctx, ocode);
    const at = new Date().toISOString();
    const moved =
      order.status === 'awaiting_confirmation' &&
      (await db.transaction().execute(async (trx) => {
        if (!(await repo.moveOrder(trx, order.id, 'awaiting_confirmation', 'confirmed', { at }))) return false;
        await repo.insertEvent(trx, order.id, {
          from: 'awaiting_confirmation',
          to: 'confirmed',
          note: 'By the supplier',
          at,
        });
        return true;
      }));
    if (!moved) throw new AppError('orderState', 'Only an order awaiting confirmation can be confirmed');
    const updated = (await repo.findOrderById(db, order.id)) as repo.OrderRecord;
    await notify(updated, 'confirmed');
    return detailOf(updated);
  }

  /** The merchant approves (refunded: everything goes back, payments are refunded) or refuses a refund request. */
  async function decideRefund(ctx: RequestContext, ocode: string, approve: boolean): Promise<OrderDetail> {
    const order = await merchantOrder(ctx, ocode);
    if (order.status !== 'refund_requested') throw new AppError('orderState', 'This order has no refund request');
    if (approve) {
      if (!(await closeOrder(order.id, 'refund_requested', 'refunded', 'Refund approved'))) {
        throw new AppError('orderState', 'The order changed meanwhile; reload it');
      }
    } else {
      const back = order.statusBeforeRefund ?? 'confirmed';
      const at = new Date().toISOString();
      const moved = await db.transaction().execute(async (trx) => {
        if (!(await repo.moveOrder(trx, order.id, 'refund_requested', back, { at, statusBeforeRefund: null })))
          return false;
        await repo.insertEvent(trx, order.id, { from: 'refund_requested', to: back, note: 'Refund refused', at });
        return true;
      });
      if (!moved) throw new AppError('orderState', 'The order changed meanwhile; reload it');
    }
    return detailOf((await repo.findOrderById(db, order.id)) as repo.OrderRecord);
  }

  /** The merchant asks for an extra charge on a paid order (paid through `createPayment` with its payid). */
  async function addSupplement(ctx: RequestContext, ocode: string, input: { amount: number; reason: string }) {
    const order = await merchantOrder(ctx, ocode);
    if (!ACTIVE.includes(order.status)) {
      throw new AppError('orderState', 'Supplementary payments are for paid orders that are not closed');
    }
    const payid = `S${newPublicCode(15)}`;
    await repo.insertSupplement(db, {
      orderId: order.id,
      payid,
      amount: input.amount,
      currency: order.currency,
      reason: input.reason,
      at: new Date().toISOString(),
    });
    await notify(order, 'supplementRequested', { value: input.amount, currency: order.currency });
    return { payid, order: await detailOf(order) };
  }

  // ── Payments ────────────────────────────────────────────────────────────────────────────────

  /** Opens a checkout for an unpaid order, or for one of its pending supplementary payments (`payid`). */
  async function createPayment(
    ctx: RequestContext,
    access: OrderAccess,
    ocode: string,
    input: CreatePaymentRequest,
  ): Promise<PaymentCheckout> {
    const order = await accessibleOrder(ctx, access, ocode);
    const description = `${ctx.merchant.title} · ${order.ocode}`;
    if (input.payid) {
      const supplement = (await repo.findSupplements(db, order.id)).find((s) => s.payid === input.payid);
      if (!supplement) throw new AppError('notFound', `No supplementary payment ${input.payid} on this order`, 'payid');
      if (supplement.status !== 'pending')
        throw new AppError('orderState', `This supplementary payment is ${supplement.status}`);
      return payments.startCheckout(ctx, {
        orderId: order.id,
        supplementId: supplement.id,
        kind: 'supplement',
        amount: supplement.amount,
        currency: supplement.currency,
        description: `${description} · ${supplement.reason}`,
        provider: input.provider,
        expiresAt: new Date(Date.now() + ORDER_LIMITS.paymentWindowMs).toISOString(),
      });
    }
    if (order.status === 'expired') throw new AppError('orderExpired', 'This order expired unpaid; order again');
    if (order.status !== 'pending_payment')
      throw new AppError('orderState', `This order is ${order.status.replace(/_/g, ' ')}`);
    return payments.startCheckout(ctx, {
      orderId: order.id,
      supplementId: null,
      kind: 'order',
      amount: order.total,
      currency: order.currency,
      description,
      provider: input.provider,
      expiresAt: order.expiresAt,
    });
  }

  /**
   * A provider's notification: verified (4105), matched to its payment (3004), its amount and
   * currency checked (4104), recorded once (a replay changes nothing). A success pays the order
   * (confirmed at once for instant-confirmation products, else awaiting confirmation) or the
   * supplement; a success for an order that can no longer take it (expired, cancelled, paid by
   * another payment) is refunded.
   */
  async function settleNotification(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ result: 'paid' | 'cancelled' | 'duplicate' | 'refunded' }> {
    const n = payments.readNotification(providerName, rawBody, headers);
    const payment = await payments.findPayment(db, n.merchantTradeNumber);
    if (!payment || payment.provider !== providerName) {
      throw new AppError('notFound', `No payment ${n.merchantTradeNumber}`);
    }
    const body = rawBody.toString('utf8');
    if (n.amount !== payment.amount || n.currency !== payment.currency) {
      await payments.recordNotification(db, providerName, n, body, 'mismatch');
      throw new AppError(
        'paymentMismatch',
        `Expected ${payment.amount} ${payment.currency}, the notification says ${n.amount} ${n.currency}`,
      );
    }
    const at = new Date().toISOString();
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await payments.recordNotification(trx, providerName, n, body, n.status)))
        return { result: 'duplicate' as const };
      if (n.status === 'cancelled') {
        await payments.markCancelled(trx, payment);
        return { result: 'cancelled' as const };
      }
      // Rows are locked in the order closing an order locks them (order or supplement, then
      // payment), so a notification racing an expiry or a refund never deadlocks with it.
      const taken =
        payment.kind === 'supplement'
          ? await repo.moveSupplement(trx, payment.supplementId as number, 'pending', 'paid', at)
          : await repo.moveOrder(trx, payment.orderId, 'pending_payment', 'paid', { at, paidAt: at });
      const collected =
        (await payments.markSucceeded(trx, payment, n.providerTradeNo)) ||
        (await payments.markLateSucceeded(trx, payment, n.providerTradeNo));
      if (!collected) {
        // Already collected under another notification id: nothing changes.
        if (taken) throw new Error(`payment ${payment.merchantTradeNumber} collected twice`);
        return { result: 'duplicate' as const };
      }
      if (!taken) return { result: 'refunded' as const };
      if (payment.kind === 'supplement') return { result: 'paid' as const, event: 'supplementPaid' as const };
      const order = (await repo.findOrderById(trx, payment.orderId)) as repo.OrderRecord;
      const next: OrderStatus = order.instant ? 'confirmed' : 'awaiting_confirmation';
      await repo.insertEvent(trx, order.id, {
        from: 'pending_payment',
        to: 'paid',
        note: payment.merchantTradeNumber,
        at,
      });
      await repo.moveOrder(trx, order.id, 'paid', next, { at });
      await repo.insertEvent(trx, order.id, {
        from: 'paid',
        to: next,
        note: order.instant ? 'Instant confirmation' : '',
        at,
      });
      await payments.closePendingPayments(trx, order.id, 'order');
      return {
        result: 'paid' as const,
        event: next === 'confirmed' ? ('confirmed' as const) : ('awaitingConfirmation' as const),
      };
    });
    if (outcome.result === 'refunded') {
      const fresh = await payments.findPayment(db, payment.merchantTradeNumber);
      if (fresh) await refundQuietly(fresh);
    }
    if ('event' in outcome && outcome.event) {
      const order = (await repo.findOrderById(db, payment.orderId)) as repo.OrderRecord;
      await notify(order, outcome.event, { value: payment.amount, currency: payment.currency });
    }
    return { result: outcome.result };
  }

  /** The return page's poll: the payment and its order, for whoever holds the return token. */
  async function paymentStatus(
    ctx: RequestContext,
    merchantTradeNumber: string,
    token: string,
  ): Promise<PaymentStatusView> {
    const payment = await payments.findPayment(db, merchantTradeNumber);
    if (!payment || payment.merchantNumber !== ctx.merchant.number || !payments.hasReturnToken(payment, token)) {
      throw new AppError('notFound', `No payment ${merchantTradeNumber} for this link`);
    }
    const order = await refreshed((await repo.findOrderById(db, payment.orderId)) as repo.OrderRecord);
    const supplement =
      payment.supplementId === null ? undefined : await repo.findSupplementById(db, payment.supplementId);
    return {
      merchantTradeNumber,
      kind: payment.kind,
      status: payment.status,
      ocode: order.ocode,
      payid: supplement?.payid ?? null,
      orderStatus: order.status,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
    };
  }

  async function refundQuietly(payment: PaymentRecord) {
    try {
      await payments.refundPayment(payment);
    } catch (error) {
      deps.log.error({ err: error, payment: payment.merchantTradeNumber }, 'refund failed; left succeeded for a retry');
    }
  }

  // ── Visitors ────────────────────────────────────────────────────────────────────────────────

  /**
   * Sends a lookup code to the order's contact email. The answer is the same whether or not the
   * code and email match an order, so the call does not reveal orders.
   */
  async function sendVisitorCode(ctx: RequestContext, input: { ocode: string; email: string }, ip: string) {
    if (!orderCodeSchema.safeParse(input.ocode).success) return;
    const order = await repo.findOrderByCode(db, ctx.merchant.number, input.ocode);
    if (!order || order.contactEmail !== input.email) return;
    await deps.identity.sendCode(ctx, { kind: 'email', email: input.email }, CODE_PURPOSES.orderLookup, ip);
  }

  /** Order code, contact email and the emailed code: the order and a visitor token for it. */
  async function queryVisitorOrder(ctx: RequestContext, input: VisitorQueryRequest): Promise<OrderWithAccess> {
    const order = orderCodeSchema.safeParse(input.ocode).success
      ? await repo.findOrderByCode(db, ctx.merchant.number, input.ocode)
      : undefined;
    if (!order || order.contactEmail !== input.email) {
      throw new AppError('codeExpired', 'No valid verification code for this order and email; request one', 'code');
    }
    const contact = { kind: 'email' as const, email: input.email };
    const codeId = await deps.identity.checkCode(ctx, contact, CODE_PURPOSES.orderLookup, input.code);
    const accessToken = newToken();
    await db.transaction().execute(async (trx) => {
      await deps.identity.spendCode(trx, codeId);
      await repo.insertAccessToken(
        trx,
        order.id,
        sha256(accessToken),
        new Date(Date.now() + ORDER_LIMITS.accessTokenMs).toISOString(),
      );
    });
    return { order: await detailOf(await refreshed(order)), accessToken };
  }

  // ── Sweeps (every process runs them; conditional moves make them safe together) ────────────

  /** Expires unpaid orders past their window and completes confirmed orders whose travel has ended. */
  async function sweep(now: Date = new Date()): Promise<{ expired: number; completed: number }> {
    let expired = 0;
    for (const id of await repo.findDueOrderIds(db, now.toISOString(), SWEEP_BATCH)) {
      if (await closeOrder(id, 'pending_payment', 'expired', 'Unpaid after 30 minutes')) expired++;
    }
    let completed = 0;
    // Every destination is ahead of UTC: a trip whose last day is before today in UTC is over.
    for (const id of await repo.findFinishedOrderIds(db, now.toISOString().slice(0, 10), SWEEP_BATCH)) {
      if (await completeOrder(id)) completed++;
    }
    return { expired, completed };
  }

  /** confirmed → completed, crediting the points the order earns (doubled on 2X Points products). */
  async function completeOrder(orderId: number): Promise<boolean> {
    const at = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      const order = await repo.findOrderById(trx, orderId);
      if (!order) return false;
      if (!(await repo.moveOrder(trx, orderId, 'confirmed', 'completed', { at, pointsEarned: order.pointsToEarn }))) {
        return false;
      }
      if (order.memberId !== null) {
        const owner = { merchantNumber: order.merchantNumber, memberId: order.memberId };
        await points.earnPoints(trx, owner, order.pointsToEarn, { orderId, ocode: order.ocode });
      }
      await repo.insertEvent(trx, orderId, { from: 'confirmed', to: 'completed', note: 'Travel ended', at });
      return true;
    });
  }

  // ── Mail ────────────────────────────────────────────────────────────────────────────────────

  /** Order and payment emails to the contact, after the change committed; a mail fault is logged, not failed. */
  async function notify(
    order: repo.OrderRecord,
    event: OrderMailEvent,
    amount?: { value: number; currency: string },
    ctx?: RequestContext,
  ) {
    try {
      const segments = `/${order.merchantNumber}/${order.language.toLowerCase()}/${order.currency.toLowerCase()}`;
      const link = order.memberId === null ? `${segments}/visitor-order` : `${segments}/orderdetails/${order.ocode}`;
      const message = orderMail(event, {
        language: order.language,
        shop: ctx?.merchant.title ?? order.merchantNumber,
        ocode: order.ocode,
        amount,
        link,
      });
      await deps.mailer.send({ to: order.contactEmail, subject: message.subject, text: message.text });
    } catch (error) {
      deps.log.error({ err: error, ocode: order.ocode, event }, 'order mail failed');
    }
  }

  return {
    quoteOrder,
    createOrder,
    getOrder,
    listOrders,
    cancelOrder,
    requestRefund,
    changeDate,
    confirmOrder,
    decideRefund,
    addSupplement,
    createPayment,
    settleNotification,
    paymentStatus,
    sendVisitorCode,
    queryVisitorOrder,
    sweep,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Why a line's date cannot change, or null: products and flash-sale lines, once, ≥ 21 days ahead. */
function dateChangeProblem(item: repo.ItemRecord, today: string): string | null {
  if (item.kind === 'hotel') return 'A hotel stay cannot change its dates; cancel through a refund and book again';
  if (item.originalDate !== '') return 'The date of this line was already changed once';
  if (addDays(today, ORDER_LIMITS.dateChangeMinDays) > item.date) {
    return `Dates can change up to ${ORDER_LIMITS.dateChangeMinDays} days before travel`;
  }
  return null;
}

/** The request context in the order's currency (a date change prices in what was paid). */
function contextOf(ctx: RequestContext, order: repo.OrderRecord): RequestContext {
  return { ...ctx, currency: order.currency as RequestContext['currency'] };
}

function lineView(item: repo.ItemRecord): OrderLine {
  return {
    id: item.id,
    kind: item.kind,
    productCode: item.productCode,
    gcode: item.gcode,
    hotelId: item.hotelId,
    title: item.title,
    packageTitle: item.packageTitle,
    image: item.image,
    date: item.date,
    endDate: item.endDate,
    originalDate: item.originalDate,
    quantities: item.quantities,
    rooms: item.rooms,
    unitPrices: item.unitPrices,
    amount: item.amount,
    instantConfirmation: item.instant,
    doublePoints: item.double,
  };
}

function summaryOf(order: repo.OrderRecord, items: readonly repo.ItemRecord[]): OrderSummary {
  return {
    ocode: order.ocode,
    status: order.status,
    currency: order.currency,
    total: order.total,
    items: items.map(lineView),
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
  };
}
