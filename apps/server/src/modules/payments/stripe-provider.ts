import { CURRENCY_CODES, currencyInfo, type CurrencyCode } from '@storefront/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { StripeConfig } from '../../config.js';
import { AppError } from '../../platform/http/errors.js';
import {
  RefundRefused,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderNotification,
  type RefundRequest,
} from './provider.js';

/** Stripe's header over a webhook's raw body. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** How old a signed webhook may be (Stripe's own default): older ones are replays and refused. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * Currencies Stripe counts in whole units (its "zero-decimal" list). Every other currency of
 * ours, TWD and IDR included, is sent with two decimals: Stripe documents TWD (like HUF) as a
 * two-decimal currency in the API, whole units only for payouts, and our selling prices in TWD,
 * KRW and IDR are whole units anyway (DESIGN §4), so nothing is ever rounded here.
 */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Presentment currencies of Alipay and WeChat Pay on Stripe (their Checkout guides). */
const ALIPAY_CURRENCIES = new Set(['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'MYR', 'NZD', 'SGD', 'USD']);
const WECHAT_PAY_CURRENCIES = new Set([
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'JPY',
  'NOK',
  'SEK',
  'SGD',
  'USD',
]);

/** Checkout's page language for ours (Stripe has no en-AU; en-GB spells as Australians do). */
const CHECKOUT_LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
  'en-AU': 'en-GB',
  'ko-KR': 'ko',
};

/** Stripe lets a Checkout Session close 30 minutes to 24 hours after it was created. */
const SESSION_MIN_MS = 31 * 60_000;
const SESSION_MAX_MS = 23 * 60 * 60_000;

const digitsOf = (currency: string) =>
  CURRENCY_CODES.includes(currency as CurrencyCode) ? currencyInfo(currency as CurrencyCode).minorDigits : 2;

/**
 * Our minor units (every currency stored with `minorDigits` decimals) as Stripe's amount: the
 * same for two-decimal currencies, divided by 100 for zero-decimal ones (₩12,300 is stored as
 * 1 230 000 and sent as 12 300). An amount that would need rounding is refused, never rounded.
 */
export function toStripeAmount(amount: number, currency: string): number {
  const shift = digitsOf(currency) - (ZERO_DECIMAL.has(currency) ? 0 : 2);
  const factor = 10 ** shift;
  if (!Number.isSafeInteger(amount) || amount % factor !== 0) {
    throw new Error(`${amount} minor units of ${currency} is not a whole amount Stripe can charge`);
  }
  return amount / factor;
}

/** Stripe's amount back in our minor units. */
export function fromStripeAmount(amount: number, currency: string): number {
  return amount * 10 ** (digitsOf(currency) - (ZERO_DECIMAL.has(currency) ? 0 : 2));
}

/** What Stripe may offer for a currency: cards always (Apple Pay and Google Pay ride on them). */
export function paymentMethodsFor(currency: string): Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] {
  return [
    'card',
    ...(ALIPAY_CURRENCIES.has(currency) ? (['alipay'] as const) : []),
    ...(WECHAT_PAY_CURRENCIES.has(currency) ? (['wechat_pay'] as const) : []),
  ];
}

/** The few fields of a Checkout Session event the shop reads; the rest passes untouched. */
const sessionEvent = z.looseObject({
  id: z.string().min(1).max(64),
  type: z.string(),
  data: z.looseObject({
    object: z.looseObject({
      object: z.string(),
      id: z.string(),
      client_reference_id: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      payment_status: z.string().nullish(),
      payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
    }),
  }),
});

