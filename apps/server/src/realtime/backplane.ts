import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, DomainEvents } from '../platform/events.js';

export type BackplaneHandlers = {
  onCartChanged: (event: DomainEvent<'cart.changed'>) => void;
  onSessionRevoked: (event: DomainEvent<'session.revoked'>) => void;
  onStaffSessionRevoked: (event: DomainEvent<'staff.session.revoked'>) => void;
  onDeskChanged: (event: DomainEvent<'desk.changed'>) => void;
};

/**
 * The hub's view of the domain events: with REDIS_URL every process receives every event and
 * delivers it to its own connections; without it, events stay in-process. ioredis reconnects and
 * re-subscribes by itself after Redis drops, so the hub keeps its connections meanwhile; events
 * published during the outage are lost (the badge catches up on the next change or page load).
 * Returns a function that unsubscribes.
 */
export async function startBackplane(
  events: DomainEvents,
  handlers: BackplaneHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const stops = await Promise.all([
    events.subscribe('cart.changed', handlers.onCartChanged, log),
    events.subscribe('session.revoked', handlers.onSessionRevoked, log),
    events.subscribe('staff.session.revoked', handlers.onStaffSessionRevoked, log),
    events.subscribe('desk.changed', handlers.onDeskChanged, log),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
