import { z } from 'zod';
import { ORDER_STATUSES } from './orders.js';

/** Payments through a hosted checkout (spec orderpay, supmentpay, successful). */

/**
 * Stripe takes real money (hosted Checkout); the sandbox imitates a hosted checkout outside
 * production only. Which of them a server offers is its configuration's (`paymentProviders` of
 * GET /api/v1/business/configure).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a payment pays for; also the `{from}` segment of the return page. */
export const PAYMENT_KINDS = ['order', 'supplement'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

/** POST /api/v1/payment/create/{orderId} (orderId is the order code). */
export const createPaymentRequest = z.object({
  provider: z
    .enum(PAYMENT_PROVIDERS)
    .optional()
    .meta({ description: 'Unset: the server’s first provider (Stripe when configured, else the sandbox)' }),
  payid: z
    .string()
    .trim()
    .max(40)
    .optional()
    .meta({ description: 'A supplementary payment of the order (supmentpay/{orderid}/{payid})' }),
});
export type CreatePaymentRequest = z.output<typeof createPaymentRequest>;

export const paymentCheckout = z.object({
  merchantTradeNumber: z.string(),
  redirectUrl: z.string().meta({ description: 'Send the browser here: the provider’s hosted payment page' }),
  amount: minorUnits,
  currency: z.string(),
  expiresAt: z.string(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckout>;

/** GET /api/v1/payment/status/{merchant_trade_number}?token= (the return page polls it). */
export const paymentStatusQuery = z.object({
  token: z.string().min(1).max(100).meta({ description: 'The `{token}` of the return page path' }),
});
export const paymentStatusView = z.object({
  merchantTradeNumber: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  ocode: z.string(),
  payid: z.string().nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  amount: minorUnits,
  currency: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusView>;

/**
 * The sandbox provider's server-to-server notification (POST /api/v1/payment/notify/sandbox),
 * signed with HMAC-SHA256 over the raw body in the `x-sandbox-signature` header (hex).
 */
export const sandboxNotification = z.object({
  notificationId: z.string().min(1).max(64),
  merchantTradeNumber: z.string().min(1).max(40),
  providerTradeNo: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'CANCELLED']),
  amount: z.number().int(),
  currency: z.string().length(3),
  sentAt: z.string(),
});
export type SandboxNotification = z.infer<typeof sandboxNotification>;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
