import type { Db } from '../../platform/db/kysely.js';
import type { PointsService } from '../points/service.js';
import type { OrderClosing } from './order-closing.js';
import { EXPIRED_NOTE, SWEEP_BATCH, utcToday } from './order-rules.js';
import * as repo from './repo.js';

/**
 * Told of a member's order completing, inside the completion's transaction, so what it credits
 * (referral credit) stands or falls with the completion and is never given twice.
 */
export type OrderCompletedHook = (
  trx: Db,
  order: { merchantNumber: string; memberId: number; orderId: number; ocode: string },
) => Promise<void>;

/**
 * The sweeps every process runs on a timer, across every shop: the moves are conditional, so
 * processes sweeping together never apply one twice.
 */
export function createOrderSweeps(deps: {
  db: Db;
  points: Pick<PointsService, 'earnPoints'>;
  closing: Pick<OrderClosing, 'closeOrder'>;
  onCompleted?: OrderCompletedHook;
}) {
  const { db } = deps;

  /** Expires unpaid orders past their window and completes confirmed orders whose travel has ended. */
  async function sweep(now: Date = new Date()): Promise<{ expired: number; completed: number }> {
    let expired = 0;
    for (const order of await repo.findDueOrdersOfAllMerchants(db, now.toISOString(), SWEEP_BATCH)) {
      if (await deps.closing.closeOrder(order, 'pending_payment', 'expired', EXPIRED_NOTE)) expired++;
    }
    let completed = 0;
    for (const order of await repo.findFinishedOrdersOfAllMerchants(db, utcToday(now), SWEEP_BATCH)) {
      if (await completeOrder(order)) completed++;
    }
    return { expired, completed };
  }

  /** confirmed → completed, crediting the points the order earns (doubled on 2X Points products). */
  async function completeOrder({ id: orderId, merchantNumber }: repo.OrderRef): Promise<boolean> {
    const at = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      const order = await repo.findOrderById(trx, merchantNumber, orderId);
      if (!order) return false;
      const moved = await repo.moveOrder(trx, merchantNumber, orderId, 'confirmed', 'completed', {
        at,
        pointsEarned: order.pointsToEarn,
      });
      if (!moved) return false;
      if (order.memberId !== null) {
        const owner = { merchantNumber, memberId: order.memberId };
        await deps.points.earnPoints(trx, owner, order.pointsToEarn, { orderId, ocode: order.ocode });
        await deps.onCompleted?.(trx, { merchantNumber, memberId: order.memberId, orderId, ocode: order.ocode });
      }
      await repo.insertEvent(trx, merchantNumber, orderId, {
        from: 'confirmed',
        to: 'completed',
        note: 'Travel ended',
        at,
      });
      return true;
    });
  }

  return { sweep };
}
