import { CODE_PURPOSES, passwordPairRules, type passwordResetRequest } from '@storefront/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import { decryptPassword } from '../../platform/crypto/password-transport.js';
import { hashPassword } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import { countCodeSend, passwordResetDone } from './limits.js';
import * as repo from './repo.js';
import type { Contact } from './contact.js';

type Codes = {
  sendCode: (ctx: RequestContext, contact: Contact, purpose: number, ip: string) => Promise<void>;
  checkCode: (
    ctx: RequestContext,
    contact: Contact,
    purpose: number,
    code: string,
    field?: string,
  ) => Promise<repo.CodeRef>;
  spendCode: (trx: Db, checked: repo.CodeRef, field?: string) => Promise<void>;
};

/**
 * Password reset for members (issue 15, DESIGN §4): a code sent with `type: 2` to the account's
 * email or phone, then `password/reset` with it. Neither step says whether an account exists:
 * a send to an unknown address is counted against the same limits and answered alike, and a
 * reset for it fails as a reset with no valid code does (1011). The code rules are the login
 * code's (6 digits, hashed, 10 minutes, single use, 5 tries); on success every session of the
 * member ends, and the hub forces their live connections offline.
 */
export function createPasswordReset(deps: {
  db: Db;
  config: Config;
  sessions: SessionStore;
  throttle: Throttle;
  codes: Codes;
  findByContact: (db: Db, owner: { merchantNumber: string }, contact: Contact) => Promise<repo.MemberRow | undefined>;
  destinationOf: (contact: Contact) => string;
}) {
  const { db, config, sessions, throttle, codes, findByContact, destinationOf } = deps;

  async function sendResetCode(ctx: RequestContext, contact: Contact, ip: string): Promise<void> {
    const owner = { merchantNumber: ctx.merchant.number };
    if (await findByContact(db, owner, contact)) {
      await codes.sendCode(ctx, contact, CODE_PURPOSES.passwordReset, ip);
      return;
    }
    await countCodeSend(throttle, { ...owner, destination: destinationOf(contact) }, CODE_PURPOSES.passwordReset, ip);
  }

  async function resetPassword(
    ctx: RequestContext,
    input: z.output<typeof passwordResetRequest>,
    ip: string,
  ): Promise<void> {
    const contact: Contact = input.userName.includes('@')
      ? { kind: 'email', email: input.userName }
      : { kind: 'phone', country: input.country ?? ctx.merchant.countryCode, phone: input.userName };
    // The new password is checked before the code, so a weak one does not spend one of the tries.
    const password = decryptPassword(config.transport, input.password, 'password');
    const rule = passwordPairRules.safeParse({ password, password_two: password });
    if (!rule.success) {
      throw new AppError('validationFailed', rule.error.issues[0]?.message ?? 'form.password', 'password');
    }
    const checked = await codes.checkCode(ctx, contact, CODE_PURPOSES.passwordReset, input.code, 'code');
    const owner = { merchantNumber: ctx.merchant.number };
    const passwordHash = await hashPassword(password);
    const memberId = await db.transaction().execute(async (trx) => {
      await codes.spendCode(trx, checked, 'code');
      const member = await findByContact(trx, owner, contact);
      if (!member) {
        throw new AppError(
          'codeExpired',
          'This verification code has expired or was already used; request a new one',
          'code',
        );
      }
      await repo.updateMember(trx, owner, member.id, {
        password_hash: passwordHash,
        updated_at: new Date().toISOString(),
      });
      return member.id;
    });
    await sessions.revokeSessions({ memberId, merchantNumber: owner.merchantNumber }, 'password-reset');
    await passwordResetDone(throttle, checked, ip);
  }

  return { sendResetCode, resetPassword };
}
