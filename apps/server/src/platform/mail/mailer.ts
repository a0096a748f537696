import type { Transporter } from 'nodemailer';
import type { Outbox } from './outbox.js';

export type MailMessage = { to: string; subject: string; text: string; code?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
    async send(m) {
      if (!transport) {
        const nodemailer = await import('nodemailer');
        transport = nodemailer.createTransport(smtpUrl);
      }
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
