import {
  createPaymentRequest,
  envelope,
  ok,
  paymentCheckout,
  paymentStatusQuery,
  paymentStatusView,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf, memberIfTokenSent } from '../../platform/auth/order-access.js';
import { AppError } from '../../platform/http/errors.js';
import { renderSandboxPage, type SandboxProvider } from './sandbox.js';
import type { PaymentService } from './service.js';

/**
 * Payments: checkout creation, the return page's status poll, providers' notifications (raw
 * body, verified), and the sandbox provider's hosted page.
 */
export async function paymentRoutes(
  app: FastifyInstance,
  { payments, sandbox }: { payments: PaymentService; sandbox: SandboxProvider | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  r.post(
    '/api/v1/payment/create/:orderId',
    {
      preHandler: memberIfTokenSent,
      schema: {
        tags,
        summary:
          'Open a hosted checkout for an unpaid order (orderId is the order code) or, with payid, a supplementary payment; send the browser to redirectUrl',
        params: z.object({ orderId: z.string() }),
        body: createPaymentRequest,
        response: { 200: envelope(paymentCheckout) },
      },
    },
    async (request) =>
      ok(
        await payments.createPayment(
          request.ctx,
          accessOf(request),
          request.params.orderId,
          request.body,
          originOf(request),
        ),
      ),
  );

  r.get(
    '/api/v1/payment/status/:merchantTradeNumber',
    {
      schema: {
        tags,
        summary:
          'The return page’s poll (successful/{from}/{merchant_trade_number}/{token}): the payment and its order, for the holder of the token',
        params: z.object({ merchantTradeNumber: z.string().max(40) }),
        querystring: paymentStatusQuery,
        response: { 200: envelope(paymentStatusView) },
      },
    },
    async (request) =>
      ok(await payments.paymentStatus(request.ctx, request.params.merchantTradeNumber, request.query.token)),
  );

  // Providers and browsers on the hosted page send no storefront headers, and the notification's
  // signature covers its raw bytes: these routes get a scope with their own body parsers.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    const s = scope.withTypeProvider<ZodTypeProvider>();
    const config = { merchant: 'none' as const };

    s.post(
      '/api/v1/payment/notify/:provider',
      {
        config,
        schema: {
          tags,
          summary:
            'Provider → shop notification, idempotent per notification id. stripe: a webhook event verified with Stripe-Signature over the raw body (checkout.session.completed and async_payment_succeeded settle; async_payment_failed and expired close the checkout; other events are answered ignored). sandbox (not in production): JSON signed with HMAC-SHA256 over the raw body (x-sandbox-signature, hex)',
          params: z.object({ provider: z.string().max(20) }),
          response: { 200: envelope(z.object({ result: z.string() })) },
        },
      },
      async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError('validationFailed', 'Send the notification as application/json');
        try {
          return ok(await payments.settleNotification(request.params.provider, raw, request.headers));
        } catch (error) {
          // A refused notification (signature, amount, unknown payment) may be an attack or a
          // misconfigured secret: worth a line in the log beside the 4xx the provider sees.
          if (error instanceof AppError && error.status < 500) {
            request.log.warn(
              { provider: request.params.provider, code: error.code, reason: error.message },
              'payment notification refused',
            );
          }
          throw error;
        }
      },
    );

    // The sandbox's hosted page exists only where the sandbox runs (never in production).
    if (!sandbox) return;

    s.get(
      '/api/v1/payment/sandbox/:id',
      {
        config,
        schema: {
          tags: ['payments (sandbox provider)'],
          summary: 'The sandbox provider’s hosted payment page (HTML) with Pay and Cancel',
          params: z.object({ id: z.string().max(60) }),
        },
      },
      async (request, reply) => {
        const page = await sandbox.describePage(request.params.id);
        if (!page) throw new AppError('notFound', 'No such sandbox checkout');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSandboxPage(page));
      },
    );

    for (const action of ['pay', 'cancel'] as const) {
      s.post(
        `/api/v1/payment/sandbox/:id/${action}`,
        {
          config,
          schema: {
            tags: ['payments (sandbox provider)'],
            summary: `The hosted page’s ${action === 'pay' ? 'Pay' : 'Cancel'} button: notifies the shop, then 303 to the return page`,
            params: z.object({ id: z.string().max(60) }),
          },
        },
        async (request, reply) => {
          const returnUrl = await sandbox.complete(request.params.id, action === 'pay' ? 'SUCCESS' : 'CANCELLED');
          if (!returnUrl) throw new AppError('notFound', 'No such sandbox checkout');
          return reply.redirect(returnUrl, 303);
        },
      );
    }
  });
}

/**
 * The scheme and host the browser used, for absolute return links (PUBLIC_URL wins when set).
 * The scheme is the connection's, or the proxy's when TRUST_PROXY names it; a Host that is not
 * a plain host name gives none.
 */
function originOf(request: FastifyRequest): string | undefined {
  const host = request.host;
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${request.protocol}://${host}`
    : undefined;
}
