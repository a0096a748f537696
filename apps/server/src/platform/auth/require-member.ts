import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../http/errors.js';
import type { SessionStore } from './sessions.js';

/** The logged-in member of a request. */
export type AuthenticatedMember = { id: number; merchantNumber: string; tokenHash: string };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Every member-only route (`POST /api/v1/cart/add`), gathered as routes are added. */
    memberRoutes: readonly string[];
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

/** Register before the routes: the hook below sees only routes added after it. */
export function registerAuth(app: FastifyInstance, sessions: SessionStore): void {
  const memberRoutes: string[] = [];
  app.decorate('sessions', sessions);
  app.decorate('memberRoutes', memberRoutes);
  app.decorateRequest('member', null);
  app.addHook('onRoute', (route) => authenticateFirst(route, memberRoutes));
}

/**
 * Routes attach `requireMember` (or `memberIfTokenSent`) as a preHandler; this moves it to the
 * route's onRequest hooks, so the token is checked before the body is parsed and validated: an
 * anonymous caller gets 1005 (and a stale session 1006) rather than 2001, and learns nothing of
 * the schema. It runs after the app's onRequest hooks, so the request context is there.
 */
function authenticateFirst(route: RouteOptions, memberRoutes: string[]): void {
  const preHandlers = [route.preHandler ?? []].flat();
  const authenticators = preHandlers.filter((hook) => hook === requireMember || hook === memberIfTokenSent);
  if (authenticators.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !authenticators.includes(hook));
  route.onRequest = [...[route.onRequest ?? []].flat(), ...authenticators];
  if (authenticators.includes(requireMember)) {
    for (const method of [route.method].flat()) if (method !== 'HEAD') memberRoutes.push(`${method} ${route.url}`);
  }
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * Hook of member-only routes (attached as a preHandler, run on request): 1005 without a token or
 * with one this merchant does not know, 1006 when the session expired or was revoked.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('invalidToken', 'Log in first: this call needs an Authorization: Bearer token');
  const session = await request.server.sessions.lookupSession(token);
  if (session.status === 'ended') throw new AppError('sessionEnded', 'Your session has ended; please log in again');
  // A token of another merchant's shop is unknown here.
  if (session.status === 'unknown' || session.merchantNumber !== request.ctx.merchant.number) {
    throw new AppError('invalidToken', 'The token is not valid for this shop; please log in');
  }
  request.member = { id: session.memberId, merchantNumber: session.merchantNumber, tokenHash: session.tokenHash };
}

/**
 * Hook of calls open to visitors: a request without a token is a visitor's; one with a token
 * must carry a valid one (1005/1006 otherwise), so an expired session is never silently turned
 * into a guest checkout.
 */
export async function memberIfTokenSent(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization) await requireMember(request);
}

/**
 * The member of a request that went through `requireMember`: typed, and 1005 rather than a crash
 * should a route ever forget that hook.
 */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member)
    throw new AppError('invalidToken', 'Log in first: this call needs an Authorization: Bearer token');
  return request.member;
}
