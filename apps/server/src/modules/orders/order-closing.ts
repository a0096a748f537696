import type { OrderStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { CouponService } from '../coupons/service.js';
import type { PaymentLedger } from '../payments/service.js';
import type { PointsService } from '../points/service.js';
import { findItems } from './item-repo.js';
import type { LineResolver } from './lines.js';
import type { OrderMail } from './order-mail.js';
import * as repo from './repo.js';
import { cancelPendingSupplements, refundPaidSupplements } from './supplement-repo.js';

/** How an order closes: cancelled by its customer, expired unpaid, or refunded by the merchant. */
export function createOrderClosing(deps: {
  db: Db;
  lines: Pick<LineResolver, 'releaseHolds' | 'holdsOfItem'>;
  coupons: Pick<CouponService, 'returnCoupon'>;
  points: Pick<PointsService, 'returnPoints'>;
  payments: Pick<PaymentLedger, 'closePendingPayments' | 'refundCollectedPayments'>;
  mail: OrderMail;
}) {
  const { db, lines, coupons, points, payments } = deps;

  /**
   * Closes an order from the status it was read in: in one transaction its holds, coupon and
   * points go back and its pending supplements and payments close; a refund then gives every
   * collected payment back. Answers false (and changes nothing) when another request moved it first.
   */
  async function closeOrder(
    { id: orderId, merchantNumber }: repo.OrderRef,
    from: OrderStatus,
    to: 'cancelled' | 'expired' | 'refunded',
    note: string,
  ): Promise<boolean> {
    const at = new Date().toISOString();
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
      return order;
    });
    if (!closed) return false;
    if (to === 'refunded') await payments.refundCollectedPayments(merchantNumber, orderId);
    await deps.mail.notify(
      closed,
      to,
      to === 'refunded' ? { value: closed.total, currency: closed.currency } : undefined,
    );
    return true;
  }

  return { closeOrder };
}

export type OrderClosing = ReturnType<typeof createOrderClosing>;
