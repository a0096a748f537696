import { z } from 'zod';
import type { PubSub } from '../platform/pubsub/pubsub.js';

export { SESSION_REVOKED_CHANNEL, type SessionRevokedEvent } from '../platform/auth/sessions.js';

/**
 * Published by the cart after every committed change of a member's cart, on whichever process
 * made it; the hub of every process pushes ReceiveMessage `{MessageKey: 'UpdateCartNum', Data:
 * cartNumber}` to that member's connections.
 */
export const CART_CHANGED_CHANNEL = 'cart.changed';

export const cartChangedEvent = z.object({
  merchantNumber: z.string().min(1),
  memberId: z.number().int(),
  /** The member's new cart count (the badge number). */
  cartNumber: z.number().int().min(0),
});
export type CartChangedEvent = z.infer<typeof cartChangedEvent>;

export const sessionRevokedEvent = z.object({
  merchantNumber: z.string(),
  memberId: z.number().int(),
  tokenHashes: z.array(z.string()),
  reason: z.string(),
});

/** Tells every process's hub that a member's cart count changed. Call after the commit. */
export async function publishCartChanged(pubsub: PubSub, event: CartChangedEvent): Promise<void> {
  await pubsub.publish(CART_CHANGED_CHANNEL, JSON.stringify(event));
}
