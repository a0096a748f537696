import {
  STAFF_LIMITS,
  staffPasswordRule,
  type staffInviteAcceptRequest,
  type staffResetPasswordRequest,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { StaffSessionStore } from '../../platform/auth/staff-sessions.js';
import { decryptPassword, type TransportKey } from '../../platform/crypto/password-transport.js';
import {
  hashPassword,
  hashVerificationCode,
  newVerificationCode,
  sameHash,
  sha256,
} from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { MailBrand } from '../../platform/mail/layout.js';
import type { Throttle } from '../../platform/throttle.js';
import type { AuditService } from '../audit/service.js';
import { INVITE_ACCEPT_LIMIT, countCodeSend, countTry, passwordResetDone } from './limits.js';
import { resetCodeMail, type StaffMail } from './messages.js';
import * as repo from './repo.js';

const RESET = 'password-reset';

export type RecoveryDeps = {
  db: Db;
  transport: TransportKey;
  sessions: StaffSessionStore;
  throttle: Throttle;
  messages: StaffMail;
  audit: AuditService;
  brandOf: (merchantNumber: string | null) => Promise<MailBrand>;
};

/** The new password, decrypted and held to the staff rule (checked before any code is spent). */
export function newStaffPassword(transport: TransportKey, cipherText: string): string {
  const password = decryptPassword(transport, cipherText, 'password');
  const rule = staffPasswordRule.safeParse(password);
  if (!rule.success) {
    throw new AppError(
      'validationFailed',
      rule.error.issues[0]?.message ?? 'The password needs letters and digits',
      'password',
    );
  }
  return password;
}

const expired = () =>
  new AppError('codeExpired', 'This verification code has expired or was already used; request a new one', 'code');

/**
 * Password reset by emailed code (6 digits, stored hashed, 10 minutes, single use, 5 tries) and
 * invitation acceptance. Neither step says whether an account exists: a send for an unknown
 * address is counted alike and answered alike, a reset for it fails as one with no code does.
 */
export function createStaffRecovery(deps: RecoveryDeps) {
  const { db, throttle, sessions } = deps;

  async function sendResetCode(email: string, ip: string): Promise<void> {
    await countCodeSend(throttle, email, ip);
    const row = await repo.findStaffByEmail(db, email);
    if (!row || row.status !== 'active') return;
    const code = newVerificationCode();
    const now = Date.now();
    const mail = resetCodeMail(row.email, await deps.brandOf(row.merchant_number), code);
    await db.transaction().execute(async (trx) => {
      await repo.insertCode(trx, {
        staffId: row.id,
        purpose: RESET,
        codeHash: hashVerificationCode(`staff:${row.id}`, code),
        now: new Date(now).toISOString(),
        expiresAt: new Date(now + STAFF_LIMITS.resetCodeLifetimeMs).toISOString(),
      });
      await deps.messages.mail(trx, mail, row.merchant_number ?? undefined);
    });
    deps.messages.nudge();
  }

  async function resetPassword(input: z.output<typeof staffResetPasswordRequest>, ip: string): Promise<void> {
    const password = newStaffPassword(deps.transport, input.password);
    const row = await repo.findStaffByEmail(db, input.email);
    const code = row && (await repo.findNewestCode(db, row.id, RESET));
    if (!row || !code || code.used_at || code.expires_at <= new Date().toISOString()) throw expired();
    // Counted before the comparison, so concurrent tries cannot pass the limit.
    const tries = await repo.countCodeTry(db, code.id, STAFF_LIMITS.resetCodeMaxTries);
    if (tries === undefined) {
      throw new AppError('codeTriesExceeded', 'Too many wrong tries for this code; request a new one', 'code');
    }
    if (!sameHash(code.code_hash, hashVerificationCode(`staff:${row.id}`, input.code))) {
      const left = STAFF_LIMITS.resetCodeMaxTries - tries;
      if (left <= 0)
        throw new AppError('codeTriesExceeded', 'Too many wrong tries for this code; request a new one', 'code');
      throw new AppError(
        'codeWrong',
        `The verification code is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`,
        'code',
      );
    }
    const passwordHash = await hashPassword(password);
    const announce = await db.transaction().execute(async (trx) => {
      if (!(await repo.markCodeUsed(trx, code.id, new Date().toISOString()))) throw expired();
      await repo.updateStaff(trx, row.id, { password_hash: passwordHash });
      // Whoever held a session (the reason to reset, often) is out.
      const ended = await sessions.revokeSessions({ staffId: row.id }, 'password-reset', trx);
      if (row.merchant_number && row.operator === 0) {
        await deps.audit.record(trx, {
          merchantNumber: row.merchant_number,
          staffId: row.id,
          action: 'staff.password.reset',
          objectType: 'staff',
          objectId: row.id,
        });
      }
      return ended;
    });
    await announce();
    // Proving the mailbox is worth what a right password is: this address may sign in again at once.
    await passwordResetDone(throttle, row.email, ip);
  }

  /** Accepts an invitation: the link's token (once, within 72 h) and the new password. */
  async function acceptInvite(
    input: z.output<typeof staffInviteAcceptRequest>,
    ip: string,
  ): Promise<{ email: string; merchantNumber: string }> {
    await countTry(throttle, 'invite-accept', ip, INVITE_ACCEPT_LIMIT);
    const password = newStaffPassword(deps.transport, input.password);
    const passwordHash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const staffId = await repo.spendInvite(trx, sha256(input.token), now);
      const row = staffId === undefined ? undefined : await repo.findStaffOfSession(trx, staffId);
      if (!row || row.status !== 'invited' || !row.merchant_number) {
        throw new AppError(
          'codeExpired',
          'This invitation link has expired or was already used; ask for a new one',
          'token',
        );
      }
      await repo.updateStaff(trx, row.id, { password_hash: passwordHash, status: 'active' });
      await deps.audit.record(trx, {
        merchantNumber: row.merchant_number,
        staffId: row.id,
        action: 'staff.invite.accept',
        objectType: 'staff',
        objectId: row.id,
        before: { status: 'invited' },
        after: { status: 'active' },
      });
      return { email: row.email, merchantNumber: row.merchant_number };
    });
  }

  return { sendResetCode, resetPassword, acceptInvite };
}
