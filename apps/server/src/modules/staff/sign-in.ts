import type { StaffLoginResult, StaffMe, StaffRole, staffLoginRequest } from '@storefront/contracts';
import type { z } from 'zod';
import type { ActiveStaffSession, StaffSessionStore } from '../../platform/auth/staff-sessions.js';
import { decryptPassword, type TransportKey } from '../../platform/crypto/password-transport.js';
import { hashPassword, verifyPassword } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { Throttle } from '../../platform/throttle.js';
import type { AuditService } from '../audit/service.js';
import { TOTP_ENABLE_LIMIT, countLoginTry, countTry, loginSucceeded } from './limits.js';
import * as repo from './repo.js';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp.js';

export type SignInDeps = {
  db: Db;
  transport: TransportKey;
  /** Owners and operators must have TOTP (production): without it, a session may only enrol it. */
  totpRequired: boolean;
  sessions: StaffSessionStore;
  throttle: Throttle;
  audit: AuditService;
  findMerchant: (number: string) => Promise<Merchant | undefined>;
};

/** A hash to verify against when the account does not exist, so both answers take as long. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('no such account: decoy password'));

const roleOf = (row: repo.StaffRow): StaffRole => (row.operator === 1 ? 'owner' : (row.role as StaffRole));

/** Sign-in, the session's own account, and TOTP enrolment. */
export function createStaffSignIn(deps: SignInDeps) {
  const { db, sessions, throttle } = deps;

  async function login(input: z.output<typeof staffLoginRequest>, ip: string): Promise<StaffLoginResult> {
    const password = decryptPassword(deps.transport, input.password);
    const attempt = await countLoginTry(throttle, input.email, ip);
    const row = await repo.findStaffByEmail(db, input.email);
    let passwordOk = false;
    if (row?.password_hash) passwordOk = await verifyPassword(row.password_hash, password);
    else await verifyPassword(await decoy(), password);
    if (!row || !passwordOk || row.status !== 'active') {
      throw new AppError('wrongCredentials', 'The user name or password is wrong');
    }
    if (row.totp_secret) {
      if (!input.totp) {
        // The right password alone is no failure: its try is given back, and the code is asked for.
        for (const limit of attempt.counted) await throttle.giveBack(limit.key);
        throw new AppError('totpRequired', 'Enter the 6-digit code of your authenticator app', 'totp');
      }
      const step = totpStepOf(row.totp_secret, input.totp);
      if (step === null || !(await repo.takeTotpStep(db, row.id, step))) {
        throw new AppError('totpWrong', 'The authenticator code is wrong or was already used', 'totp');
      }
    }
    const setupOnly = deps.totpRequired && !row.totp_secret && (row.role === 'owner' || row.operator === 1);
    await loginSucceeded(throttle, attempt);
    const token = await sessions.createSession(row.id, row.merchant_number, setupOnly ? 'totp-setup' : 'full');
    return {
      token,
      staff: {
        email: row.email,
        role: roleOf(row),
        merchantNumber: row.merchant_number ?? '',
        operator: row.operator === 1,
      },
      totpSetupRequired: setupOnly,
    };
  }

  async function logout(session: ActiveStaffSession): Promise<void> {
    const announce = await sessions.revokeSessions({ tokenHash: session.tokenHash }, 'logout');
    await announce();
  }

  async function me(session: ActiveStaffSession): Promise<StaffMe> {
    const merchant = session.merchantNumber ? await deps.findMerchant(session.merchantNumber) : undefined;
    return {
      staffId: session.staffId,
      email: session.email,
      role: session.role,
      merchantNumber: session.merchantNumber ?? '',
      merchantTitle: merchant?.title ?? '',
      operator: session.operator,
      refundLimits: session.refundLimits,
      totpEnabled: session.totpEnabled,
      totpSetupRequired: session.scope === 'totp-setup',
    };
  }

  /**
   * Starts TOTP enrolment: a new secret, kept pending until a code of it is entered. An account
   * with TOTP already on cannot replace it from a session (a stolen session must not move it).
   */
  async function setupTotp(session: ActiveStaffSession) {
    const row = await repo.findStaffOfSession(db, session.staffId);
    if (!row) throw new AppError('sessionEnded', 'The account of this session no longer exists; please log in');
    if (row.totp_secret) throw new AppError('conflict', 'The authenticator is already set up for this account');
    const secret = newTotpSecret();
    await repo.updateStaff(db, row.id, { totp_pending_secret: secret });
    const merchant = row.merchant_number ? await deps.findMerchant(row.merchant_number) : undefined;
    const issuer = merchant ? `${merchant.title} back office` : 'Storefront operator';
    return totpEnrolment(secret, row.email, issuer);
  }

  /** Turns TOTP on with a code of the pending secret; a TOTP-setup session becomes a full one. */
  async function enableTotp(session: ActiveStaffSession, code: string): Promise<void> {
    await countTry(throttle, 'totp-enable', session.staffId, TOTP_ENABLE_LIMIT);
    const row = await repo.findStaffOfSession(db, session.staffId);
    if (!row?.totp_pending_secret) {
      throw new AppError('conflict', 'Set up the authenticator app first (POST /api/admin/v1/auth/totp/setup)', 'code');
    }
    const secret = row.totp_pending_secret;
    const step = totpStepOf(secret, code);
    if (step === null) throw new AppError('totpWrong', 'The code is wrong; check the time on your phone', 'code');
    await db.transaction().execute(async (trx) => {
      if (!(await repo.enablePendingTotp(trx, row.id, secret, step))) {
        throw new AppError('conflict', 'The authenticator setup changed meanwhile; start again', 'code');
      }
      await sessions.widenSession(session.tokenHash, trx);
      if (session.merchantNumber && !session.operator) {
        await deps.audit.record(trx, {
          merchantNumber: session.merchantNumber,
          staffId: row.id,
          action: 'staff.totp.enable',
          objectType: 'staff',
          objectId: row.id,
          before: { totpEnabled: false },
          after: { totpEnabled: true },
        });
      }
    });
  }

  return { login, logout, me, setupTotp, enableTotp };
}
