import { PAYMENT_PROVIDERS, type PaymentKind, type PaymentProviderName } from '@storefront/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { PaymentProvider } from './provider.js';
import * as repo from './repo.js';

/**
 * The providers that collect and give money back, and what happens to an order's payments when
 * the order closes: pending ones close with it (inside its transaction), collected ones are
 * refunded after a refund. Orders reach payments through this alone, which needs nothing of
 * orders, so orders and the payment flows wire up without a loop (app.ts).
 */
export function createPaymentLedger(deps: { db: Db; providers: readonly PaymentProvider[]; log: FastifyBaseLogger }) {
  const { db } = deps;
  const providers = new Map(deps.providers.map((p) => [p.name, p]));

  function providerOf(name: string): PaymentProvider {
    const provider = providers.get(name as PaymentProviderName);
    if (!provider) {
      throw new AppError('notFound', `No payment provider "${name}"; use ${PAYMENT_PROVIDERS.join(', ')}`, 'provider');
    }
    return provider;
  }

  /** Closes an order's payments still pending, inside the caller's transaction. */
  const closePendingPayments = (trx: Db, merchantNumber: string, orderId: number, kind: PaymentKind) =>
    repo.cancelPendingPayments(trx, merchantNumber, orderId, kind);

  /**
   * Gives a collected payment back through its provider, once (after the change that needs it
   * was committed). A fault is logged and leaves the payment `succeeded` for a retry.
   */
  async function refundQuietly(payment: repo.PaymentRecord): Promise<void> {
    try {
      await providerOf(payment.provider).refund({
        merchantTradeNumber: payment.merchantTradeNumber,
        amount: payment.amount,
        currency: payment.currency,
      });
      await repo.movePayment(db, payment.merchantNumber, payment.id, 'succeeded', 'refunded', {
        at: new Date().toISOString(),
      });
    } catch (error) {
      deps.log.error({ err: error, payment: payment.merchantTradeNumber }, 'refund failed; left succeeded for a retry');
    }
  }

  /** Refunds every payment collected for an order (order and supplements), after its refund committed. */
  async function refundCollectedPayments(merchantNumber: string, orderId: number): Promise<void> {
    for (const payment of await repo.findPaymentsOfOrder(db, merchantNumber, orderId)) {
      if (payment.status === 'succeeded') await refundQuietly(payment);
    }
  }

  return { providerOf, closePendingPayments, refundQuietly, refundCollectedPayments };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