/** Which events move a payment, and how; every other event is acknowledged and ignored. */
function outcomeOf(type: string, paymentStatus: string | null | undefined): ProviderNotification['status'] | null {
  switch (type) {
    // Cards and wallets are paid on completion; a delayed method completes unpaid and reports later.
    case 'checkout.session.completed':
      return paymentStatus === 'paid' ? 'succeeded' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'succeeded';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * Stripe behind the payment-provider interface: a hosted Checkout Session per payment, in the
 * order's currency and amount (never the browser's), settled only by its signed webhook; refunds
 * of the PaymentIntent with an idempotency key. The SDK is loaded only when Stripe is configured.
 */
export async function createStripeProvider(deps: {
  config: StripeConfig;
  /** PUBLIC_URL: the storefront's address for Stripe's return links, before the request's own. */
  publicUrl: string | undefined;
}): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe');
  const { config } = deps;
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'storefront' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  function absolute(path: string, origin: string | undefined, siteOrigin?: string): string {
    const base = siteOrigin ?? deps.publicUrl ?? origin;
    if (!base) throw new Error('Stripe needs absolute return URLs: set PUBLIC_URL');
    return new URL(path, base).toString();
  }

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest) {
      const methods = paymentMethodsFor(request.currency);
      const now = Date.now();
      const closesAt = Math.min(Math.max(Date.parse(request.expiresAt), now + SESSION_MIN_MS), now + SESSION_MAX_MS);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.merchantTradeNumber,
          metadata: { merchantTradeNumber: request.merchantTradeNumber },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: toStripeAmount(request.amount, request.currency),
                product_data: { name: request.description.slice(0, 250) },
              },
            },
          ],
          payment_intent_data: { metadata: { merchantTradeNumber: request.merchantTradeNumber } },
          allowed_payment_method_types: methods,
          // WeChat Pay needs to know where it runs; the hosted page shows its QR code on the web.
          ...(methods.includes('wechat_pay') && { payment_method_options: { wechat_pay: { client: 'web' } } }),
          success_url: absolute(request.returnUrl, request.origin, request.siteOrigin),
          cancel_url: absolute(request.cancelUrl, request.origin, request.siteOrigin),
          expires_at: Math.floor(closesAt / 1000),
          locale: CHECKOUT_LOCALES[request.language] ?? 'auto',
        },
        // One session per trade number, even when the SDK retries a request whose answer was lost.
        { idempotencyKey: `checkout-${request.merchantTradeNumber}` },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { redirectUrl: session.url };
    },

    parseNotification(rawBody, headers) {
      const given = headers[STRIPE_SIGNATURE_HEADER];
      const signature = Array.isArray(given) ? given[0] : given;
      if (!signature) {
        throw new AppError('validationFailed', 'The Stripe-Signature header is missing', STRIPE_SIGNATURE_HEADER);
      }
      let json: unknown;
      try {
        json = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, SIGNATURE_TOLERANCE_S);
      } catch (error) {
        const bad = error instanceof StripeSdk.errors.StripeSignatureVerificationError;
        throw new AppError(
          'validationFailed',
          bad ? 'The Stripe-Signature header does not match the body' : 'The notification body is not a Stripe event',
          bad ? STRIPE_SIGNATURE_HEADER : undefined,
        );
      }
      const parsed = sessionEvent.safeParse(json);
      if (!parsed.success) throw new AppError('validationFailed', 'The Stripe event is malformed');
      const event = parsed.data;
      const session = event.data.object;
      const status = session.object === 'checkout.session' ? outcomeOf(event.type, session.payment_status) : null;
      const merchantTradeNumber = session.client_reference_id;
      // Sessions the shop did not open (a Payment Link on the same account) carry no trade number.
      if (!status || !merchantTradeNumber || merchantTradeNumber.length > 40) return null;
      const currency = (session.currency ?? '').toUpperCase();
      const intent = session.payment_intent;
      return {
        notificationId: event.id,
        merchantTradeNumber,
        providerTradeNo: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
        status,
        // A session without a total cannot match any payment: the mismatch check refuses it.
        amount: typeof session.amount_total === 'number' ? fromStripeAmount(session.amount_total, currency) : -1,
        currency,
      } satisfies ProviderNotification;
    },

    async refund(request: RefundRequest) {
      if (!request.providerTradeNo) {
        throw new Error(`Payment ${request.merchantTradeNumber} has no Stripe PaymentIntent recorded`);
      }
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.providerTradeNo,
            amount: toStripeAmount(request.amount, request.currency),
            reason: 'requested_by_customer',
            metadata: { merchantTradeNumber: request.merchantTradeNumber, storefrontRefund: request.reference },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // Pending is accepted: some methods refund asynchronously and Stripe carries it through.
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new RefundRefused(`Stripe refund ${refund.id} is ${refund.status}`);
        }
        return { providerRefundId: refund.id };
      } catch (error) {
        // A retry after Stripe's 24-hour idempotency window finds the money already given back.
        if (error instanceof StripeSdk.errors.StripeError && error.code === 'charge_already_refunded') {
          return { providerRefundId: `already-refunded:${request.providerTradeNo}` };
        }
        // A 4xx is Stripe's answer for this key (kept and replayed); 409 (the key is in use by a
        // request still running) and 429 are not, and like no answer or a 5xx leave it unknown.
        const status = error instanceof StripeSdk.errors.StripeError ? error.statusCode : undefined;
        if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
          throw new RefundRefused(`Stripe refused the refund (${status}): ${(error as Error).message}`, {
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}
