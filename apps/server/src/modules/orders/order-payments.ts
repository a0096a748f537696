import { ORDER_LIMITS, type OrderStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { OrderPaymentPort, PaidEvent, PaymentOfOrder } from '../payments/service.js';
import type { DeskQueueEvents } from './desk-queue.js';
import type { OrderMail } from './order-mail.js';
import type { OrderReading } from './order-reading.js';
import * as repo from './repo.js';
import { findSupplementById, findSupplements, moveSupplement } from './supplement-repo.js';
import { guestPaymentWindowEnd } from './unpaid-holds.js';

/**
 * The order's side of a payment, which the payments service calls through its port: what a
 * checkout collects, and what a collected payment does to the order or supplement.
 */
export function createOrderPayments(deps: {
  db: Db;
  reading: Pick<OrderReading, 'accessibleOrder' | 'refreshed' | 'currentOrder'>;
  mail: OrderMail;
  queue: Pick<DeskQueueEvents, 'entered'>;
}): OrderPaymentPort {
  const { db, reading } = deps;

  return {
    async chargeOf(ctx, access, ocode, payid) {
      let order = await reading.accessibleOrder(ctx, access, ocode);
      const description = `${ctx.merchant.title} · ${order.ocode}`;
      if (payid) {
        const supplement = (await findSupplements(db, order.merchantNumber, order.id)).find((s) => s.payid === payid);
        if (!supplement) throw new AppError('notFound', `No supplementary payment ${payid} on this order`, 'payid');
        if (supplement.status !== 'pending')
          throw new AppError('orderState', `This supplementary payment is ${supplement.status}`);
        return {
          orderId: order.id,
          supplementId: supplement.id,
          kind: 'supplement',
          amount: supplement.amount,
          currency: supplement.currency,
          description: `${description} · ${supplement.reason}`,
          expiresAt: new Date(Date.now() + ORDER_LIMITS.paymentWindowMs).toISOString(),
        };
      }
      if (order.memberId === null && order.status === 'pending_payment') {
        // The visitor opens the payment page: the short hold of an unopened order becomes the
        // guest window (docs/decisions.md, "Unpaid holds"). A hold that lapsed meanwhile stays lapsed.
        const now = new Date().toISOString();
        const until = guestPaymentWindowEnd(order.createdAt);
        await repo.extendPaymentWindow(db, order.merchantNumber, order.id, { until, now });
        order = await reading.refreshed(await reading.currentOrder(order));
      }
      if (order.status === 'expired') throw new AppError('orderExpired', 'This order expired unpaid; order again');
      if (order.status !== 'pending_payment')
        throw new AppError('orderState', `This order is ${order.status.replace(/_/g, ' ')}`);
      return {
        orderId: order.id,
        supplementId: null,
        kind: 'order',
        amount: order.total,
        currency: order.currency,
        description,
        expiresAt: order.expiresAt,
      };
    },

    takePayment: (trx, payment, at) =>
      payment.kind === 'supplement'
        ? moveSupplement(trx, payment.merchantNumber, payment.supplementId as number, 'pending', 'paid', at)
        : repo.moveOrder(trx, payment.merchantNumber, payment.orderId, 'pending_payment', 'paid', { at, paidAt: at }),

    async confirmPaidOrder(trx, payment, at) {
      const { merchantNumber } = payment;
      const order = (await repo.findOrderById(trx, merchantNumber, payment.orderId)) as repo.OrderRecord;
      const next: OrderStatus = order.instant ? 'confirmed' : 'awaiting_confirmation';
      await repo.insertEvent(trx, merchantNumber, order.id, {
        from: 'pending_payment',
        to: 'paid',
        note: payment.merchantTradeNumber,
        at,
      });
      await repo.moveOrder(trx, merchantNumber, order.id, 'paid', next, { at });
      await repo.insertEvent(trx, merchantNumber, order.id, {
        from: 'paid',
        to: next,
        note: order.instant ? 'Instant confirmation' : '',
        at,
      });
      return next === 'confirmed' ? 'confirmed' : 'awaitingConfirmation';
    },

    async preparePaidMail(payment, amount) {
      const order = await reading.currentOrder(orderOf(payment));
      const events: PaidEvent[] =
        payment.kind === 'supplement' ? ['supplementPaid'] : ['confirmed', 'awaitingConfirmation'];
      const queues = new Map(
        await Promise.all(events.map(async (event) => [event, await deps.mail.prepare(order, event, amount)] as const)),
      );
      return async (trx, event) => {
        await queues.get(event)?.(trx);
      };
    },

    async afterPaid(payment) {
      if (payment.kind !== 'order') return;
      const order = await reading.currentOrder(orderOf(payment));
      if (order.status === 'awaiting_confirmation') await deps.queue.entered(order);
    },

    async orderOfPayment(payment) {
      const order = await reading.refreshed(await reading.currentOrder(orderOf(payment)));
      const supplement =
        payment.supplementId === null
          ? undefined
          : await findSupplementById(db, payment.merchantNumber, payment.supplementId);
      return { ocode: order.ocode, status: order.status, payid: supplement?.payid ?? null };
    },
  };
}

const orderOf = (payment: PaymentOfOrder): repo.OrderRef => ({
  id: payment.orderId,
  merchantNumber: payment.merchantNumber,
});
