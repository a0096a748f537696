import {
  changeDateRequest,
  changeDateResult,
  createOrderRequest,
  envelope,
  ok,
  orderCodeParams,
  orderDetail,
  orderPage,
  orderPageRequest,
  orderQuote,
  orderQuoteRequest,
  orderWithAccess,
  refundRequest,
  visitorQueryRequest,
  visitorSendCodeRequest,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf, memberIfTokenSent } from '../../platform/auth/order-access.js';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { OrderService } from './service.js';

const security = [{ bearer: [] }];

/** Orders: quote, create, list, detail, cancel, date change, refund request, visitor lookup. */
export function orderRoutes(
  app: FastifyInstance,
  { orders, merchantSide }: { orders: OrderService; merchantSide: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const visitorOrMember = memberIfTokenSent;
  const tokenNote = 'Members send their bearer token; visitors the `x-order-token` the order was created with.';

  r.post(
    '/api/v1/order/quote',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary: 'Price an order form (or selected cart lines) with a coupon and points, before submitting it',
        body: orderQuoteRequest,
        response: { 200: envelope(orderQuote) },
      },
    },
    async (request) => ok(await orders.quoteOrder(request.ctx, request.member, request.body)),
  );

  r.post(
    '/api/v1/order/create',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary:
          'Create an order (pending payment; stock is held for 30 minutes, a visitor’s for 5 until the payment page is opened, then 15 from creation; unpaid orders are limited per member, and per address, email and phone for visitors: 4293). Visitors may order: they get an accessToken for x-order-token',
        body: createOrderRequest,
        response: { 200: envelope(orderWithAccess) },
      },
    },
    async (request) =>
      ok(
        await orders.createOrder(request.ctx, request.member, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      ),
  );

  r.post(
    '/api/v1/order/pagging',
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: 'The member’s orders, newest first, optionally of some statuses',
        body: orderPageRequest,
        response: { 200: envelope(orderPage) },
      },
    },
    async (request) => ok(await orders.listOrders(request.ctx, memberOf(request), request.body)),
  );

  r.get(
    '/api/v1/order/detail/:ocode',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary: `An order with its lines, travellers, supplements, history and allowed actions. ${tokenNote}`,
        params: orderCodeParams,
        response: { 200: envelope(orderDetail) },
      },
    },
    async (request) => ok(await orders.getOrder(request.ctx, accessOf(request), request.params.ocode)),
  );

  r.post(
    '/api/v1/order/cancel/:ocode',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary: `Cancel an unpaid order (its stock, coupon and points go back). ${tokenNote}`,
        params: orderCodeParams,
        response: { 200: envelope(orderDetail) },
      },
    },
    async (request) => ok(await orders.cancelOrder(request.ctx, accessOf(request), request.params.ocode)),
  );

  r.post(
    '/api/v1/order/change-date/:ocode',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary: `Change a line’s travel date: once, at least 21 days before travel; a dearer date adds a supplementary payment, a cheaper one refunds the difference. ${tokenNote}`,
        params: orderCodeParams,
        body: changeDateRequest,
        response: { 200: envelope(changeDateResult) },
      },
    },
    async (request) => ok(await orders.changeDate(request.ctx, accessOf(request), request.params.ocode, request.body)),
  );

  r.post(
    '/api/v1/order/refund/:ocode',
    {
      preHandler: visitorOrMember,
      schema: {
        tags,
        summary: `Ask for a refund of a paid order before its travel date. ${tokenNote}`,
        params: orderCodeParams,
        body: refundRequest,
        response: { 200: envelope(orderDetail) },
      },
    },
    async (request) =>
      ok(await orders.requestRefund(request.ctx, accessOf(request), request.params.ocode, request.body.reason)),
  );

  r.post(
    '/api/v1/order/visitor/send-code',
    {
      schema: {
        tags,
        summary:
          'Email a lookup code to an order’s contact address. Answers the same, under the same limits (a minute between codes per email: 4291; 5 an hour per email, 20 per address: 4290), whether or not the order and email match',
        body: visitorSendCodeRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await orders.sendVisitorCode(request.ctx, request.body, request.ip);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/order/visitor/query',
    {
      schema: {
        tags,
        summary:
          'Find an order by code, contact email and the emailed code; answers it with an accessToken. Every refusal is the same 1011 (30 lookups per address in 10 minutes: 4290)',
        body: visitorQueryRequest,
        response: { 200: envelope(orderWithAccess) },
      },
    },
    async (request) => ok(await orders.queryVisitorOrder(request.ctx, request.body, request.ip)),
  );

  if (!merchantSide) return;

  // Development only: the sweep on demand (tests and local runs); staff act on orders through
  // the back office's admin API (admin-routes.ts).
  const merchantTags = ['orders (development only)'];

  r.post(
    '/api/dev/orders/sweep',
    {
      schema: {
        tags: merchantTags,
        summary: 'Development only: run the expiry and completion sweep now',
        response: { 200: envelope(z.object({ expired: z.number().int(), completed: z.number().int() })) },
      },
    },
    async () => ok(await orders.sweep()),
  );
}
