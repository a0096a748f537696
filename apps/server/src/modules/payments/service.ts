import type {
  CreatePaymentRequest,
  OrderStatus,
  PaymentCheckout,
  PaymentKind,
  PaymentProviderName,
  PaymentStatusView,
} from '@storefront/contracts';
import type { OrderAccess } from '../../platform/auth/order-access.js';
import { newPublicCode, newToken, sameHash, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Merchant } from '../../platform/merchant.js';
import type { PaymentLedger } from './payment-ledger.js';
import type { ProviderNotification } from './provider.js';
import * as repo from './repo.js';

export { createPaymentLedger, REFUND_JOB, type PaymentLedger, type RefundJob } from './payment-ledger.js';
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

/** What a checkout collects, as the order's rules decide it (the buyer picks the provider). */
export type Charge = Omit<CheckoutInput, 'provider'>;

/** A payment as the order side needs to know it. */
export type PaymentOfOrder = Pick<
  repo.PaymentRecord,
  'merchantNumber' | 'orderId' | 'supplementId' | 'kind' | 'merchantTradeNumber'
>;

/** The contact's mail once a payment is settled. */
export type PaidEvent = 'confirmed' | 'awaitingConfirmation' | 'supplementPaid';

/**
 * What payments ask of orders: the order's rules of a checkout and of a collected payment. The
 * orders service provides it; app.ts hands it over, so payments never import orders.
 */
export type OrderPaymentPort = {
  /**
   * What a checkout for the order (or its pending supplement `payid`) collects; throws when it
   * cannot be paid. A visitor's order holds its stock for the guest window from here on.
   */
  chargeOf(ctx: RequestContext, access: OrderAccess, ocode: string, payid: string | undefined): Promise<Charge>;
  /**
   * First in a success's transaction: the order (pending_payment → paid) or the supplement
   * (pending → paid); false when it can no longer take the payment.
   */
  takePayment(trx: Db, payment: PaymentOfOrder, at: string): Promise<boolean>;
  /** In the same transaction, once the payment is collected: paid → confirmed or awaiting confirmation. */
  confirmPaidOrder(trx: Db, payment: PaymentOfOrder, at: string): Promise<'confirmed' | 'awaitingConfirmation'>;
  /**
   * Before a settlement's transaction, the contact's mail for each way it may end; the answer
   * queues the one that happened, inside the transaction (composing reads outside it).
   */
  preparePaidMail(
    payment: PaymentOfOrder,
    amount: { value: number; currency: string },
  ): Promise<(trx: Db, event: PaidEvent) => Promise<void>>;
  /** After a collected payment committed: tells who listens (the back office's live queue). */
  afterPaid(payment: PaymentOfOrder): Promise<void>;
  /** The return page's view of the payment's order (an unpaid order past its window expires first). */
  orderOfPayment(payment: PaymentOfOrder): Promise<{ ocode: string; status: OrderStatus; payid: string | null }>;
};

/**
 * Payments through providers with a hosted checkout: each payment has an unguessable merchant
 * trade number and a return token (the `{token}` of the return page, stored hashed). A
 * provider's notification is verified, matched, checked and recorded here; what it does to the
 * order is the orders' port's, called inside the same transaction.
 */
