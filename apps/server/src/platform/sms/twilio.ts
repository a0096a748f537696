import type { TwilioConfig } from '../../config.js';
import { PermanentDeliveryError } from '../delivery/queue.js';
import type { SmsProvider } from './sms.js';

/** Twilio's answers that no retry can change: a malformed or unreachable number, a blocked one. */
const PERMANENT_STATUSES = new Set([400, 404]);

/**
 * SMS through Twilio's Messages API with the official SDK (loaded only when configured). Twilio
 * takes no idempotency key for a message, so the delivery job keeps the message sid it answers
 * and a retry of a job that has one sends nothing; a retry without one first looks for the
 * message among those sent to the number (see the queue's SMS delivery).
 * `TWILIO_API_URL` points the SDK at another host (a local stand-in in tests) through its
 * pluggable HTTP client, since the SDK's own options (edge, region) only pick among Twilio's hosts.
 */
export async function createTwilioSmsProvider(config: TwilioConfig): Promise<SmsProvider> {
  const { default: twilio } = await import('twilio');
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  let httpClient: InstanceType<typeof twilio.RequestClient> | undefined;
  if (api) {
    const base = new twilio.RequestClient({ timeout: 15_000 });
    httpClient = Object.assign(Object.create(base) as typeof base, {
      request: (opts: Parameters<typeof base.request>[0]) => {
        const uri = new URL(opts.uri);
        uri.protocol = api.protocol;
        uri.host = api.host;
        return base.request({ ...opts, uri: uri.toString() });
      },
    });
  }
  const client = twilio(config.accountSid, config.authToken, {
    timeout: 15_000,
    ...(httpClient && { httpClient }),
  });

  const e164 = (to: string) => `+${to.replace(/\D/g, '')}`;

  return {
    async findSent(message, since) {
      // Each message carries its own code, so its body names it among the number's messages.
      const sent = await client.messages.list({ to: e164(message.to), dateSentAfter: new Date(since), limit: 50 });
      return sent.find((m) => m.body === message.text)?.sid;
    },

    async send(message) {
      try {
        const sent = await client.messages.create({
          to: e164(message.to),
          // A Messaging Service picks the sender itself.
          ...(config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from }),
          body: message.text,
        });
        return { providerRef: sent.sid };
      } catch (error) {
        if (error instanceof twilio.RestException && PERMANENT_STATUSES.has(error.status)) {
          throw new PermanentDeliveryError(`Twilio ${error.status} (${error.code ?? '-'}): ${error.message}`);
        }
        throw error;
      }
    },
  };
}
