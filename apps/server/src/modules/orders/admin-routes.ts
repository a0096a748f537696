import {
  deskHotelManifest,
  deskHotelManifestQuery,
  deskManifest,
  deskManifestQuery,
  deskNoteRequest,
  deskOrderDetail,
  deskOrderFilter,
  deskOrderList,
  deskOrderListQuery,
  deskQueue,
  deskRefundDecision,
  deskRefundRequest,
  deskRejectRequest,
  deskSupplementRequest,
  deskSupplementResult,
  envelope,
  errorEnvelope,
  ok,
  orderCodeParams,
} from '@storefront/contracts';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.js';
import type { DeskActions } from './desk-actions.js';
import type { DeskActor, DeskReading } from './desk-reading.js';

/** The admin API's role check (platform/auth/require-staff.ts), as the desk's routes use it. */
export type DeskStaffAuth = {
  staffOnly(...roles: ('owner' | 'manager' | 'agent' | 'editor')[]): onRequestAsyncHookHandler;
};

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Streams CSV as a download (the route's JSON answer types do not cover a stream). */
const sendCsv = (reply: FastifyReply, filename: string, csv: Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(csv);

/** Who calls: set by `staffOnly` before the handler runs. */
function actorOf(request: FastifyRequest): DeskActor {
  const staff = (request as FastifyRequest & { staff?: DeskActor | null }).staff;
  if (!staff) throw new AppError('invalidToken', 'Log in first: this call needs a staff token');
  return staff;
}

/**
 * The order desk of the back office (issue 13; paths fixed in DESIGN §4): orders of the staff's
 * merchant, for owners, managers and agents (an editor is refused with 403).
 */
export function deskRoutes(
  app: FastifyInstance,
  deps: { desk: DeskReading; actions: DeskActions; staffAuth: DeskStaffAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { desk, actions } = deps;
  const onRequest = deps.staffAuth.staffOnly('owner', 'manager', 'agent');
  const base = '/api/admin/v1';

  r.get(
    `${base}/orders`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The merchant’s orders by state, code/email/phone, travel and booking dates and product; sorted, paged',
        querystring: deskOrderListQuery,
        response: { 200: envelope(deskOrderList), ...refusals },
      },
    },
    async (request) => ok(await desk.listOrders(actorOf(request), request.query)),
  );

  r.get(
    `${base}/orders.csv`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The filtered orders as CSV (text/csv, streamed; same filters as the list)',
        querystring: deskOrderFilter,
        response: { 200: z.string().meta({ description: 'CSV with a header row' }), ...refusals },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `orders-${day}.csv`, desk.exportOrders(actorOf(request), request.query));
    },
  );

  r.get(
    `${base}/orders/:ocode`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'An order with lines, travellers, contact, payments, supplements, history, notes and mail sent',
        params: orderCodeParams,
        response: { 200: envelope(deskOrderDetail), ...refusals },
      },
    },
    async (request) => ok(await desk.orderDetail(actorOf(request), request.params.ocode)),
  );

  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B | undefined,
    run: (actor: DeskActor, ocode: string, body: z.output<B>) => Promise<unknown>,
    result: z.ZodType = deskOrderDetail,
  ) =>
    r.post(
      `${base}/orders/:ocode/${path}`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary,
          params: orderCodeParams,
          ...(body && { body }),
          response: { 200: envelope(result), ...refusals },
        },
      },
      async (request) => ok(await run(actorOf(request), request.params.ocode, request.body as z.output<B>)),
    );

  action('confirm', 'Confirm an order awaiting confirmation (mails the customer)', undefined, (actor, ocode) =>
    actions.confirmOrder(actor, ocode),
  );
  action(
    'reject',
    'Reject an order awaiting confirmation: it closes and everything paid is refunded through its provider',
    deskRejectRequest,
    (actor, ocode, body) => actions.rejectOrder(actor, ocode, body.reason),
  );
  action(
    'refund',
    'Refund a paid order, all or part (minor units; never above paid less refunded; an agent up to its limit: 403)',
    deskRefundRequest,
    (actor, ocode, body) => actions.refundOrder(actor, ocode, body),
  );
  action(
    'refund-request',
    'Decide a refund request: accept (all, or `amount` of it) or refuse with a reason',
    deskRefundDecision,
    (actor, ocode, body) => actions.decideRefund(actor, ocode, body),
  );
  action(
    'supplement',
    'Ask for a supplementary payment; the customer is mailed the supmentpay link',
    deskSupplementRequest,
    (actor, ocode, body) => actions.askSupplement(actor, ocode, body),
    deskSupplementResult,
  );
  action('resend-confirmation', 'Mail the confirmation to the customer again', undefined, (actor, ocode) =>
    actions.resendConfirmation(actor, ocode),
  );
  action(
    'notes',
    'Add an internal note (staff only; never shown to the customer)',
    deskNoteRequest,
    (actor, ocode, body) => actions.addNote(actor, ocode, body.text),
  );

  r.get(
    `${base}/queue`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Orders awaiting confirmation and refund requests, oldest first, with their age',
        response: { 200: envelope(deskQueue), ...refusals },
      },
    },
    async (request) => ok(await desk.queue(actorOf(request))),
  );

  r.get(
    `${base}/manifests`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Who travels on a package on a date: travellers, counts per price type, contact phone, remarks (format=csv: CSV)',
        querystring: deskManifestQuery,
        response: { 200: envelope(deskManifest), ...refusals },
      },
    },
    async (request, reply) => {
      const { format, ...at } = request.query;
      const manifest = await desk.packageManifest(actorOf(request), at);
      if (format === 'json') return ok(manifest);
      return sendCsv(reply, `manifest-${at.package}-${at.date}.csv`, desk.manifestCsv(manifest));
    },
  );

  r.get(
    `${base}/manifests/hotel`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The stays of a hotel over a night, with each party',
        querystring: deskHotelManifestQuery,
        response: { 200: envelope(deskHotelManifest), ...refusals },
      },
    },
    async (request) => ok(await desk.hotelManifest(actorOf(request), request.query)),
  );
}
