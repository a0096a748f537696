import { randomUUID } from 'node:crypto';
import type { Db } from '../db/kysely.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { SmsMessage, SmsProvider } from '../sms/sms.js';
import type { DeliveryQueue } from './queue.js';

/**
 * Mail and SMS as delivery jobs: a module queues a message inside its transaction and the worker
 * sends it. Each message gets its own key at queueing (the change that queues it happens once);
 * the key is the mail's Message-ID, and an SMS job keeps Twilio's sid before it counts as sent.
 */
export function createMessageQueue(deps: { queue: DeliveryQueue; mailer: Mailer; sms: SmsProvider }) {
  const { queue } = deps;

  queue.handle('mail', async (job) => {
    await deps.mailer.send(job.payload as MailMessage, { idempotencyKey: job.idempotencyKey });
  });
  queue.handle('sms', async (job, tools) => {
    // Sent before, and the process stopped before marking it: the sid says so; never send twice.
    if (job.providerRef) return;
    const message = job.payload as SmsMessage;
    // A later attempt may follow one that was sent but died before keeping the sid: look first.
    const earlier = job.attempt > 1 ? await deps.sms.findSent?.(message, job.createdAt) : undefined;
    if (earlier) {
      await tools.recordProviderRef(earlier);
      return;
    }
    const { providerRef } = await deps.sms.send(message, { idempotencyKey: job.idempotencyKey });
    if (providerRef) await tools.recordProviderRef(providerRef);
  });

  return {
    /** Queues a mail in the caller's transaction (a plain MailMessage is the job's payload). */
    mail: (trx: Db, message: MailMessage, merchantNumber?: string) =>
      queue.enqueue(trx, { kind: 'mail', idempotencyKey: `mail-${randomUUID()}`, merchantNumber, payload: message }),
    /** Queues an SMS in the caller's transaction. */
    sms: (trx: Db, message: SmsMessage, merchantNumber?: string) =>
      queue.enqueue(trx, { kind: 'sms', idempotencyKey: `sms-${randomUUID()}`, merchantNumber, payload: message }),
    /** Wakes the worker after the commit, so a code arrives without waiting for the next poll. */
    nudge: queue.nudge,
  };
}

export type MessageQueue = ReturnType<typeof createMessageQueue>;
