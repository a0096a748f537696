import type { PaymentProviderName } from '@storefront/contracts';

/** What the shop asks a provider's hosted checkout to collect. */
export type CheckoutRequest = {
  merchantTradeNumber: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the browser afterwards (the storefront's successful/… page). */
  returnUrl: string;
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
   * (4105 bad signature, 2001 malformed) when it is not the provider's.
   */
  parseNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderNotification;
  refund(request: { merchantTradeNumber: string; amount: number; currency: string }): Promise<void>;
}
