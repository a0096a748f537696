import { STAFF_ROLES, parseSiteLanguage, type RefundLimits, type StaffRole } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../http/errors.js';
import type { Merchant } from '../merchant.js';
import { bearerToken } from './require-member.js';
import type { ActiveStaffSession, StaffSessionStore } from './staff-sessions.js';

export type { StaffRole } from '@storefront/contracts';

/**
 * The member of staff behind an admin request, inside one merchant. Merchants are keyed by their
 * business number everywhere in this schema (there is no numeric merchant id): scope every query
 * by `merchantNumber`. An operator inside a merchant has role 'owner' and `operator: true`.
 */
export type StaffPrincipal = {
  staffId: number;
  email: string;
  role: StaffRole;
  merchantNumber: string;
  operator: boolean;
  /** Per currency, minor units; null = no limit. */
  refundLimits: RefundLimits;
  tokenHash: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `staffOnly` (a session inside a merchant, with an allowed role). */
    staff: StaffPrincipal | null;
    /** Set by every staff hook: the session as found (operators outside a merchant, TOTP setup). */
    staffSession: ActiveStaffSession | null;
  }
}

type FindMerchant = (number: string) => Promise<Merchant | undefined>;

/** Decorates requests with `staff`; call once, before the admin routes. */
export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
}

/**
 * The admin API's hooks (attach as `onRequest`, so the token is checked before the body): no or
 * an unknown token → 401 1005 (a member's token is unknown here), an ended session → 401 1006,
 * a role not allowed → 403. `staffOnly` also sets `request.ctx` to the staff's merchant (language
 * from the `language` header, else the merchant's default), and refuses a `businessNumber`
 * header naming another merchant.
 */
export function createStaffAuth({
  sessions,
  findMerchant,
}: {
  sessions: StaffSessionStore;
  findMerchant: FindMerchant;
}) {
  async function sessionOf(request: FastifyRequest): Promise<ActiveStaffSession> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('invalidToken', 'Log in first: this call needs a staff token');
    const found = await sessions.lookupSession(token);
    if (found.status === 'unknown')
      throw new AppError('invalidToken', 'The token is not a staff session; please log in');
    if (found.status === 'ended') throw new AppError('sessionEnded', 'Your session has ended; please log in again');
    const { status: _, ...session } = found;
    request.staffSession = session;
    return session;
  }

  /** Routes of the merchant's desk, for the roles named (none named: every role). */
  function staffOnly(...roles: StaffRole[]): onRequestAsyncHookHandler {
    const allowed: readonly StaffRole[] = roles.length > 0 ? roles : STAFF_ROLES;
    return async (request) => {
      const session = await sessionOf(request);
      if (session.scope !== 'full') {
        throw new AppError(
          'totpSetupRequired',
          'Set up the authenticator app first (POST /api/admin/v1/auth/totp/setup)',
        );
      }
      if (!session.merchantNumber) {
        throw new AppError('forbidden', 'Enter a merchant first (POST /api/admin/v1/operator/enter)');
      }
      if (!allowed.includes(session.role)) {
        throw new AppError('forbidden', `Your role (${session.role}) may not do this`);
      }
      const sent = request.headers.businessnumber;
      const named = (Array.isArray(sent) ? sent[0] : sent)?.trim();
      if (named && named !== session.merchantNumber) {
        throw new AppError(
          'forbidden',
          'The businessNumber header names another merchant than your session',
          'businessNumber',
        );
      }
      const merchant = await findMerchant(session.merchantNumber);
      if (!merchant) throw new AppError('sessionEnded', 'The merchant of this session no longer exists');
      request.ctx = {
        merchant,
        language: parseSiteLanguage(headerOf(request, 'language') ?? '') ?? merchant.defaultLanguage,
        currency: merchant.defaultCurrency,
        timezone: headerOf(request, 'timezone'),
        locations: undefined,
        domain: undefined,
        log: request.log,
      };
      request.staff = {
        staffId: session.staffId,
        email: session.email,
        role: session.role,
        merchantNumber: session.merchantNumber,
        operator: session.operator,
        refundLimits: session.refundLimits,
        tokenHash: session.tokenHash,
      };
    };
  }

  /** Routes of the platform operator (inside a merchant or not). */
  const operatorOnly = (): onRequestAsyncHookHandler => async (request) => {
    const session = await sessionOf(request);
    if (session.scope !== 'full') {
      throw new AppError(
        'totpSetupRequired',
        'Set up the authenticator app first (POST /api/admin/v1/auth/totp/setup)',
      );
    }
    if (!session.operator) throw new AppError('forbidden', 'Only a platform operator may do this');
  };

  /** Routes every staff session may use, a TOTP-setup one included (me, TOTP enrolment, logout). */
  const anyStaffSession = (): onRequestAsyncHookHandler => async (request) => {
    await sessionOf(request);
  };

  return { staffOnly, operatorOnly, anyStaffSession, sessions };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** The principal of a request that went through `staffOnly` (401 should a route forget the hook). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('invalidToken', 'Log in first: this call needs a staff token');
  return request.staff;
}

/** The session of a request that went through any staff hook. */
export function staffSessionOf(request: FastifyRequest): ActiveStaffSession {
  if (!request.staffSession) throw new AppError('invalidToken', 'Log in first: this call needs a staff token');
  return request.staffSession;
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
