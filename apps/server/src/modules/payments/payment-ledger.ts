import type { PaymentKind, PaymentProviderName } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { DeliveryQueue } from '../../platform/delivery/queue.js';
import { AppError } from '../../platform/http/errors.js';
import { RefundRefused, type PaymentProvider } from './provider.js';
import * as refunds from './refunds-repo.js';
import * as repo from './repo.js';

/** The reason of the refund that gives a whole payment (or what partial ones left of it) back. */
const FULL = 'full';

/** The delivery jobs of refunds (app.ts hands them to `deliverRefund`). */
export const REFUND_JOB = 'refund';
export type RefundJob = { merchantNumber: string; refundId: number };

/**
 * One refund's name across every database sharing a provider account (the trade number is
 * random): its delivery job's key, and the stem of the provider's idempotency keys.
 */
const refundReference = (payment: repo.PaymentRecord, refund: refunds.RefundRecord) =>
  `refund-${payment.merchantTradeNumber}-${refund.id}`;

/**
 * The providers that collect and give money back, and what happens to an order's payments when
 * the order closes: pending ones close with it, collected ones are queued for a refund (both
 * inside its transaction). Orders reach payments through this alone, which needs nothing of
 * orders, so orders and the payment flows wire up without a loop (app.ts).
 */
