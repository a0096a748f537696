import {
  STAFF_INVITE_PATH,
  STAFF_LIMITS,
  type StaffMember,
  type staffInviteRequest,
  type staffUpdateRequest,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { StaffSessionStore } from '../../platform/auth/staff-sessions.js';
import { newToken, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { MailBrand } from '../../platform/mail/layout.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { AuditService } from '../audit/service.js';
import { inviteMail, type StaffMail } from './messages.js';
import * as repo from './repo.js';

export type TeamDeps = {
  db: Db;
  sessions: StaffSessionStore;
  messages: StaffMail;
  audit: AuditService;
  brandOf: (merchantNumber: string | null) => Promise<MailBrand>;
  /** The public origin of the merchant's links (`https://shop.example`), no trailing slash. */
  originOf: (merchantNumber: string) => Promise<string>;
};

type Invitation = { email: string; role: string; merchantNumber: string; token: string };

const snapshot = (m: StaffMember) => ({ email: m.email, role: m.role, refundLimits: m.refundLimits, status: m.status });

/** A unique key broken by a concurrent insert (both engines' codes). */
export const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

const notFound = () => new AppError('notFound', 'No member of staff of this merchant has this id');

/**
 * The owner's staff management: list, invite (one-time link by mail), change role and refund
 * limits, remove (their sessions end at once). A merchant always keeps an active owner. Every
 * change writes its audit row in its own transaction.
 */
export type StaffTeam = ReturnType<typeof createStaffTeam>;

export function createStaffTeam(deps: TeamDeps) {
  const { db, sessions, audit } = deps;

  async function listStaff(staff: StaffPrincipal): Promise<StaffMember[]> {
    return (await repo.findStaffMembers(db, { merchantNumber: staff.merchantNumber })).map(repo.toStaffMember);
  }

  /**
   * Issues an invitation inside `trx`: a new invited account, or a fresh link for one still
   * invited in this merchant. An address that is already an account elsewhere is refused (an
   * email is one staff account on the platform: login names no merchant).
   */
  async function issueInvite(
    trx: Db,
    merchantNumber: string,
    input: { email: string; role: StaffMember['role']; refundLimits?: StaffMember['refundLimits'] },
  ): Promise<{ member: StaffMember; before: StaffMember | null; invitation: Invitation }> {
    const now = new Date();
    const existing = await repo.findStaffByEmail(trx, input.email);
    if (existing && (existing.merchant_number !== merchantNumber || existing.status !== 'invited')) {
      throw new AppError(
        'conflict',
        existing.merchant_number === merchantNumber
          ? 'This address is already a member of staff'
          : 'This address already has a staff account elsewhere; use another address',
        'email',
      );
    }
    const limits = repo.limitsJson(input.refundLimits ?? undefined);
    let id: number;
    if (existing) {
      id = existing.id;
      await repo.updateStaff(trx, id, { role: input.role, refund_limits: limits });
    } else {
      id = await repo.insertStaff(trx, {
        merchantNumber,
        email: input.email,
        passwordHash: null,
        role: input.role,
        operator: false,
        refundLimits: limits,
        status: 'invited',
        now: now.toISOString(),
      });
    }
    const token = newToken();
    await repo.replaceInvite(
      trx,
      id,
      sha256(token),
      now.toISOString(),
      new Date(now.getTime() + STAFF_LIMITS.inviteLifetimeMs).toISOString(),
    );
    const row = await repo.findStaffMember(trx, { merchantNumber }, id);
    return {
      member: repo.toStaffMember(row as repo.StaffRow),
      before: existing ? repo.toStaffMember(existing) : null,
      invitation: { email: input.email, role: input.role, merchantNumber, token },
    };
  }

  /**
   * The invitation mail of a merchant, ready to be filled in inside a transaction: the brand and
   * origin are read first, since a lookup outside the transaction must not wait on it (SQLite).
   */
  async function inviteLetter(merchantNumber: string): Promise<(invitation: Invitation) => MailMessage> {
    const origin = await deps.originOf(merchantNumber);
    const brand = await deps.brandOf(merchantNumber);
    return (i) => inviteMail(i.email, brand, i.role, `${origin}${STAFF_INVITE_PATH}${i.token}`);
  }

  /** Queues an invitation's mail inside the invitation's transaction. */
  async function queueInvite(trx: Db, letter: (invitation: Invitation) => MailMessage, invitation: Invitation) {
    await deps.messages.mail(trx, letter(invitation), invitation.merchantNumber);
  }

  async function inviteStaff(staff: StaffPrincipal, input: z.output<typeof staffInviteRequest>): Promise<StaffMember> {
    const letter = await inviteLetter(staff.merchantNumber);
    const member = await db
      .transaction()
      .execute(async (trx) => {
        const issued = await issueInvite(trx, staff.merchantNumber, input);
        await queueInvite(trx, letter, issued.invitation);
        await audit.record(trx, {
          merchantNumber: staff.merchantNumber,
          staffId: staff.staffId,
          action: 'staff.invite',
          objectType: 'staff',
          objectId: issued.member.id,
          before: issued.before && snapshot(issued.before),
          after: snapshot(issued.member),
        });
        return issued.member;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError('conflict', 'This address was just invited', 'email');
        throw err;
      });
    deps.messages.nudge();
    return member;
  }

  /**
   * Locks the merchant's owners (in id order, before any other staff row: two owners demoting
   * each other at once wait in turn instead of deadlocking) and answers a check that refuses to
   * leave the merchant without an active owner once `row` stops being one.
   */
  async function lockOwners(trx: Db, merchantNumber: string) {
    const owners = await repo.lockOwnerIds(trx, { merchantNumber });
    return (row: repo.StaffRow) => {
      if (row.role !== 'owner' || row.status !== 'active') return;
      if (owners.filter((id) => id !== row.id).length === 0) {
        throw new AppError('lastOwner', 'This is the last owner: make someone else owner first');
      }
    };
  }

  async function updateStaff(
    staff: StaffPrincipal,
    id: number,
    input: z.output<typeof staffUpdateRequest>,
  ): Promise<StaffMember> {
    const owner = { merchantNumber: staff.merchantNumber };
    return db.transaction().execute(async (trx) => {
      const keepAnOwner = await lockOwners(trx, owner.merchantNumber);
      const row = await repo.findStaffMember(trx, owner, id, true);
      if (!row || row.operator === 1) throw notFound();
      if (input.role !== undefined && input.role !== 'owner') keepAnOwner(row);
      await repo.updateStaff(trx, id, {
        ...(input.role !== undefined && { role: input.role }),
        ...(input.refundLimits !== undefined && { refund_limits: repo.limitsJson(input.refundLimits ?? undefined) }),
      });
      const before = repo.toStaffMember(row);
      const after = repo.toStaffMember((await repo.findStaffMember(trx, owner, id)) as repo.StaffRow);
      await audit.record(trx, {
        merchantNumber: owner.merchantNumber,
        staffId: staff.staffId,
        action: 'staff.update',
        objectType: 'staff',
        objectId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  async function removeStaff(staff: StaffPrincipal, id: number): Promise<void> {
    const owner = { merchantNumber: staff.merchantNumber };
    const announce = await db.transaction().execute(async (trx) => {
      const keepAnOwner = await lockOwners(trx, owner.merchantNumber);
      const row = await repo.findStaffMember(trx, owner, id, true);
      if (!row || row.operator === 1) throw notFound();
      keepAnOwner(row);
      const ended = await sessions.revokeSessions({ staffId: id }, 'removed', trx);
      // Recorded first: who removed is named by their account, which may be this one.
      await audit.record(trx, {
        merchantNumber: owner.merchantNumber,
        staffId: staff.staffId,
        action: 'staff.remove',
        objectType: 'staff',
        objectId: id,
        before: snapshot(repo.toStaffMember(row)),
        after: null,
      });
      await repo.deleteStaffMember(trx, owner, id);
      return ended;
    });
    await announce();
  }

  return { listStaff, issueInvite, inviteLetter, queueInvite, inviteStaff, updateStaff, removeStaff };
}
