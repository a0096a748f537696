import {
  PAYMENT_PROVIDERS,
  type PaymentCheckout,
  type PaymentKind,
  type PaymentProviderName,
} from '@storefront/contracts';
import { newPublicCode, newToken, sameHash, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { PaymentProvider, ProviderNotification } from './provider.js';
import * as repo from './repo.js';

export type { PaymentRecord } from './repo.js';
export type { ProviderNotification } from './provider.js';

/** What an order or supplement asks to collect. */
export type CheckoutInput = {
  orderId: number;
  supplementId: number | null;
  kind: PaymentKind;
  amount: number;
  /** The order's currency (the return page keeps the visitor's display currency). */
  currency: string;
  description: string;
  provider: PaymentProviderName;
  /** The checkout closes then (the order's payment window). */
  expiresAt: string;
};

/**
 * Payments through providers with a hosted checkout: each payment has an unguessable merchant
 * trade number and a return token (the `{token}` of the return page, stored hashed). The rules
 * of what a notification does to an order live in the orders service, which calls these
 * functions inside its transactions.
 */
export function createPaymentService(deps: { db: Db; providers: readonly PaymentProvider[] }) {
  const { db } = deps;
  const providers = new Map(deps.providers.map((p) => [p.name, p]));

  function providerOf(name: string): PaymentProvider {
    const provider = providers.get(name as PaymentProviderName);
    if (!provider) {
      throw new AppError('notFound', `No payment provider "${name}"; use ${PAYMENT_PROVIDERS.join(', ')}`, 'provider');
    }
    return provider;
  }

  /** Opens a payment and the provider's checkout; answers where to send the browser. */
  async function startCheckout(ctx: RequestContext, input: CheckoutInput): Promise<PaymentCheckout> {
    const provider = providerOf(input.provider);
    const merchantTradeNumber = `T${newPublicCode(23)}`;
    const returnToken = newToken();
    const segments = [ctx.merchant.number, ctx.language.toLowerCase(), ctx.currency.toLowerCase()];
    const returnUrl = `/${segments.join('/')}/successful/${input.kind}/${merchantTradeNumber}/${returnToken}`;
    await repo.insertPayment(db, {
      merchantNumber: ctx.merchant.number,
      orderId: input.orderId,
      supplementId: input.supplementId,
      kind: input.kind,
      provider: provider.name,
      merchantTradeNumber,
      amount: input.amount,
      currency: input.currency,
      returnTokenHash: sha256(returnToken),
      createdAt: new Date().toISOString(),
      expiresAt: input.expiresAt,
    });
    const { redirectUrl } = await provider.createCheckout({
      merchantTradeNumber,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      returnUrl,
      notifyPath: `/api/v1/payment/notify/${provider.name}`,
      expiresAt: input.expiresAt,
    });
    return {
      merchantTradeNumber,
      redirectUrl,
      amount: input.amount,
      currency: input.currency,
      expiresAt: input.expiresAt,
    };
  }

  /** Verifies and reads a provider's notification (4105 on a bad signature). */
  function readNotification(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderNotification {
    return providerOf(providerName).parseNotification(rawBody, headers);
  }

  /** Records a notification once inside the caller's transaction; false for a repeat (replay). */
  const recordNotification = (
    trx: Db,
    providerName: string,
    n: ProviderNotification,
    body: string,
    result: string,
  ): Promise<boolean> =>
    repo.insertNotification(trx, {
      provider: providerName,
      notificationId: n.notificationId,
      merchantTradeNumber: n.merchantTradeNumber,
      body,
      result,
      at: new Date().toISOString(),
    });

  const findPayment = (trx: Db, merchantTradeNumber: string) => repo.findPaymentByTradeNumber(trx, merchantTradeNumber);
  const listOrderPayments = (trx: Db, orderId: number) => repo.findPaymentsOfOrder(trx, orderId);

  const markSucceeded = (trx: Db, payment: repo.PaymentRecord, providerTradeNo: string) =>
    repo.movePayment(trx, payment.id, 'pending', 'succeeded', { providerTradeNo, at: new Date().toISOString() });
  /** A success for a payment the shop had closed (money collected late): it must be refunded. */
  const markLateSucceeded = (trx: Db, payment: repo.PaymentRecord, providerTradeNo: string) =>
    repo.movePayment(trx, payment.id, 'cancelled', 'succeeded', { providerTradeNo, at: new Date().toISOString() });
  const markCancelled = (trx: Db, payment: repo.PaymentRecord) =>
    repo.movePayment(trx, payment.id, 'pending', 'cancelled', { at: new Date().toISOString() });
  const closePendingPayments = (trx: Db, orderId: number, kind: PaymentKind) =>
    repo.cancelPendingPayments(trx, orderId, kind);

  /**
   * Gives a collected payment back through its provider, once (after the change that needs it
   * was committed; a fault leaves the payment `succeeded` for a retry).
   */
  async function refundPayment(payment: repo.PaymentRecord): Promise<void> {
    await providerOf(payment.provider).refund({
      merchantTradeNumber: payment.merchantTradeNumber,
      amount: payment.amount,
      currency: payment.currency,
    });
    await repo.movePayment(db, payment.id, 'succeeded', 'refunded', { at: new Date().toISOString() });
  }

  /** Whether `token` is the payment's return token. */
  const hasReturnToken = (payment: repo.PaymentRecord, token: string) =>
    sameHash(payment.returnTokenHash, sha256(token));

  return {
    startCheckout,
    readNotification,
    recordNotification,
    findPayment,
    listOrderPayments,
    markSucceeded,
    markLateSucceeded,
    markCancelled,
    closePendingPayments,
    refundPayment,
    hasReturnToken,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