export function createPaymentLedger(deps: {
  db: Db;
  providers: readonly PaymentProvider[];
  deliveries: Pick<DeliveryQueue, 'enqueue'>;
}) {
  const { db } = deps;
  const providers = new Map(deps.providers.map((p) => [p.name, p]));

  /** A provider this server runs (an unregistered one, such as the sandbox in production, is 3004). */
  function providerOf(name: string): PaymentProvider {
    const provider = providers.get(name as PaymentProviderName);
    if (!provider) {
      throw new AppError(
        'notFound',
        `No payment provider "${name}"; use ${[...providers.keys()].join(', ')}`,
        'provider',
      );
    }
    return provider;
  }

  /** The provider a checkout uses when the buyer names none: the first registered. */
  function defaultProvider(): PaymentProvider {
    const [first] = providers.values();
    if (!first) throw new AppError('notFound', 'No payment provider is configured', 'provider');
    return first;
  }

  /** Closes an order's payments still pending, inside the caller's transaction. */
  const closePendingPayments = (trx: Db, merchantNumber: string, orderId: number, kind: PaymentKind) =>
    repo.cancelPendingPayments(trx, merchantNumber, orderId, kind);

  /**
   * Queues a collected payment's refund of what partial refunds left of it, inside the caller's
   * transaction: the refund row and its delivery job commit with the change that needs them,
   * and the delivery worker calls the provider (`deliverRefund`), retrying until it succeeds.
   */
  async function refundPayment(trx: Db, payment: repo.PaymentRecord): Promise<void> {
    const { merchantNumber, id } = payment;
    const rows = await refunds.findRefundsOfPayment(trx, merchantNumber, id);
    const full = rows.find((r) => r.reason === FULL);
    const left = payment.amount - rows.reduce((sum, r) => sum + r.amount, 0);
    if (!full && left <= 0) {
      await markRefunded(trx, payment);
      return;
    }
    const at = new Date().toISOString();
    await queueRefund(
      trx,
      payment,
      full ?? (await refunds.openRefund(trx, payment, { reason: FULL, amount: left }, at)),
    );
  }

  /**
   * Queues part of an order's collected payments to go back (a cheaper date's difference, a
   * merchant's partial refund), inside the caller's transaction: from the order's payments still
   * refundable, oldest first, never more than is left on each. `reason` makes it once: asked
   * again, the same rows are kept, not refunded twice. Answers what was queued.
   */
  async function refundPartOfOrder(
    trx: Db,
    merchantNumber: string,
    orderId: number,
    amount: number,
    reason: string,
  ): Promise<{ queued: number }> {
    let remaining = amount;
    for (const payment of await repo.findPaymentsOfOrder(trx, merchantNumber, orderId)) {
      if (remaining <= 0) break;
      if (payment.status !== 'succeeded') continue;
      const rows = await refunds.findRefundsOfPayment(trx, merchantNumber, payment.id);
      const own = rows.find((r) => r.reason === reason);
      const left = payment.amount - rows.reduce((sum, r) => sum + r.amount, 0);
      const part = own?.amount ?? Math.min(left, remaining);
      if (part <= 0) continue;
      const refund =
        own ?? (await refunds.openRefund(trx, payment, { reason, amount: part }, new Date().toISOString()));
      remaining -= part;
      await queueRefund(trx, payment, refund);
    }
    return { queued: amount - remaining };
  }

  /** A refund's delivery job: one per refund row, so queueing it again changes nothing. */
  const queueRefund = (trx: Db, payment: repo.PaymentRecord, refund: refunds.RefundRecord) =>
    deps.deliveries.enqueue(trx, {
      kind: REFUND_JOB,
      idempotencyKey: refundReference(payment, refund),
      merchantNumber: payment.merchantNumber,
      payload: { merchantNumber: payment.merchantNumber, refundId: refund.id } satisfies RefundJob,
    });

  /**
   * One attempt at a queued refund (the delivery worker's): throws when it is not done, so the
   * job is tried again with back-off. The provider's idempotency key stays the same while an
   * attempt's outcome is unknown (no answer, the process died mid-call), so a refund the
   * provider made is answered again, never made twice; a new key is taken only after the
   * provider answered a refusal, since it replays a keyed refusal for a day.
   */
  async function deliverRefund(job: RefundJob): Promise<void> {
    const refund = await refunds.findRefundById(db, job.merchantNumber, job.refundId);
    if (!refund) return;
    const payment = await repo.findPaymentById(db, job.merchantNumber, refund.paymentId);
    if (!payment) return;
    if (refund.status === 'succeeded') {
      if (refund.reason === FULL) await markRefunded(db, payment);
      return;
    }
    const now = new Date().toISOString();
    // The queue's lease makes this worker the only one on the job, so a refund left processing
    // was an attempt that died: it is taken again.
    const attempt = await refunds.claimRefund(db, payment.merchantNumber, refund.id, now, now);
    if (attempt === undefined) throw new Error(`refund ${refund.id} is held by another attempt`);
    const reference = refundReference(payment, refund);
    const idempotencyKey = await refunds.takeProviderKey(
      db,
      payment.merchantNumber,
      refund.id,
      `${reference}-${attempt}`,
    );
    try {
      const { providerRefundId } = await providerOf(payment.provider).refund({
        merchantTradeNumber: payment.merchantTradeNumber,
        providerTradeNo: payment.providerTradeNo,
        amount: refund.amount,
        currency: refund.currency,
        idempotencyKey,
        reference,
      });
      await refunds.finishRefund(db, payment.merchantNumber, refund.id, { status: 'succeeded', providerRefundId }, now);
      // A partial refund leaves the payment collected, for a later full refund of what is left.
      if (refund.reason === FULL) await markRefunded(db, payment);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = error instanceof RefundRefused;
      await refunds.finishRefund(
        db,
        payment.merchantNumber,
        refund.id,
        { status: 'failed', error: message, keepKey: !refused },
        new Date().toISOString(),
      );
      throw error;
    }
  }

  const markRefunded = (db: Db, payment: repo.PaymentRecord) =>
    repo.movePayment(db, payment.merchantNumber, payment.id, 'succeeded', 'refunded', {
      at: new Date().toISOString(),
    });

  /** Refunds every payment collected for an order (order and supplements), inside its refund's transaction. */
  async function refundCollectedPayments(trx: Db, merchantNumber: string, orderId: number): Promise<void> {
    for (const payment of await repo.findPaymentsOfOrder(trx, merchantNumber, orderId)) {
      if (payment.status === 'succeeded') await refundPayment(trx, payment);
    }
  }

  return {
    providerOf,
    defaultProvider,
    closePendingPayments,
    refundPayment,
    refundCollectedPayments,
    refundPartOfOrder,
    deliverRefund,
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
