import type { DeskOrderDetail, DeskRefundDecision, OrderStatus } from '@storefront/contracts';
import { newPublicCode } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { PaymentLedger } from '../payments/service.js';
import type { DeskQueueEvents } from './desk-queue.js';
import type { DeskActor, DeskReading } from './desk-reading.js';
import { addRefundedAmount, insertNote } from './desk-repo.js';
import { formatMinorUnits } from './messages.js';
import type { OrderClosing } from './order-closing.js';
import type { OrderMail } from './order-mail.js';
import type { OrderReading } from './order-reading.js';
import { ACTIVE_STATUSES } from './order-rules.js';
import * as repo from './repo.js';
import { findSupplements, insertSupplement } from './supplement-repo.js';

/** The audit log's door as the desk uses it: one row inside the change's transaction. */
export type DeskAudit = {
  record(
    trx: Db,
    entry: {
      merchantNumber: string;
      staffId: number;
      action: string;
      objectType: string;
      objectId: string;
      before: unknown;
      after: unknown;
    },
  ): Promise<void>;
};

/** Paid orders a merchant may still give money back on (a finished trip too: a goodwill refund). */
const REFUNDABLE_STATES: readonly OrderStatus[] = [...ACTIVE_STATUSES, 'completed'];

/**
 * What staff do to an order (issue 13): each a move of the order's state machine with its rule,
 * in one transaction that writes its one audit row, then its mail to the customer and, when the
 * order enters or leaves the queue, a `desk.changed` event for the live desk.
 */
