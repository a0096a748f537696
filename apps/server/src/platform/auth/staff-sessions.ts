import { STAFF_LIMITS, type RefundLimits, type StaffRole } from '@storefront/contracts';
import type { Db } from '../db/kysely.js';
import { newToken, sha256 } from '../crypto/secrets.js';
import type { EventPublisher } from '../events.js';

/** 'full' opens the back office; 'totp-setup' only enrols TOTP (an owner without it, in production). */
export type StaffSessionScope = 'full' | 'totp-setup';

/** A live staff session with its account as it is now (role changes apply at once). */
export type ActiveStaffSession = {
  tokenHash: string;
  staffId: number;
  email: string;
  /** The account's role; an operator's is 'owner' (it acts as one inside a merchant). */
  role: StaffRole;
  operator: boolean;
  /** The merchant the session works in; null for an operator that has not entered one. */
  merchantNumber: string | null;
  refundLimits: RefundLimits;
  totpEnabled: boolean;
  scope: StaffSessionScope;
};

export type StaffSessionLookup =
  ({ status: 'active' } & ActiveStaffSession) | { status: 'ended' } | { status: 'unknown' };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Staff sessions, apart from members' (DESIGN §5): opaque 256-bit tokens stored as SHA-256,
 * revocable, ended after 12 hours without a request (sliding: last_seen_at is written at most once
 * a minute, so a busy desk does not write on every call) and after 7 days in any case.
 */
export function createStaffSessionStore({ db, events }: { db: Db; events: EventPublisher }) {
  async function createSession(
    staffId: number,
    merchantNumber: string | null,
    scope: StaffSessionScope,
    trx: Db = db,
  ): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await trx
      .insertInto('staff_sessions')
      .values({
        token_hash: sha256(token),
        staff_id: staffId,
        merchant_number: merchantNumber,
        scope,
        created_at: iso(now),
        last_seen_at: iso(now),
        expires_at: iso(now + STAFF_LIMITS.sessionMaxMs),
        revoked_at: null,
        revoke_reason: null,
      })
      .execute();
    return token;
  }

  async function lookupSession(token: string): Promise<StaffSessionLookup> {
    const tokenHash = sha256(token);
    const row = await db
      .selectFrom('staff_sessions as s')
      .leftJoin('staff as st', 'st.id', 's.staff_id')
      .select([
        's.merchant_number',
        's.scope',
        's.last_seen_at',
        's.expires_at',
        's.revoked_at',
        'st.id as staff_id',
        'st.email',
        'st.role',
        'st.operator',
        'st.status',
        'st.refund_limits',
        'st.totp_secret',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return { status: 'unknown' };
    const now = Date.now();
    if (
      row.revoked_at ||
      row.expires_at <= iso(now) ||
      row.last_seen_at <= iso(now - STAFF_LIMITS.sessionIdleMs) ||
      row.staff_id === null ||
      row.status !== 'active'
    ) {
      return { status: 'ended' };
    }
    if (row.last_seen_at <= iso(now - STAFF_LIMITS.sessionTouchMs)) {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: iso(now) })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '<=', iso(now - STAFF_LIMITS.sessionTouchMs))
        .execute();
    }
    const operator = Number(row.operator) === 1;
    return {
      status: 'active',
      tokenHash,
      staffId: row.staff_id,
      email: row.email as string,
      role: operator ? 'owner' : (row.role as StaffRole),
      operator,
      merchantNumber: row.merchant_number,
      refundLimits: operator || !row.refund_limits ? null : (JSON.parse(row.refund_limits) as RefundLimits),
      totpEnabled: row.totp_secret !== null,
      scope: row.scope as StaffSessionScope,
    };
  }

  /** Upgrades a TOTP-setup session once TOTP is enabled. */
  async function widenSession(tokenHash: string, trx: Db = db): Promise<void> {
    await trx.updateTable('staff_sessions').set({ scope: 'full' }).where('token_hash', '=', tokenHash).execute();
  }

  /** Ends one session, or every session of a member of staff except `keepTokenHash`. */
  async function revokeSessions(
    where: { tokenHash: string } | { staffId: number; keepTokenHash?: string },
    reason: string,
    trx: Db = db,
  ): Promise<() => Promise<void>> {
    let query = trx
      .updateTable('staff_sessions')
      .set({ revoked_at: iso(Date.now()), revoke_reason: reason })
      .where('revoked_at', 'is', null);
    query =
      'tokenHash' in where
        ? query.where('token_hash', '=', where.tokenHash)
        : query
            .where('staff_id', '=', where.staffId)
            .$if(where.keepTokenHash !== undefined, (q) => q.where('token_hash', '!=', where.keepTokenHash as string));
    const revoked = await query.returning(['token_hash', 'staff_id']).execute();
    const first = revoked[0];
    // Announced by the caller after its commit (a rolled-back removal must not close connections).
    return async () => {
      if (!first) return;
      await events.publish('staff.session.revoked', {
        staffId: first.staff_id,
        tokenHashes: revoked.map((r) => r.token_hash),
        reason,
      });
    };
  }

  return { createSession, lookupSession, widenSession, revokeSessions };
}

export type StaffSessionStore = ReturnType<typeof createStaffSessionStore>;
