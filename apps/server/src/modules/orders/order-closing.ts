import type { OrderStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { CouponService } from '../coupons/service.js';
import type { PaymentLedger } from '../payments/service.js';
import type { PointsService } from '../points/service.js';
import { findItems } from './item-repo.js';
import type { LineResolver } from './lines.js';
import type { OrderMail } from './order-mail.js';
import type { OrderMailEvent } from './messages.js';
import * as repo from './repo.js';
import { cancelPendingSupplements, refundPaidSupplements } from './supplement-repo.js';

/** What a close by the merchant adds: its audit row in the transaction, a refund of part, its own mail. */
export type CloseOptions = {
  /** Runs last inside the close's transaction (a thrown error rolls the close back). */
  inTransaction?: (trx: Db, order: repo.OrderRecord) => Promise<void>;
  /** Gives back only this much of what was collected (keyed by `reason`, once), not everything. */
  refundPart?: { amount: number; reason: string };
  mail?: { event: OrderMailEvent; amount?: { value: number; currency: string }; note?: string };
};

/** How an order closes: cancelled by its customer, expired unpaid, or refunded by the merchant. */
export function createOrderClosing(deps: {
  db: Db;
  lines: Pick<LineResolver, 'releaseHolds' | 'holdsOfItem'>;
  coupons: Pick<CouponService, 'returnCoupon'>;
  points: Pick<PointsService, 'returnPoints'>;
  payments: Pick<PaymentLedger, 'closePendingPayments' | 'refundCollectedPayments' | 'refundPartOfOrder'>;
  mail: OrderMail;
}) {
  const { db, lines, coupons, points, payments } = deps;

  /**
   * Closes an order from the status it was read in: in one transaction its holds, coupon and
   * points go back, its pending supplements and payments close, and a refund queues every
   * collected payment (or `refundPart` of them) to go back. Answers false (and changes nothing)
   * when another request moved it first.
   */
  async function closeOrder(
    { id: orderId, merchantNumber }: repo.OrderRef,
    from: OrderStatus,
    to: 'cancelled' | 'expired' | 'refunded',
    note: string,
    options: CloseOptions = {},
  ): Promise<boolean> {
    const at = new Date().toISOString();
    // The mail is composed first (it reads the merchant) and queued with the close.
    const before = await repo.findOrderById(db, merchantNumber, orderId);
    if (!before) return false;
    const queueMail = await deps.mail.prepare(
      before,
      options.mail?.event ?? to,
      options.mail?.amount ?? (to === 'refunded' ? { value: before.total, currency: before.currency } : undefined),
      options.mail?.note ? { note: options.mail.note } : {},
    );
    const closed = await db.transaction().execute(async (trx) => {
      if (!(await repo.moveOrder(trx, merchantNumber, orderId, from, to, { at, closedAt: at }))) return null;
      const order = (await repo.findOrderById(trx, merchantNumber, orderId)) as repo.OrderRecord;
      const items = (await findItems(trx, merchantNumber, [orderId])).get(orderId) ?? [];
      await lines.releaseHolds(
        trx,
        merchantNumber,
        items.flatMap((i) => lines.holdsOfItem(i, order.memberId)),
      );
      if (order.memberId !== null) {
        const owner = { merchantNumber, memberId: order.memberId };
        if (order.memberCouponId !== null) await coupons.returnCoupon(trx, owner, order.memberCouponId, order.id);
        await points.returnPoints(trx, owner, order.pointsUsed, { orderId: order.id, ocode: order.ocode });
      }
      await cancelPendingSupplements(trx, merchantNumber, orderId);
      await payments.closePendingPayments(trx, merchantNumber, orderId, 'order');
      await payments.closePendingPayments(trx, merchantNumber, orderId, 'supplement');
      if (to === 'refunded') await refundPaidSupplements(trx, merchantNumber, orderId);
      await repo.insertEvent(trx, merchantNumber, orderId, { from, to, note, at });
      if (to === 'refunded' && options.refundPart) {
        const { amount, reason } = options.refundPart;
        await payments.refundPartOfOrder(trx, merchantNumber, orderId, amount, reason);
      } else if (to === 'refunded') await payments.refundCollectedPayments(trx, merchantNumber, orderId);
      await options.inTransaction?.(trx, order);
      await queueMail(trx);
      return order;
    });
    return closed !== null;
  }

  return { closeOrder };
}

export type OrderClosing = ReturnType<typeof createOrderClosing>;
