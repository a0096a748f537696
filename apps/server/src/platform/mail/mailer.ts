import type { Transporter } from 'nodemailer';
import { PermanentDeliveryError } from '../delivery/queue.js';
import type { Outbox } from './outbox.js';

/** One mail: `text` is the plain-text part; `html`, when given, goes beside it (multipart/alternative). */
export type MailMessage = { to: string; subject: string; text: string; html?: string; code?: string };

export interface Mailer {
  /**
   * Sends one mail now. `idempotencyKey` (the delivery job's) becomes its Message-ID, so a copy
   * sent again after a crash is recognisable as the same message. Modules queue mail through
   * the delivery queue (platform/delivery/messages.ts) rather than calling this.
   */
  send(message: MailMessage, options?: { idempotencyKey?: string }): Promise<void>;
}

/** The Message-ID a key gives: `<key@domain of MAIL_FROM>` (RFC 5322 msg-id). */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'storefront.local';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
}

/** Mail through SMTP when SMTP_URL is set (nodemailer, loaded on first use); else the dev outbox. */
export function createMailer({
  smtpUrl,
  from,
  outbox,
}: {
  smtpUrl: string | undefined;
  from: string;
  outbox: Outbox;
}): Mailer {
  if (!smtpUrl) {
    return {
      send: (m) =>
        outbox.record({ channel: 'mail', to: m.to, subject: m.subject, body: m.text, ...(m.code && { code: m.code }) }),
    };
  }
  let transport: Transporter | undefined;
  return {
    async send(m, { idempotencyKey } = {}) {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        // Bounded waits: a server that accepts and then hangs must not hold the job past its lease.
        transport = nodemailer.createTransport(smtpUrl, {
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        });
      }
      try {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html && { html: m.html }),
          ...(idempotencyKey && { messageId: messageIdOf(idempotencyKey, from) }),
        });
      } catch (error) {
        // A 5xx refusal of the recipient or the message is the server's final word on it (RFC 5321
        // §4.2.1); 4xx, no answer, and 5xx before the envelope (a login refused) are retried.
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        if ((code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500) {
          throw new PermanentDeliveryError(`SMTP ${responseCode}: ${(error as Error).message}`);
        }
        throw error;
      }
    },
  };
}
