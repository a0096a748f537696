import type { Outbox } from '../mail/outbox.js';

export type SmsMessage = { to: string; text: string; code?: string };

/** An SMS gateway. Plug a provider in here; without one, messages go to the dev outbox. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxSmsProvider(outbox: Outbox): SmsProvider {
  return {
    send: (m) =>
      outbox.record({ channel: 'sms', to: m.to, subject: 'SMS', body: m.text, ...(m.code && { code: m.code }) }),
  };
}
