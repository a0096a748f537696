import {
  adminSubscriber,
  adminSubscriberPage,
  envelope,
  ok,
  subscriberFilter,
  subscriberQuery,
  subscriberUnsubscribe,
} from '@storefront/contracts';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { SubscriberDesk } from './admin-subscribers.js';

const tags = ['admin'];

/** Streams CSV as a download (the route's JSON answer types do not cover a stream). */
const sendCsv = (reply: FastifyReply, filename: string, csv: Readable) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
const security = [{ bearer: [] }];

/** The newsletter's subscribers in the back office (issue 14): owners, managers and editors. */
export function newsletterAdminRoutes(
  app: FastifyInstance,
  { subscribers, staffAuth }: { subscribers: SubscriberDesk; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/newsletter/subscribers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Newsletter subscribers, newest first; q matches part of the address; status subscribed by default',
        querystring: subscriberQuery,
        response: { 200: envelope(adminSubscriberPage) },
      },
    },
    async (request) => ok(await subscribers.listSubscribers(staffOf(request), request.query)),
  );

  r.get(
    '/api/admin/v1/newsletter/subscribers.csv',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The filtered subscribers as CSV (text/csv, streamed; same filters as the list)',
        querystring: subscriberFilter,
        response: { 200: z.string().meta({ description: 'CSV with a header row' }) },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `subscribers-${day}.csv`, subscribers.exportSubscribers(staffOf(request), request.query));
    },
  );

  r.post(
    '/api/admin/v1/newsletter/subscribers/unsubscribe',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Unsubscribe an address (kept, marked with the time; one audit row)',
        body: subscriberUnsubscribe,
        response: { 200: envelope(adminSubscriber) },
      },
    },
    async (request) => ok(await subscribers.unsubscribe(staffOf(request), request.body.email)),
  );
}
