import { LIMITS } from '@storefront/contracts';
import type { Db } from '../db/kysely.js';
import { newToken, sha256 } from '../crypto/secrets.js';
import type { EventPublisher } from '../events.js';

export type SessionLookup =
  | { status: 'active'; memberId: number; merchantNumber: string; tokenHash: string; expiresAt: number }
  | { status: 'ended' }
  | { status: 'unknown' };

/** Opaque session tokens, stored as SHA-256 hashes, 7-day life, revocable. */
export function createSessionStore({ db, events }: { db: Db; events: EventPublisher }) {
  async function createSession(memberId: number, merchantNumber: string): Promise<string> {
    const token = newToken();
    const now = new Date();
    await db
      .insertInto('sessions')
      .values({
        token_hash: sha256(token),
        member_id: memberId,
        merchant_number: merchantNumber,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LIMITS.sessionLifetimeMs).toISOString(),
        revoked_at: null,
        revoke_reason: null,
      })
      .execute();
    return token;
  }

  async function lookupSession(token: string): Promise<SessionLookup> {
    const tokenHash = sha256(token);
    const row = await db
      .selectFrom('sessions')
      .select(['member_id', 'merchant_number', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return { status: 'unknown' };
    if (row.revoked_at || row.expires_at <= new Date().toISOString()) return { status: 'ended' };
    return {
      status: 'active',
      memberId: row.member_id,
      merchantNumber: row.merchant_number,
      tokenHash,
      expiresAt: Date.parse(row.expires_at),
    };
  }

  /** Ends one session, or all of a member's sessions except `keepTokenHash`. */
  async function revokeSessions(
    where: { tokenHash: string } | { memberId: number; merchantNumber: string; keepTokenHash?: string },
    reason: string,
  ): Promise<void> {
    const now = new Date().toISOString();
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('revoked_at', 'is', null);
    query =
      'tokenHash' in where
        ? query.where('token_hash', '=', where.tokenHash)
        : query
            .where('member_id', '=', where.memberId)
            .where('merchant_number', '=', where.merchantNumber)
            .$if(where.keepTokenHash !== undefined, (q) => q.where('token_hash', '!=', where.keepTokenHash as string));
    const revoked = await query.returning(['token_hash', 'member_id', 'merchant_number']).execute();
    const first = revoked[0];
    if (first) {
      // Live connections of these sessions are told (ForceOffline) by whoever listens: the hub.
      await events.publish('session.revoked', {
        merchantNumber: first.merchant_number,
        memberId: first.member_id,
        tokenHashes: revoked.map((r) => r.token_hash),
        reason,
      });
    }
  }

  return { createSession, lookupSession, revokeSessions };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