export function createPaymentService(deps: {
  db: Db;
  ledger: PaymentLedger;
  orders: OrderPaymentPort;
  /** The merchant's own domain origin (merchant service), where return links go when it has one. */
  ownOrigin?: (merchant: Merchant) => string | undefined;
}) {
  const { db, ledger, orders } = deps;

  /**
   * Opens a checkout for an unpaid order, or for one of its pending supplementary payments
   * (`payid`), with the named provider or the server's default. `origin` (scheme and host of the
   * request) makes the return links absolute for providers that need it, unless PUBLIC_URL is set.
   */
  async function createPayment(
    ctx: RequestContext,
    access: OrderAccess,
    ocode: string,
    input: CreatePaymentRequest,
    origin?: string,
  ): Promise<PaymentCheckout> {
    // Before the order's rules, so a provider this server lacks changes nothing (no guest window).
    const provider = input.provider ? ledger.providerOf(input.provider) : ledger.defaultProvider();
    const payid = input.payid || undefined;
    const charge = await orders.chargeOf(ctx, access, ocode, payid);
    const page = payid ? `supmentpay/${ocode}/${payid}` : `orderpay/${ocode}/0`;
    return startCheckout(ctx, { ...charge, provider: provider.name }, { cancelPage: page, origin });
  }

  /** Opens a payment and the provider's checkout; answers where to send the browser. */
  async function startCheckout(
    ctx: RequestContext,
    input: CheckoutInput,
    links: { cancelPage: string; origin: string | undefined },
  ): Promise<PaymentCheckout> {
    const provider = ledger.providerOf(input.provider);
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
      cancelUrl: `/${segments.join('/')}/${links.cancelPage}`,
      origin: links.origin,
      siteOrigin: deps.ownOrigin?.(ctx.merchant),
      language: ctx.language,
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

  /**
   * A provider's notification: verified (4105), matched to its payment (3004), its amount and
   * currency checked (4104), recorded once (a replay changes nothing). A success pays the order
   * (confirmed at once for instant-confirmation products, else awaiting confirmation) or the
   * supplement; a success for an order that can no longer take it (expired, cancelled, paid by
   * another payment) is refunded.
   */
  async function settleNotification(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ result: 'paid' | 'cancelled' | 'duplicate' | 'refunded' | 'ignored' }> {
    const n = ledger.providerOf(providerName).parseNotification(rawBody, headers);
    // Genuine, but about nothing a payment of ours does (another event type): acknowledged.
    if (!n) return { result: 'ignored' };
    const payment = await repo.findPaymentOfAnyMerchant(db, n.merchantTradeNumber);
    if (!payment || payment.provider !== providerName) {
      throw new AppError('notFound', `No payment ${n.merchantTradeNumber}`);
    }
    const { merchantNumber } = payment;
    const body = rawBody.toString('utf8');
    if (n.amount !== payment.amount || n.currency !== payment.currency) {
      await recordNotification(db, providerName, n, body, 'mismatch');
      throw new AppError(
        'paymentMismatch',
        `Expected ${payment.amount} ${payment.currency}, the notification says ${n.amount} ${n.currency}`,
      );
    }
    const at = new Date().toISOString();
    const queuePaidMail = await orders.preparePaidMail(payment, { value: payment.amount, currency: payment.currency });
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await recordNotification(trx, providerName, n, body, n.status))) return { result: 'duplicate' as const };
      if (n.status === 'cancelled') {
        await repo.movePayment(trx, merchantNumber, payment.id, 'pending', 'cancelled', {
          at: new Date().toISOString(),
        });
        return { result: 'cancelled' as const };
      }
      // Rows are locked in the order closing an order locks them (order or supplement, then
      // payment), so a notification racing an expiry or a refund never deadlocks with it.
      const taken = await orders.takePayment(trx, payment, at);
      const collected =
        (await markCollected(trx, payment, 'pending', n.providerTradeNo)) ||
        // A success for a payment the shop had closed (money collected late): it must be refunded.
        (await markCollected(trx, payment, 'cancelled', n.providerTradeNo));
      if (!collected) {
        // Already collected under another notification id: nothing changes.
        if (taken) throw new Error(`payment ${payment.merchantTradeNumber} collected twice`);
        return { result: 'duplicate' as const };
      }
      if (!taken) {
        await ledger.refundPayment(trx, payment);
        return { result: 'refunded' as const };
      }
      if (payment.kind === 'supplement') {
        await queuePaidMail(trx, 'supplementPaid');
        return { result: 'paid' as const };
      }
      await queuePaidMail(trx, await orders.confirmPaidOrder(trx, payment, at));
      await ledger.closePendingPayments(trx, merchantNumber, payment.orderId, 'order');
      return { result: 'paid' as const };
    });
    if (outcome.result === 'paid') await orders.afterPaid(payment);
    return { result: outcome.result };
  }

  /** The return page's poll: the payment and its order, for whoever holds the return token. */
  async function paymentStatus(
    ctx: RequestContext,
    merchantTradeNumber: string,
    token: string,
  ): Promise<PaymentStatusView> {
    const payment = await repo.findPaymentByTradeNumber(db, ctx.merchant.number, merchantTradeNumber);
    if (!payment || !sameHash(payment.returnTokenHash, sha256(token))) {
      throw new AppError('notFound', `No payment ${merchantTradeNumber} for this link`);
    }
    const order = await orders.orderOfPayment(payment);
    return {
      merchantTradeNumber,
      kind: payment.kind,
      status: payment.status,
      ocode: order.ocode,
      payid: order.payid,
      orderStatus: order.status,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
    };
  }

  /** Records a notification once inside the caller's transaction; false for a repeat (replay). */
  const recordNotification = (trx: Db, providerName: string, n: ProviderNotification, body: string, result: string) =>
    repo.insertNotification(trx, {
      provider: providerName,
      notificationId: n.notificationId,
      merchantTradeNumber: n.merchantTradeNumber,
      body,
      result,
      at: new Date().toISOString(),
    });

  const markCollected = (
    trx: Db,
    payment: repo.PaymentRecord,
    from: 'pending' | 'cancelled',
    providerTradeNo: string,
  ) =>
    repo.movePayment(trx, payment.merchantNumber, payment.id, from, 'succeeded', {
      providerTradeNo,
      at: new Date().toISOString(),
    });

  return { createPayment, settleNotification, paymentStatus };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
