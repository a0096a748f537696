import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PubSub } from '../platform/pubsub/pubsub.js';
import {
  CART_CHANGED_CHANNEL,
  SESSION_REVOKED_CHANNEL,
  cartChangedEvent,
  sessionRevokedEvent,
  type CartChangedEvent,
  type SessionRevokedEvent,
} from './events.js';

export type BackplaneHandlers = {
  onCartChanged: (event: CartChangedEvent) => void;
  onSessionRevoked: (event: SessionRevokedEvent) => void;
};

/**
 * The hub's view of the pubsub: with REDIS_URL every process receives every event and delivers
 * it to its own connections; without it, events stay in-process. ioredis reconnects and
 * re-subscribes by itself after Redis drops, so the hub keeps its connections meanwhile; events
 * published during the outage are lost (the badge catches up on the next change or page load).
 * Returns a function that unsubscribes.
 */
export async function startBackplane(
  pubsub: PubSub,
  handlers: BackplaneHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const listen = <T>(channel: string, schema: z.ZodType<T>, handle: (event: T) => void) =>
    pubsub.subscribe(channel, (message) => {
      let event: T;
      try {
        event = schema.parse(JSON.parse(message));
      } catch {
        log.warn({ channel }, 'ignored a malformed event');
        return;
      }
      try {
        handle(event);
      } catch (err) {
        log.error({ err, channel }, 'hub failed to deliver an event');
      }
    });
  const stops = await Promise.all([
    listen(CART_CHANGED_CHANNEL, cartChangedEvent, handlers.onCartChanged),
    listen(SESSION_REVOKED_CHANNEL, sessionRevokedEvent, handlers.onSessionRevoked),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
