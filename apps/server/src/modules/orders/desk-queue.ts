import type { FastifyBaseLogger } from 'fastify';
import type { EventPublisher } from '../../platform/events.js';
import type { OrderRef } from './repo.js';

/**
 * Tells the live desk (the hub's `DeskChanged`) that an order entered its merchant's queue
 * (paid and awaiting confirmation, or a refund requested) or left it. Called after the commit;
 * a lost event only delays the desk until its next refresh, so a fault is logged, never thrown.
 */
export function createDeskQueueEvents(deps: { events: EventPublisher | undefined; log: FastifyBaseLogger }) {
  async function publish(order: OrderRef & { ocode: string }, reason: 'entered' | 'left') {
    if (!deps.events) return;
    try {
      await deps.events.publish('desk.changed', { merchantNumber: order.merchantNumber, ocode: order.ocode, reason });
    } catch (err) {
      deps.log.warn({ err, ocode: order.ocode }, 'desk.changed not published');
    }
  }
  return {
    entered: (order: OrderRef & { ocode: string }) => publish(order, 'entered'),
    left: (order: OrderRef & { ocode: string }) => publish(order, 'left'),
  };
}

export type DeskQueueEvents = ReturnType<typeof createDeskQueueEvents>;
