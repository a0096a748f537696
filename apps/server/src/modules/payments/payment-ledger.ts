import type { PaymentKind, PaymentProviderName } from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { PaymentProvider } from './provider.js';
import * as refunds from './refunds-repo.js';
import * as repo from './repo.js';

/** The reason of the refund that gives a whole payment (or what partial ones left of it) back. */
const FULL = 'full';

/**
 * The providers that collect and give money back, and what happens to an order's payments when
 * the order closes: pending ones close with it (inside its transaction), collected ones are
 * refunded after a refund. Orders reach payments through this alone, which needs nothing of
 * orders, so orders and the payment flows wire up without a loop (app.ts).
 */
export function createPaymentLedger(deps: { db: Db; providers: readonly PaymentProvider[]; log: FastifyBaseLogger }) {
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
   * Gives a collected payment back through its provider, once (after the change that needs it
   * was committed): what partial refunds left of it. The refund row is written first; a provider
   * fault leaves it `failed` with the error and the payment `succeeded`, for `retryRefunds` (or a
   * person) to take up.
   */
  async function refundQuietly(payment: repo.PaymentRecord): Promise<void> {
    try {
      const { merchantNumber, id } = payment;
      const rows = await refunds.findRefundsOfPayment(db, merchantNumber, id);
      const full = rows.find((r) => r.reason === FULL);
      const left = payment.amount - rows.reduce((sum, r) => sum + r.amount, 0);
      if (!full && left <= 0) {
        await markRefunded(payment);
        return;
      }
      const at = new Date().toISOString();
      await attemptRefund(payment, full ?? (await refunds.openRefund(db, payment, { reason: FULL, amount: left }, at)));
    } catch (error) {
      deps.log.error({ err: error, payment: payment.merchantTradeNumber }, 'refund not recorded; left succeeded');
    }
  }

  /**
   * Gives part of an order's collected payments back (a cheaper date's difference), after the
   * change that needs it committed: from the order's payments still refundable, oldest first,
   * never more than is left on each. `reason` makes it once: asked again, the same rows are
   * retried, not refunded twice. Answers what was refunded and what is left failed for a retry.
   */
  async function refundPartOfOrder(
    merchantNumber: string,
    orderId: number,
    amount: number,
    reason: string,
  ): Promise<{ refunded: number; failed: number }> {
    const outcome = { refunded: 0, failed: 0 };
    let remaining = amount;
    for (const payment of await repo.findPaymentsOfOrder(db, merchantNumber, orderId)) {
      if (remaining <= 0) break;
      if (payment.status !== 'succeeded') continue;
      try {
        const rows = await refunds.findRefundsOfPayment(db, merchantNumber, payment.id);
        const own = rows.find((r) => r.reason === reason);
        const left = payment.amount - rows.reduce((sum, r) => sum + r.amount, 0);
        const part = own?.amount ?? Math.min(left, remaining);
        if (part <= 0) continue;
        const refund =
          own ?? (await refunds.openRefund(db, payment, { reason, amount: part }, new Date().toISOString()));
        remaining -= part;
        outcome[(await attemptRefund(payment, refund)) === 'succeeded' ? 'refunded' : 'failed'] += part;
      } catch (error) {
        deps.log.error({ err: error, payment: payment.merchantTradeNumber }, 'partial refund not recorded');
      }
    }
    return outcome;
  }

  /** One call to the provider for a refund this process could claim; answers how it ended. */
  async function attemptRefund(
    payment: repo.PaymentRecord,
    refund: refunds.RefundRecord,
    staleBefore?: string,
  ): Promise<'succeeded' | 'failed' | 'busy'> {
    const { merchantNumber } = payment;
    if (refund.status === 'succeeded') {
      if (refund.reason === FULL) await markRefunded(payment);
      return 'succeeded';
    }
    const attempt = await refunds.claimRefund(db, merchantNumber, refund.id, new Date().toISOString(), staleBefore);
    if (attempt === undefined) return 'busy';
    try {
      const { providerRefundId } = await providerOf(payment.provider).refund({
        merchantTradeNumber: payment.merchantTradeNumber,
        providerTradeNo: payment.providerTradeNo,
        amount: refund.amount,
        currency: refund.currency,
        // Unique across every database sharing a provider account (the trade number is random).
        // One key per attempt: the SDK's own retries of a lost answer reuse it, so they never
        // refund twice; a later attempt gets a fresh one, since the provider replays a keyed
        // refusal for a day, and a full refund already made is refused as such (taken as done).
        idempotencyKey: `refund-${payment.merchantTradeNumber}-${refund.id}-${attempt}`,
      });
      const at = new Date().toISOString();
      await refunds.finishRefund(db, merchantNumber, refund.id, { status: 'succeeded', providerRefundId }, at);
      // A partial refund leaves the payment collected, for a later full refund of what is left.
      if (refund.reason === FULL) await markRefunded(payment);
      return 'succeeded';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = new Date().toISOString();
      await refunds.finishRefund(db, merchantNumber, refund.id, { status: 'failed', error: message }, at);
      deps.log.error(
        { err: error, payment: payment.merchantTradeNumber, refund: refund.id },
        'refund failed; the refund is left failed and the payment succeeded, for a retry',
      );
      return 'failed';
    }
  }

  const markRefunded = (payment: repo.PaymentRecord) =>
    repo.movePayment(db, payment.merchantNumber, payment.id, 'succeeded', 'refunded', {
      at: new Date().toISOString(),
    });

  /**
   * Tries again the refunds that failed, were never tried, or whose claimant went quiet for
   * `staleAfterMs` (a process that died mid-call): what a retry worker runs on a timer. Each
   * attempt reuses its refund's idempotency key.
   */
  async function retryRefunds(options: { staleAfterMs?: number; limit?: number } = {}) {
    const staleBefore = new Date(Date.now() - (options.staleAfterMs ?? 5 * 60_000)).toISOString();
    const counts = { succeeded: 0, failed: 0, busy: 0 };
    for (const refund of await refunds.findRefundsToRetryOfAllMerchants(db, staleBefore, options.limit ?? 50)) {
      const payment = await repo.findPaymentById(db, refund.merchantNumber, refund.paymentId);
      if (!payment) continue;
      counts[await attemptRefund(payment, refund, staleBefore)] += 1;
    }
    return counts;
  }

  /** Refunds every payment collected for an order (order and supplements), after its refund committed. */
  async function refundCollectedPayments(merchantNumber: string, orderId: number): Promise<void> {
    for (const payment of await repo.findPaymentsOfOrder(db, merchantNumber, orderId)) {
      if (payment.status === 'succeeded') await refundQuietly(payment);
    }
  }

  return {
    providerOf,
    defaultProvider,
    closePendingPayments,
    refundQuietly,
    refundCollectedPayments,
    refundPartOfOrder,
    retryRefunds,
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