export function createDeskActions(deps: {
  db: Db;
  reading: Pick<OrderReading, 'currentOrder'>;
  desk: Pick<DeskReading, 'deskOrder' | 'detailOf'>;
  closing: Pick<OrderClosing, 'closeOrder'>;
  payments: Pick<PaymentLedger, 'refundPartOfOrder'>;
  mail: OrderMail;
  audit: DeskAudit;
  queue: Pick<DeskQueueEvents, 'left'>;
}) {
  const { db, desk, audit } = deps;

  const auditOf =
    (actor: DeskActor, order: repo.OrderRecord, action: string, before: unknown, after: unknown) => (trx: Db) =>
      audit.record(trx, {
        merchantNumber: actor.merchantNumber,
        staffId: actor.staffId,
        action,
        objectType: 'order',
        objectId: order.ocode,
        before,
        after,
      });

  /** Paid so far (the order and paid supplements) less what was given back. */
  async function refundableOf(order: repo.OrderRecord): Promise<number> {
    const supplements = await findSupplements(db, order.merchantNumber, order.id);
    const paid =
      (order.paidAt ? order.total : 0) +
      supplements.filter((s) => s.status === 'paid').reduce((sum, s) => sum + s.amount, 0);
    return Math.max(paid - order.refundedAmount, 0);
  }

  /** An agent gives back at most its limit in the order's currency (owners and managers have none). */
  function checkRefundLimit(actor: DeskActor, amount: number, currency: string) {
    if (actor.role !== 'agent' || actor.operator || actor.refundLimits === null) return;
    const limit = actor.refundLimits[currency];
    if (limit !== undefined && amount > limit) {
      throw new AppError(
        'forbidden',
        `Your refund limit is ${formatMinorUnits(limit, currency)}; ask a manager or the owner to refund ${formatMinorUnits(amount, currency)}`,
        'amount',
      );
    }
  }

  function checkAmount(amount: number, refundable: number, currency: string) {
    if (amount > refundable) {
      throw new AppError(
        'validationFailed',
        `At most ${formatMinorUnits(refundable, currency)} can be given back (paid less already refunded)`,
        'amount',
      );
    }
  }

  const changed = () => new AppError('orderState', 'The order changed meanwhile; reload it');

  const leftQueue = (order: repo.OrderRecord) => deps.queue.left(order);

  const answer = async (order: repo.OrderRef) => desk.detailOf(await deps.reading.currentOrder(order));

  async function confirmOrder(actor: DeskActor, ocode: string): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    if (order.status !== 'awaiting_confirmation') {
      throw new AppError('orderState', 'Only an order awaiting confirmation can be confirmed');
    }
    const at = new Date().toISOString();
    const queueMail = await deps.mail.prepare(order, 'confirmed');
    await db.transaction().execute(async (trx) => {
      if (!(await repo.moveOrder(trx, order.merchantNumber, order.id, 'awaiting_confirmation', 'confirmed', { at }))) {
        throw changed();
      }
      await repo.insertEvent(trx, order.merchantNumber, order.id, {
        from: 'awaiting_confirmation',
        to: 'confirmed',
        note: 'Confirmed by the supplier',
        at,
      });
      await auditOf(actor, order, 'order.confirm', { state: order.status }, { state: 'confirmed' })(trx);
      await queueMail(trx);
    });
    await leftQueue(order);
    return answer(order);
  }

  /** The supplier cannot run it: the order closes and everything paid goes back. */
  async function rejectOrder(actor: DeskActor, ocode: string, reason: string): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    if (order.status !== 'awaiting_confirmation') {
      throw new AppError('orderState', 'Only an order awaiting confirmation can be rejected');
    }
    const refundable = await refundableOf(order);
    checkRefundLimit(actor, refundable, order.currency);
    const closed = await deps.closing.closeOrder(order, 'awaiting_confirmation', 'refunded', `Rejected: ${reason}`, {
      inTransaction: auditOf(actor, order, 'order.reject', { state: order.status }, { state: 'refunded', reason }),
      mail: { event: 'rejected', amount: { value: refundable, currency: order.currency }, note: reason },
    });
    if (!closed) throw changed();
    await leftQueue(order);
    return answer(order);
  }

  /** A refund request: accepted (all that is left, or `amount` of it) closes the order; refused, it goes back. */
  async function decideRefund(actor: DeskActor, ocode: string, input: DeskRefundDecision): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    if (order.status !== 'refund_requested') throw new AppError('orderState', 'This order has no refund request');
    if (input.decision === 'refuse') {
      const back = order.statusBeforeRefund ?? 'confirmed';
      const reason = input.reason ?? '';
      const at = new Date().toISOString();
      const queueMail = await deps.mail.prepare(order, 'refundRefused', undefined, { note: reason });
      await db.transaction().execute(async (trx) => {
        const moved = await repo.moveOrder(trx, order.merchantNumber, order.id, 'refund_requested', back, {
          at,
          statusBeforeRefund: null,
        });
        if (!moved) throw changed();
        await repo.insertEvent(trx, order.merchantNumber, order.id, {
          from: 'refund_requested',
          to: back,
          note: `Refund refused: ${reason}`,
          at,
        });
        await auditOf(actor, order, 'order.refund.refuse', { state: order.status }, { state: back, reason })(trx);
        await queueMail(trx);
      });
      await leftQueue(order);
      return answer(order);
    }
    const refundable = await refundableOf(order);
    const amount = input.amount ?? refundable;
    checkAmount(amount, refundable, order.currency);
    checkRefundLimit(actor, amount, order.currency);
    const part = amount < refundable;
    const note = part ? `Refund accepted in part: ${formatMinorUnits(amount, order.currency)}` : 'Refund accepted';
    const closed = await deps.closing.closeOrder(order, 'refund_requested', 'refunded', note, {
      inTransaction: async (trx) => {
        if (part) {
          const fits = await addRefundedAmount(trx, order.merchantNumber, order.id, {
            amount,
            paid: refundable + order.refundedAmount,
            status: 'refunded',
            at: new Date().toISOString(),
          });
          if (!fits) throw changed();
        }
        await auditOf(
          actor,
          order,
          'order.refund.accept',
          { state: order.status },
          { state: 'refunded', amount, reason: input.reason ?? '' },
        )(trx);
      },
      refundPart: part ? { amount, reason: `desk-${newPublicCode(12)}` } : undefined,
      mail: { event: 'refunded', amount: { value: amount, currency: order.currency }, note: input.reason },
    });
    if (!closed) throw changed();
    await leftQueue(order);
    return answer(order);
  }

  /**
   * The merchant gives money back on its own initiative. All that is left, on an open order,
   * closes it as refunded; a part keeps it as it is and adds to what it gave back.
   */
  async function refundOrder(
    actor: DeskActor,
    ocode: string,
    input: { amount: number; reason: string },
  ): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    if (order.status === 'refund_requested') {
      throw new AppError('orderState', 'This order has a refund request: decide it instead (refund-request)');
    }
    if (!REFUNDABLE_STATES.includes(order.status)) {
      throw new AppError('orderState', `An order that is ${order.status.replace(/_/g, ' ')} has nothing to refund`);
    }
    const refundable = await refundableOf(order);
    checkAmount(input.amount, refundable, order.currency);
    checkRefundLimit(actor, input.amount, order.currency);
    const money = { value: input.amount, currency: order.currency };
    const record = auditOf(
      actor,
      order,
      'order.refund',
      { state: order.status, refunded: order.refundedAmount },
      { amount: input.amount, reason: input.reason },
    );
    if (input.amount === refundable && ACTIVE_STATUSES.includes(order.status)) {
      const closed = await deps.closing.closeOrder(order, order.status, 'refunded', `Refunded: ${input.reason}`, {
        inTransaction: record,
        mail: { event: 'refunded', amount: money, note: input.reason },
      });
      if (!closed) throw changed();
      return answer(order);
    }
    const at = new Date().toISOString();
    const queueMail = await deps.mail.prepare(order, 'partlyRefunded', money, { note: input.reason });
    await db.transaction().execute(async (trx) => {
      const fits = await addRefundedAmount(trx, order.merchantNumber, order.id, {
        amount: input.amount,
        paid: refundable + order.refundedAmount,
        status: order.status,
        at,
      });
      if (!fits) throw changed();
      await repo.insertEvent(trx, order.merchantNumber, order.id, {
        from: order.status,
        to: order.status,
        note: `${formatMinorUnits(input.amount, order.currency)} refunded: ${input.reason}`,
        at,
      });
      await deps.payments.refundPartOfOrder(
        trx,
        order.merchantNumber,
        order.id,
        input.amount,
        `desk-${newPublicCode(12)}`,
      );
      await record(trx);
      await queueMail(trx);
    });
    return answer(order);
  }

  /** An extra charge on a paid, open order; the customer pays it at supmentpay/{ocode}/{payid}. */
  async function askSupplement(actor: DeskActor, ocode: string, input: { amount: number; reason: string }) {
    const order = await desk.deskOrder(actor, ocode);
    if (!ACTIVE_STATUSES.includes(order.status)) {
      throw new AppError('orderState', 'Supplementary payments are for paid orders that are not closed');
    }
    const payid = `S${newPublicCode(15)}`;
    const at = new Date().toISOString();
    const amount = { value: input.amount, currency: order.currency };
    const queueMail = await deps.mail.prepare(order, 'supplementRequested', amount, { payid, note: input.reason });
    await db.transaction().execute(async (trx) => {
      if (!(await repo.moveOrder(trx, order.merchantNumber, order.id, order.status, order.status, { at }))) {
        throw changed();
      }
      await insertSupplement(trx, order.merchantNumber, {
        orderId: order.id,
        payid,
        amount: input.amount,
        currency: order.currency,
        reason: input.reason,
        at,
      });
      await repo.insertEvent(trx, order.merchantNumber, order.id, {
        from: order.status,
        to: order.status,
        note: `Supplementary payment of ${formatMinorUnits(input.amount, order.currency)} asked: ${input.reason}`,
        at,
      });
      await auditOf(actor, order, 'order.supplement', null, { payid, amount: input.amount, reason: input.reason })(trx);
      await queueMail(trx);
    });
    const updated = await deps.reading.currentOrder(order);
    const segments = [order.merchantNumber, order.language.toLowerCase(), order.currency.toLowerCase()];
    return {
      payid,
      link: `/${segments.join('/')}/supmentpay/${encodeURIComponent(order.ocode)}/${payid}`,
      order: await desk.detailOf(updated),
    };
  }

  async function resendConfirmation(actor: DeskActor, ocode: string): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    if (order.status !== 'confirmed' && order.status !== 'completed') {
      throw new AppError('orderState', 'Only a confirmed order has a confirmation to send');
    }
    const queueMail = await deps.mail.prepare(order, 'confirmed');
    await db.transaction().execute(async (trx) => {
      await auditOf(actor, order, 'order.resendConfirmation', null, { to: order.contactEmail })(trx);
      await queueMail(trx);
    });
    return desk.detailOf(order);
  }

  async function addNote(actor: DeskActor, ocode: string, text: string): Promise<DeskOrderDetail> {
    const order = await desk.deskOrder(actor, ocode);
    await db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      await insertNote(trx, order.merchantNumber, order.id, { staffId: actor.staffId, author: actor.email, text, at });
      await auditOf(actor, order, 'order.note', null, { text })(trx);
    });
    return desk.detailOf(order);
  }

  return { confirmOrder, rejectOrder, decideRefund, refundOrder, askSupplement, resendConfirmation, addNote };
}

export type DeskActions = ReturnType<typeof createDeskActions>;
