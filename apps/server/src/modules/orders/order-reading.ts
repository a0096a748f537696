import { orderCodeSchema, type OrderDetail, type OrderPage, type OrderPageRequest } from '@storefront/contracts';
import type { OrderAccess } from '../../platform/auth/order-access.js';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import { sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { hasAccessToken } from './access-token-repo.js';
import { findItems } from './item-repo.js';
import type { LineResolver } from './lines.js';
import type { OrderClosing } from './order-closing.js';
import { ACTIVE_STATUSES, EXPIRED_NOTE, SWEEP_BATCH, dateChangeRefusal, utcToday } from './order-rules.js';
import { summaryOf } from './order-views.js';
import * as repo from './repo.js';
import { findSupplements } from './supplement-repo.js';

/** Orders as their customers see them; an unpaid order past its window expires on read. */
export function createOrderReading(deps: {
  db: Db;
  closing: Pick<OrderClosing, 'closeOrder'>;
  lines: Pick<LineResolver, 'nonRefundableLines'>;
}) {
  const { db, closing, lines } = deps;

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
      (await hasAccessToken(db, order.merchantNumber, order.id, sha256(access.orderToken), new Date().toISOString()));
    if (!mine && !byToken) throw notFound();
    return refreshed(order);
  }

  /** Expires an unpaid order past its window (the check on read); answers the current order. */
  async function refreshed(order: repo.OrderRecord): Promise<repo.OrderRecord> {
    if (order.status !== 'pending_payment' || order.expiresAt > new Date().toISOString()) return order;
    await closing.closeOrder(order, 'pending_payment', 'expired', EXPIRED_NOTE);
    return currentOrder(order);
  }

  /** The order as it is now (after a change made to it). */
  async function currentOrder(order: repo.OrderRef): Promise<repo.OrderRecord> {
    return (await repo.findOrderById(db, order.merchantNumber, order.id)) as repo.OrderRecord;
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
    for (const id of await repo.findDueOrderIdsOfMember(db, owner, new Date().toISOString(), SWEEP_BATCH)) {
      await closing.closeOrder(
        { id, merchantNumber: owner.merchantNumber },
        'pending_payment',
        'expired',
        EXPIRED_NOTE,
      );
    }
    const page = await repo.findOrderPage(db, owner, {
      statuses: request.statuses,
      placed: { from: request.placedFrom, to: request.placedTo },
      offset: (request.pageIndex - 1) * request.pageSize,
      limit: request.pageSize,
    });
    const items = await findItems(
      db,
      owner.merchantNumber,
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
      findItems(db, order.merchantNumber, [order.id]),
      repo.findEvents(db, order.merchantNumber, order.id),
      findSupplements(db, order.merchantNumber, order.id),
    ]);
    const lineItems = items.get(order.id) ?? [];
    const today = utcToday();
    const pending = order.status === 'pending_payment' && order.expiresAt > new Date().toISOString();
    const active = ACTIVE_STATUSES.includes(order.status);
    // A refund is offered only where it would be taken: not on a line sold non-refundable (4142).
    const refundable =
      active &&
      today < order.firstTravelDate &&
      (await lines.nonRefundableLines({ merchant: { number: order.merchantNumber } }, lineItems)).length === 0;
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
        supplements.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amount, 0) -
        order.refundedAmount,
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
        refund: refundable,
        changeDate: active && lineItems.some((i) => dateChangeRefusal(i, today) === null),
      },
      paidAt: order.paidAt,
    };
  }

  return { accessibleOrder, refreshed, currentOrder, getOrder, listOrders, detailOf };
}

export type OrderReading = ReturnType<typeof createOrderReading>;
