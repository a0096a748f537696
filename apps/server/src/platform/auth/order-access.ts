import type { FastifyRequest } from 'fastify';
import type { AuthenticatedMember } from './require-member.js';

// Beside requireMember, whose route hook moves both before validation.
export { memberIfTokenSent } from './require-member.js';

/** The header a visitor sends an order's access token in (members send their bearer token). */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** Who is asking about an order: a member (token) and/or a visitor's order token (`x-order-token`). */
export type OrderAccess = { member: AuthenticatedMember | null; orderToken: string | undefined };

/** Who is asking: the member, and a visitor's order token from `x-order-token`. */
export function accessOf(request: FastifyRequest): OrderAccess {
  const header = request.headers[ORDER_TOKEN_HEADER];
  const token = (Array.isArray(header) ? header[0] : header)?.trim();
  return { member: request.member, orderToken: token || undefined };
}
