import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/kysely.js';

export type OutboxMessage = { channel: 'mail' | 'sms'; to: string; subject: string; body: string; code?: string };

/** The dev outbox: where the delivery worker puts mail and SMS when no SMTP server or SMS provider is configured. */
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

  return { record, listFor };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * GET /api/dev/outbox?to=ADDRESS — registered only outside production. `beforeRead` runs first
 * (the delivery queue's drain), so what was just queued is there.
 */
export function outboxRoutes(
  app: FastifyInstance,
  { outbox, beforeRead }: { outbox: Outbox; beforeRead?: () => Promise<void> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only (absent when NODE_ENV=production): mail and SMS sent to an address, newest first',
        querystring: z.object({ to: z.string().trim().min(1, 'to is required') }),
      },
    },
    async (request) => {
      await beforeRead?.();
      return outbox.listFor(request.query.to.toLowerCase());
    },
  );
}
