import type { PaymentProviderName } from '@storefront/contracts';

/** What the shop asks a provider's hosted checkout to collect. */
export type CheckoutRequest = {
  merchantTradeNumber: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the browser afterwards (the storefront's successful/… page, a path). */
  returnUrl: string;
  /** Where the buyer goes who leaves the hosted page without paying (the order's pay page, a path). */
  cancelUrl: string;
  /** The scheme and host the paths above are on, for providers that need absolute URLs. */
  origin: string | undefined;
  /** The merchant's own domain (`https://…`), which wins over PUBLIC_URL and `origin` when set. */
  siteOrigin?: string;
  /** The storefront's language, for the hosted page's. */
  language: string;
  /** Where the provider posts its signed server-to-server notification. */
  notifyPath: string;
  expiresAt: string;
};

/** A verified notification, in the shop's terms. */
export type ProviderNotification = {
  notificationId: string;
  merchantTradeNumber: string;
  providerTradeNo: string;
  status: 'succeeded' | 'cancelled';
  amount: number;
  currency: string;
};

/**
 * A payment provider with a hosted checkout: the shop creates a checkout and sends the browser
 * to `redirectUrl`; the provider notifies the shop server-to-server (signed) and returns the
 * browser to `returnUrl`; the shop can refund a collected payment.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ redirectUrl: string }>;
  /**
   * Verifies a notification's signature over the raw body and reads it; throws an AppError
   * (4105 bad signature, 2001 malformed) when it is not the provider's. Null for a genuine
   * notification that concerns no payment change (an event type the shop does not act on).
   */
  parseNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderNotification | null;
  /** Gives a collected payment back; the same `idempotencyKey` never refunds twice. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
}

export type RefundRequest = {
  merchantTradeNumber: string;
  /** The provider's id of the collected payment (from its notification). */
  providerTradeNo: string | null;
  amount: number;
  currency: string;
  /**
   * The provider's key for this attempt: the same while an earlier attempt's outcome is unknown,
   * so a refund already made is answered again rather than made twice.
   */
  idempotencyKey: string;
  /** The refund's own name (stable across attempts), shown with it at the provider. */
  reference: string;
};

/**
 * The provider answered a refund with a refusal (no refund was made for that key): the next
 * attempt takes a new key, since providers replay a keyed answer. Any other error leaves the
 * outcome unknown, and the next attempt reuses the key.
 */
export class RefundRefused extends Error {}
