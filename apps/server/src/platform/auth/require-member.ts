import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { SessionStore } from './sessions.js';

/** The logged-in member of a request. */
export type AuthenticatedMember = { id: number; merchantNumber: string; tokenHash: string };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

export function registerAuth(app: FastifyInstance, sessions: SessionStore): void {
  app.decorate('sessions', sessions);
  app.decorateRequest('member', null);
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * preHandler for member-only routes: 1005 without a token or with one this merchant does not
 * know, 1006 when the session expired or was revoked.
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
 * The member of a request that went through `requireMember`: typed, and 1005 rather than a crash
 * should a route ever forget that preHandler.
 */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member)
    throw new AppError('invalidToken', 'Log in first: this call needs an Authorization: Bearer token');
  return request.member;
}
