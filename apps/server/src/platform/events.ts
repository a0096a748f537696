import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PubSub } from './pubsub/pubsub.js';

/**
 * Domain events: what a module tells the rest of the system after a commit, without knowing who
 * listens (the hub, today). Each event travels as JSON on the pubsub channel of its name, so with
 * REDIS_URL every process hears every event; without it, events stay in-process.
 */
export const DOMAIN_EVENTS = {
  /** A member's cart count changed; the hub pushes UpdateCartNum to that member's connections. */
  'cart.changed': z.object({
    merchantNumber: z.string().min(1),
    memberId: z.number().int(),
    /** The member's new cart count (the badge number). */
    cartNumber: z.number().int().min(0),
  }),
  /** Sessions ended (logout elsewhere, password change); the hub forces their connections offline. */
  'session.revoked': z.object({
    merchantNumber: z.string(),
    memberId: z.number().int(),
    tokenHashes: z.array(z.string()),
    reason: z.string(),
  }),
  /** A merchant's settings changed; every process drops its ready-made answers of that merchant. */
  'merchant.changed': z.object({ merchantNumber: z.string().min(1) }),
  /** Staff sessions ended (logout, removal, password reset); live desk connections of them close. */
  'staff.session.revoked': z.object({
    staffId: z.number().int(),
    tokenHashes: z.array(z.string()),
    reason: z.string(),
  }),
  /** An order entered the merchant's desk queue (awaiting confirmation, refund requested) or left it. */
  'desk.changed': z.object({
    merchantNumber: z.string().min(1),
    ocode: z.string(),
    reason: z.enum(['entered', 'left']),
  }),
};

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]>;

/** The port modules publish through; app.ts hands one to each service that has news. */
export type EventPublisher = {
  /** Call after the commit: a rolled-back change must never be announced. */
  publish<N extends DomainEventName>(name: N, event: DomainEvent<N>): Promise<void>;
};

export type DomainEvents = EventPublisher & {
  /**
   * Calls `handle` with every well-formed event of `name` from any process. A malformed message is
   * logged and dropped, and a failing handler is logged, so one bad event never stops the stream.
   * Returns a function that unsubscribes.
   */
  subscribe<N extends DomainEventName>(
    name: N,
    handle: (event: DomainEvent<N>) => void,
    log: FastifyBaseLogger,
  ): Promise<() => Promise<void>>;
};

export function createDomainEvents(pubsub: PubSub): DomainEvents {
  return {
    publish: (name, event) => publishDomainEvent(pubsub, name, event),
    subscribe: (name, handle, log) =>
      pubsub.subscribe(name, (message) => {
        let event: DomainEvent<typeof name>;
        try {
          event = DOMAIN_EVENTS[name].parse(JSON.parse(message)) as DomainEvent<typeof name>;
        } catch {
          log.warn({ channel: name }, 'ignored a malformed event');
          return;
        }
        try {
          handle(event);
        } catch (err) {
          log.error({ err, channel: name }, 'failed to handle an event');
        }
      }),
  };
}

/** Publishes one event on a pubsub (what `createDomainEvents(pubsub).publish` does). */
export async function publishDomainEvent<N extends DomainEventName>(
  pubsub: PubSub,
  name: N,
  event: DomainEvent<N>,
): Promise<void> {
  await pubsub.publish(name, JSON.stringify(event));
}
