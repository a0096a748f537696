import type { Outbox } from '../mail/outbox.js';

export type SmsMessage = { to: string; text: string; code?: string };

/** An SMS gateway: Twilio when configured (twilio.ts); without one, messages go to the dev outbox. */
export interface SmsProvider {
  /** Sends one SMS; answers the provider's id of the message when it has one (Twilio's sid). */
  send(message: SmsMessage, options: { idempotencyKey: string }): Promise<{ providerRef?: string }>;
  /**
   * The provider's id of this very message if it was already sent since `since` (an attempt
   * whose answer was lost: the process died before keeping the id). Providers without a way
   * to look answer undefined.
   */
  findSent?(message: SmsMessage, since: string): Promise<string | undefined>;
}

export function createOutboxSmsProvider(outbox: Outbox): SmsProvider {
  return {
    async send(m) {
      await outbox.record({ channel: 'sms', to: m.to, subject: 'SMS', body: m.text, ...(m.code && { code: m.code }) });
      return {};
    },
  };
}
