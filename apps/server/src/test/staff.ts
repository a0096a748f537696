import type { StaffRole } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { demoOwnerOf } from '../seed/staff.js';
import { encrypt } from './members.js';

/*
 * Staff for API tests, made through the API as the back office would: the demo owner of a
 * seeded merchant invites a member of the role asked for, the invitation link is read from the
 * dev outbox, accepted with a password, and the new member signs in.
 */

export const STAFF_PASSWORD = 'Staff-Test-2026';

let sequence = 0;
/** A client address per sign-in, so per-address limits never trip across tests. */
export const staffClientIp = () => `198.51.100.${(++sequence % 250) + 1}`;

export type LoggedInStaff = {
  token: string;
  staffId: number;
  email: string;
  password: string;
  headers: { authorization: string };
};

const accounts = new WeakMap<FastifyInstance, Map<string, { email: string; password: string }>>();

/** Signs in with email and password (no TOTP); throws unless it succeeds. */
export async function signInStaff(app: FastifyInstance, email: string, password: string): Promise<LoggedInStaff> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { email, password: encrypt(password) },
    remoteAddress: staffClientIp(),
  });
  if (res.statusCode !== 200) throw new Error(`staff login of ${email} failed: ${res.body}`);
  const { token } = res.json().data as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/api/admin/v1/auth/me', headers });
  return { token, staffId: (me.json().data as { staffId: number }).staffId, email, password, headers };
}

/** The invitation token mailed to `email` (the newest invitation in the dev outbox). */
export async function inviteTokenOf(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  for (const mail of res.json() as { body: string }[]) {
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    if (token) return token;
  }
  throw new Error(`No invitation was mailed to ${email}`);
}

/**
 * A signed-in member of staff of `businessNumber` with `role` (one account per app, merchant and
 * role, made on first use; the owner is the merchant's demo owner).
 */
export async function loginStaff(
  app: FastifyInstance,
  { businessNumber = '456817', role = 'owner' }: { businessNumber?: string; role?: StaffRole } = {},
): Promise<LoggedInStaff> {
  const owner = demoOwnerOf(businessNumber);
  if (role === 'owner') return signInStaff(app, owner.email, owner.password);
  const known = accounts.get(app) ?? new Map<string, { email: string; password: string }>();
  accounts.set(app, known);
  const key = `${businessNumber}:${role}`;
  let account = known.get(key);
  if (!account) {
    const ownerSession = await signInStaff(app, owner.email, owner.password);
    const email = `${role}.${process.pid}.${++sequence}@${businessNumber}.staff.example`;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/staff/invite',
      headers: ownerSession.headers,
      payload: { email, role },
    });
    if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
    const accept = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/invite/accept',
      payload: { token: await inviteTokenOf(app, email), password: encrypt(STAFF_PASSWORD) },
      remoteAddress: staffClientIp(),
    });
    if (accept.statusCode !== 200) throw new Error(`invite accept failed: ${accept.body}`);
    account = { email, password: STAFF_PASSWORD };
    known.set(key, account);
  }
  return signInStaff(app, account.email, account.password);
}
