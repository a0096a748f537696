import { createHmac, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SIGNATURE_HEADER, currencyInfo, sandboxNotification, type CurrencyCode } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { newPublicCode } from '../../platform/crypto/secrets.js';
import { AppError } from '../../platform/http/errors.js';
import type { CheckoutRequest, PaymentProvider, ProviderNotification } from './provider.js';

/** How the sandbox reaches the shop's notify endpoint (the app injects it: a real provider would POST over the network). */
export type Deliver = (path: string, body: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;

export const SANDBOX_NOTIFY_PATH = '/api/v1/payment/notify/sandbox';
const DELIVERY_ATTEMPTS = 3;

/** Signs a notification body as the sandbox does: HMAC-SHA256, hex. */
export const signSandboxBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export type SandboxPage =
  | { state: 'open'; id: string; merchantTradeNumber: string; amount: number; currency: string; description: string }
  | { state: 'closed'; message: string; returnUrl: string | null };

/**
 * The built-in sandbox provider. It behaves like a real hosted checkout: it keeps its own books
 * (`sandbox_checkouts`), serves a payment page with Pay and Cancel, sends a signed server-to-
 * server notification, then sends the browser back to the shop's return page.
 */
export function createSandboxProvider(deps: { db: Db; secret: string; deliver: () => Deliver }) {
  const { db, secret } = deps;

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest) {
      const id = `cs_${newPublicCode(24).toLowerCase()}`;
      await db
        .insertInto('sandbox_checkouts')
        .values({
          id,
          merchant_trade_number: request.merchantTradeNumber,
          amount: request.amount,
          currency: request.currency,
          description: request.description.slice(0, 300),
          return_url: request.returnUrl,
          notify_path: request.notifyPath,
          status: 'open',
          provider_trade_no: null,
          created_at: new Date().toISOString(),
          expires_at: request.expiresAt,
        })
        .execute();
      return { redirectUrl: `/api/v1/payment/sandbox/${id}` };
    },

    parseNotification(rawBody, headers) {
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(given) ? given[0] : given;
      const expected = Buffer.from(signSandboxBody(secret, rawBody.toString('utf8')), 'hex');
      const actual = Buffer.from(signature && /^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
        throw new AppError('badSignature', 'The notification signature is missing or wrong');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('validationFailed', 'The notification body is not JSON');
      }
      const parsed = sandboxNotification.safeParse(json);
      if (!parsed.success) throw new AppError('validationFailed', 'The notification body is malformed');
      const n = parsed.data;
      return {
        notificationId: n.notificationId,
        merchantTradeNumber: n.merchantTradeNumber,
        providerTradeNo: n.providerTradeNo,
        status: n.status === 'SUCCESS' ? 'succeeded' : 'cancelled',
        amount: n.amount,
        currency: n.currency,
      } satisfies ProviderNotification;
    },

    async refund(request) {
      // Never past what was collected, so a retry of a refund already made gives nothing back
      // twice; the checkout reads refunded once all of it is given back (partial refunds add up).
      await db
        .updateTable('sandbox_checkouts')
        .set((eb) => ({
          refunded_amount: eb('refunded_amount', '+', request.amount),
          status: eb
            .case()
            .when(eb(eb('refunded_amount', '+', request.amount), '>=', eb.ref('amount')))
            .then('refunded')
            .else(eb.ref('status'))
            .end(),
        }))
        .where('merchant_trade_number', '=', request.merchantTradeNumber)
        .where('status', '<>', 'refunded')
        .where((eb) => eb(eb('refunded_amount', '+', request.amount), '<=', eb.ref('amount')))
        .execute();
      return { providerRefundId: `sbx_re_${request.idempotencyKey}` };
    },
  };

  async function findCheckout(id: string) {
    return db.selectFrom('sandbox_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What the hosted page shows. */
  async function describePage(id: string): Promise<SandboxPage | undefined> {
    const checkout = await findCheckout(id);
    if (!checkout) return undefined;
    if (checkout.status !== 'open') {
      return { state: 'closed', message: `This checkout is ${checkout.status}.`, returnUrl: checkout.return_url };
    }
    if (checkout.expires_at <= new Date().toISOString()) {
      return { state: 'closed', message: 'This checkout has expired.', returnUrl: checkout.return_url };
    }
    return {
      state: 'open',
      id,
      merchantTradeNumber: checkout.merchant_trade_number,
      amount: Number(checkout.amount),
      currency: checkout.currency,
      description: checkout.description,
    };
  }

  /**
   * The buyer pressed Pay (or Cancel): the checkout closes once, the shop is notified
   * (signed, retried a few times), and the browser goes to the return page.
   */
  async function complete(id: string, outcome: 'SUCCESS' | 'CANCELLED'): Promise<string | undefined> {
    const checkout = await findCheckout(id);
    if (!checkout) return undefined;
    const providerTradeNo = `sbx_${newPublicCode(20).toLowerCase()}`;
    const result = await db
      .updateTable('sandbox_checkouts')
      .set({ status: outcome === 'SUCCESS' ? 'paid' : 'cancelled', provider_trade_no: providerTradeNo })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      const body = JSON.stringify({
        notificationId: `evt_${newPublicCode(24).toLowerCase()}`,
        merchantTradeNumber: checkout.merchant_trade_number,
        providerTradeNo,
        status: outcome,
        amount: Number(checkout.amount),
        currency: checkout.currency,
        sentAt: new Date().toISOString(),
      });
      const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body) };
      for (let attempt = 0; attempt < DELIVERY_ATTEMPTS; attempt++) {
        const answer = await deps
          .deliver()(checkout.notify_path, body, headers)
          .catch(() => ({ statusCode: 0 }));
        if (answer.statusCode >= 200 && answer.statusCode < 300) break;
        // A refusal (4xx) will not change on a retry; only faults and timeouts are retried.
        if (answer.statusCode >= 400 && answer.statusCode < 500) break;
      }
    }
    return checkout.return_url;
  }

  return { provider, describePage, complete };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function formatAmount(amount: number, currency: string): string {
  const info = currencyInfo(currency as CurrencyCode);
  return `${currency} ${(amount / 10 ** info.minorDigits).toFixed(info.wholeUnits ? 0 : info.minorDigits)}`;
}

/** The hosted payment page: Pay and Cancel post back to the sandbox (no script, inline styles only). */
export function renderSandboxPage(page: SandboxPage): string {
  const body =
    page.state === 'open'
      ? `<p class="muted">Sandbox payment — no real money moves.</p>
  <h1>${escapeHtml(formatAmount(page.amount, page.currency))}</h1>
  <p>${escapeHtml(page.description)}</p>
  <p class="muted">Reference ${escapeHtml(page.merchantTradeNumber)}</p>
  <form method="post" action="/api/v1/payment/sandbox/${escapeHtml(page.id)}/pay"><button class="pay" type="submit">Pay</button></form>
  <form method="post" action="/api/v1/payment/sandbox/${escapeHtml(page.id)}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<h1>${escapeHtml(page.message)}</h1>${page.returnUrl ? `<p><a href="${escapeHtml(page.returnUrl)}">Back to the shop</a></p>` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:2rem;margin:.5rem 0}.muted{color:#6b7280;font-size:.875rem}form{display:inline-block;margin:1rem .5rem 0 0}
button{font-size:1rem;padding:.6rem 1.6rem;border-radius:.4rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#0f766e;color:#fff;border-color:#0f766e}.cancel{background:#fff}</style></head>
<body><main>
  ${body}
</main></body></html>`;
}
