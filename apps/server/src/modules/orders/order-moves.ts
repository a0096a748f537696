import {
  ORDER_LIMITS,
  earliestNewTravelDate,
  type ChangeDateRequest,
  type ChangeDateResult,
  type OrderDetail,
} from '@storefront/contracts';
import type { OrderAccess } from '../../platform/auth/order-access.js';
import { newPublicCode } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import type { PaymentLedger } from '../payments/service.js';
import { changeItemDate, findItems } from './item-repo.js';
import type { LineResolver } from './lines.js';
import type { OrderClosing } from './order-closing.js';
import type { DeskQueueEvents } from './desk-queue.js';
import type { OrderMail } from './order-mail.js';
import { formatMinorUnits } from './messages.js';
import type { OrderReading } from './order-reading.js';
import { ACTIVE_STATUSES, dateChangeRefusal, utcToday } from './order-rules.js';
import * as repo from './repo.js';
import { insertSupplement } from './supplement-repo.js';

/** What a customer (member or visitor with the order's token) does to an order: cancel, refund, date change. */
export function createOrderMoves(deps: {
  db: Db;
  lines: Pick<LineResolver, 'takeHolds' | 'releaseHolds' | 'nonRefundableLines'>;
  catalog: Pick<CatalogService, 'priceProductLines'>;
  reading: Pick<OrderReading, 'accessibleOrder' | 'currentOrder' | 'detailOf'>;
  closing: Pick<OrderClosing, 'closeOrder'>;
  payments: Pick<PaymentLedger, 'refundPartOfOrder'>;
  mail: OrderMail;
  queue: Pick<DeskQueueEvents, 'entered'>;
}) {
  const { db, lines, reading } = deps;

  /** The member or visitor cancels an unpaid order. */
  async function cancelOrder(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<OrderDetail> {
    const order = await reading.accessibleOrder(ctx, access, ocode);
    if (order.status === 'expired') throw new AppError('orderExpired', 'This order expired unpaid; nothing to cancel');
    if (
      order.status !== 'pending_payment' ||
      !(await deps.closing.closeOrder(order, 'pending_payment', 'cancelled', 'By the customer'))
    ) {
      throw new AppError('orderState', 'Only an unpaid order can be cancelled; ask for a refund instead');
    }
    return reading.detailOf(await reading.currentOrder(order));
  }

  /** The member or visitor asks for a refund of a paid order before its travel date. */
  async function requestRefund(ctx: RequestContext, access: OrderAccess, ocode: string, reason: string) {
    const order = await reading.accessibleOrder(ctx, access, ocode);
    const today = utcToday();
    if (!ACTIVE_STATUSES.includes(order.status)) {
      throw new AppError('orderState', `An order that is ${order.status.replace(/_/g, ' ')} cannot be refunded`);
    }
    if (today >= order.firstTravelDate) {
      throw new AppError('orderState', 'A refund must be asked for before the travel date');
    }
    const items = (await findItems(db, order.merchantNumber, [order.id])).get(order.id) ?? [];
    const nonRefundable = await lines.nonRefundableLines(ctx, items);
    if (nonRefundable.length > 0) {
      throw new AppError(
        'notRefundable',
        `This booking cannot be refunded: ${nonRefundable.join('; ')} ${nonRefundable.length === 1 ? 'was' : 'were'} sold non-refundable`,
      );
    }
    const at = new Date().toISOString();
    const queueMail = await deps.mail.prepare(order, 'refundRequested');
    const moved = await db.transaction().execute(async (trx) => {
      if (
        !(await repo.moveOrder(trx, order.merchantNumber, order.id, order.status, 'refund_requested', {
          at,
          statusBeforeRefund: order.status,
        }))
      ) {
        return false;
      }
      await repo.insertEvent(trx, order.merchantNumber, order.id, {
        from: order.status,
        to: 'refund_requested',
        note: reason,
        at,
      });
      await queueMail(trx);
      return true;
    });
    if (!moved) throw new AppError('orderState', 'The order changed meanwhile; reload it');
    await deps.queue.entered(order);
    return reading.detailOf(await reading.currentOrder(order));
  }

  /**
   * Moves one line to another date: once per line, at least 21 days before its travel date
   * (spec §1 terms), to a date with stock; the new date's stock is taken and the old one's given
   * back in one transaction. A dearer date adds a supplementary payment for the difference; a
   * cheaper one queues the difference's refund through the payment provider with the change
   * (docs/decisions.md, "Date change: a cheaper date refunds the difference").
   */
  async function changeDate(
    ctx: RequestContext,
    access: OrderAccess,
    ocode: string,
    input: ChangeDateRequest,
  ): Promise<ChangeDateResult> {
    const order = await reading.accessibleOrder(ctx, access, ocode);
    const { merchantNumber } = order;
    if (!ACTIVE_STATUSES.includes(order.status)) {
      throw new AppError('dateChangeRefused', 'Only a paid order that is not closed can change its date');
    }
    const items = (await findItems(db, merchantNumber, [order.id])).get(order.id) ?? [];
    const item = items.find((i) => i.id === input.itemId);
    if (!item) throw new AppError('notFound', 'No such line in this order', 'itemId');
    const refusal = dateChangeRefusal(item, utcToday());
    if (refusal) throw new AppError('dateChangeRefused', refusal, 'itemId');
    if (input.date === item.date) throw new AppError('validationFailed', 'Pick a different date', 'date');
    // The terms' 21 days protect the supplier's planning, so they hold for the date moved to as well.
    const earliest = earliestNewTravelDate(utcToday());
    if (input.date < earliest) {
      throw new AppError(
        'dateChangeRefused',
        `The new date must also be at least ${ORDER_LIMITS.dateChangeMinDays} days away: ${earliest} or later`,
        'date',
      );
    }
    const quantity = Object.values(item.quantities).reduce((a, b) => a + b, 0);
    // A date change prices in the currency that was paid.
    const orderCtx = { ...ctx, currency: order.currency as RequestContext['currency'] };
    const [priced] = await deps.catalog.priceProductLines(orderCtx, [
      { packageId: item.packageId as number, date: input.date, quantities: item.quantities },
    ]);
    if (!priced || priced.problem) throw priced?.problem ?? new AppError('itemUnavailable', 'Not sold on that date');
    // A flash-sale line keeps its sale price; a regular line pays a dearer date's difference.
    const difference = item.kind === 'product' ? priced.amount - item.amount : 0;
    const at = new Date().toISOString();
    const payid = difference > 0 ? `S${newPublicCode(15)}` : null;
    // Never more than the order's own payment has left to give back.
    const refund = Math.min(Math.max(-difference, 0), order.total - order.refundedAmount);
    const refundNote = refund > 0 ? `; ${formatMinorUnits(refund, order.currency)} refunded` : '';
    const queueMail =
      refund > 0
        ? await deps.mail.prepare(order, 'dateChangedRefunded', { value: refund, currency: order.currency })
        : await deps.mail.prepare(
            order,
            'dateChanged',
            payid ? { value: difference, currency: order.currency } : undefined,
            payid ? { payid } : {},
          );
    await db.transaction().execute(async (trx) => {
      // The order row first (as every move locks it), and only while its status is unchanged.
      if (!(await repo.moveOrder(trx, merchantNumber, order.id, order.status, order.status, { at }))) {
        throw new AppError('orderState', 'The order changed meanwhile; reload it');
      }
      if (!(await changeItemDate(trx, merchantNumber, order.id, item.id, { from: item.date, to: input.date }))) {
        throw new AppError('dateChangeRefused', 'The date of this line was already changed');
      }
      await lines.takeHolds(trx, merchantNumber, [
        { kind: 'calendar', packageId: item.packageId as number, date: input.date, quantity },
      ]);
      await lines.releaseHolds(trx, merchantNumber, [
        { kind: 'calendar', packageId: item.packageId as number, date: item.date, quantity },
      ]);
      const dates = items
        .map((i) => (i.id === item.id ? { ...i, date: input.date } : i))
        .flatMap((i) => [i.date, i.endDate || i.date])
        .sort();
      await repo.updateTravelDates(trx, merchantNumber, order.id, {
        first: dates[0] as string,
        last: dates[dates.length - 1] as string,
        at,
        refund,
      });
      if (payid) {
        await insertSupplement(trx, merchantNumber, {
          orderId: order.id,
          payid,
          amount: difference,
          currency: order.currency,
          reason: `Date change ${item.date} → ${input.date}`,
          at,
        });
      }
      await repo.insertEvent(trx, merchantNumber, order.id, {
        from: order.status,
        to: order.status,
        note: `Date changed from ${item.date} to ${input.date}${refundNote}`,
        at,
      });
      // Keyed by the line, which changes date once: the refund is queued once, with the change.
      if (refund > 0)
        await deps.payments.refundPartOfOrder(trx, merchantNumber, order.id, refund, `date-change-${item.id}`);
      await queueMail(trx);
    });
    return {
      ...(await reading.detailOf(await reading.currentOrder(order))),
      // Queued with the change; the delivery worker asks the provider moments later (and retries).
      dateChangeRefund: refund > 0 ? { amount: refund, currency: order.currency, status: 'pending' } : null,
    };
  }

  return { cancelOrder, requestRefund, changeDate };
}
