import { orderCodeSchema, type OrderDetail } from '@storefront/contracts';
import { newPublicCode } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { OrderClosing } from './order-closing.js';
import type { OrderMail } from './order-mail.js';
import type { OrderReading } from './order-reading.js';
import { ACTIVE_STATUSES } from './order-rules.js';
import * as repo from './repo.js';
import { insertSupplement } from './supplement-repo.js';

/**
 * What the merchant does to an order: confirm it, decide a refund, ask for a supplement. Outside
 * production only, until a merchant console with staff accounts exists (docs/decisions.md,
 * "Order state machine", merchant side).
 */
export function createMerchantActions(deps: {
  db: Db;
  reading: Pick<OrderReading, 'refreshed' | 'currentOrder' | 'detailOf'>;
  closing: Pick<OrderClosing, 'closeOrder'>;
  mail: OrderMail;
}) {
  const { db, reading } = deps;

  async function merchantOrder(ctx: RequestContext, ocode: string) {
    if (!orderCodeSchema.safeParse(ocode).success)
      throw new AppError('malformedId', `"${ocode}" is not an order code`, 'ocode');
    const order = await repo.findOrderByCode(db, ctx.merchant.number, ocode);
    if (!order) throw new AppError('notFound', `No order ${ocode} in this shop`);
    return reading.refreshed(order);
  }

  /** The supplier confirms a paid order that needed confirmation. */
  async function confirmOrder(ctx: RequestContext, ocode: string): Promise<OrderDetail> {
    const order = await merchantOrder(ctx, ocode);
    const at = new Date().toISOString();
    const moved =
      order.status === 'awaiting_confirmation' &&
      (await db.transaction().execute(async (trx) => {
        if (!(await repo.moveOrder(trx, order.merchantNumber, order.id, 'awaiting_confirmation', 'confirmed', { at })))
          return false;
        await repo.insertEvent(trx, order.merchantNumber, order.id, {
          from: 'awaiting_confirmation',
          to: 'confirmed',
          note: 'By the supplier',
          at,
        });
        return true;
      }));
    if (!moved) throw new AppError('orderState', 'Only an order awaiting confirmation can be confirmed');
    const updated = await reading.currentOrder(order);
    await deps.mail.notify(updated, 'confirmed');
    return reading.detailOf(updated);
  }

  /** The merchant approves (refunded: everything goes back, payments are refunded) or refuses a refund request. */
  async function decideRefund(ctx: RequestContext, ocode: string, approve: boolean): Promise<OrderDetail> {
    const order = await merchantOrder(ctx, ocode);
    if (order.status !== 'refund_requested') throw new AppError('orderState', 'This order has no refund request');
    if (approve) {
      if (!(await deps.closing.closeOrder(order, 'refund_requested', 'refunded', 'Refund approved'))) {
        throw new AppError('orderState', 'The order changed meanwhile; reload it');
      }
    } else {
      const back = order.statusBeforeRefund ?? 'confirmed';
      const at = new Date().toISOString();
      const moved = await db.transaction().execute(async (trx) => {
        if (
          !(await repo.moveOrder(trx, order.merchantNumber, order.id, 'refund_requested', back, {
            at,
            statusBeforeRefund: null,
          }))
        )
          return false;
        await repo.insertEvent(trx, order.merchantNumber, order.id, {
          from: 'refund_requested',
          to: back,
          note: 'Refund refused',
          at,
        });
        return true;
      });
      if (!moved) throw new AppError('orderState', 'The order changed meanwhile; reload it');
    }
    return reading.detailOf(await reading.currentOrder(order));
  }

  /** The merchant asks for an extra charge on a paid order (paid through `createPayment` with its payid). */
  async function addSupplement(ctx: RequestContext, ocode: string, input: { amount: number; reason: string }) {
    const order = await merchantOrder(ctx, ocode);
    if (!ACTIVE_STATUSES.includes(order.status)) {
      throw new AppError('orderState', 'Supplementary payments are for paid orders that are not closed');
    }
    const payid = `S${newPublicCode(15)}`;
    await insertSupplement(db, order.merchantNumber, {
      orderId: order.id,
      payid,
      amount: input.amount,
      currency: order.currency,
      reason: input.reason,
      at: new Date().toISOString(),
    });
    await deps.mail.notify(order, 'supplementRequested', { value: input.amount, currency: order.currency });
    return { payid, order: await reading.detailOf(order) };
  }

  return { confirmOrder, decideRefund, addSupplement };
}
