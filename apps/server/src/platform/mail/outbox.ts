import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/kysely.js';

export type OutboxMessage = { channel: 'mail' | 'sms'; to: string; subject: string; body: string; code?: string };

/** The dev outbox: where mail and SMS go when no SMTP server or SMS provider is configured. */
export function createOutbox(db: Db) {
  async function record(message: OutboxMessage): Promise<void> {
    await db
      .insertInto('outbox')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        sent_at: new Date().toISOString(),
      })
      .execute();
  }

  async function listFor(to: string) {
    const rows = await db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body', 'code', 'sent_at'])
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, code: r.code, sentAt: r.sent_at }));
  }

  /**
   * Messages the outbox holds and when the oldest arrived (metrics). Nothing delivers them from
   * here: mail without SMTP_URL and SMS without a provider stay, so in production a backlog is
   * mail and SMS nobody received.
   */
  async function backlog(): Promise<{ count: number; oldestSentAt: string | null }> {
    const row = await db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('sent_at').as('oldest')])
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldestSentAt: row?.oldest ?? null };
  }

  return { record, listFor, backlog };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** GET /api/dev/outbox?to=ADDRESS — registered only outside production. */
export function outboxRoutes(app: FastifyInstance, { outbox }: { outbox: Outbox }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only (absent when NODE_ENV=production): mail and SMS sent to an address, newest first',
        querystring: z.object({ to: z.string().trim().min(1, 'to is required') }),
      },
    },
    async (request) => outbox.listFor(request.query.to.toLowerCase()),
  );
}
