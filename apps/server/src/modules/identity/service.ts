import {
  CODE_PURPOSES,
  LIMITS,
  PHONE_REGIONS,
  passwordPairRules,
  type Account,
  type LoginResult,
} from '@storefront/contracts';
import { nationalities } from '@storefront/reference-data';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import { decryptPassword } from '../../platform/crypto/password-transport.js';
import {
  hashPassword,
  hashVerificationCode,
  newVerificationCode,
  sameHash,
  verifyPassword,
} from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { MessageQueue } from '../../platform/delivery/messages.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import type { MerchantService } from '../merchant/service.js';
import type {
  completeInformationRequest,
  editInfoRequest,
  editPasswordRequest,
  passwordLoginRequest,
  subscribeRequest,
} from '@storefront/contracts';
import { codeAccepted, countCodeSend, countPasswordTry, passwordAccepted } from './limits.js';
import type { Contact } from './contact.js';
import { codeMail, codeMessage } from './messages.js';
import { createPasswordReset } from './password-reset.js';
import * as repo from './repo.js';

export type { Contact } from './contact.js';

/** Counts other modules keep for the account data (favourites, coupons, points). */
export type AccountCounts = (
  ctx: RequestContext,
  memberId: number,
) => Promise<Partial<Record<'favoritesCount' | 'couponsCount' | 'integralCount', number>>>;

export function createIdentityService(deps: {
  db: Db;
  config: Config;
  sessions: SessionStore;
  throttle: Throttle;
  /** Where codes are queued for mail and SMS. */
  messages: Pick<MessageQueue, 'mail' | 'sms' | 'nudge'>;
  /** The shop's look for code mail (title, colour, logo). */
  merchants: Pick<MerchantService, 'mailBrand'>;
  accountCounts?: AccountCounts;
  /** Called after an account is completed (the coupons module issues welcome coupons). */
  onAccountCompleted?: (ctx: RequestContext, memberId: number) => Promise<void>;
  /**
   * Checks the invite code a registration carries and answers the step that records the referral
   * inside the completion's transaction (the referrals module, wired in app.ts).
   */
  prepareReferral?: (ctx: RequestContext, member: MemberContact, code: string) => Promise<(trx: Db) => Promise<void>>;
}) {
  const { db, config, sessions, throttle } = deps;

  // ── Verification codes ─────────────────────────────────────────────────────────────────────

  /** Sends a fresh code once the send is counted against the cooldown and the hourly limits. */
  async function sendCode(ctx: RequestContext, contact: Contact, purpose: number, ip: string): Promise<void> {
    const destination = destinationOf(contact);
    const key = { merchantNumber: ctx.merchant.number, destination, purpose };
    if (contact.kind === 'phone' && !config.phoneLogin) {
      throw new AppError('validationFailed', 'This shop sends no codes by SMS; use an email address', 'phone');
    }
    await countCodeSend(throttle, key, purpose, ip);
    const now = Date.now();
    const code = newVerificationCode();
    const minutes = LIMITS.codeLifetimeMs / 60_000;
    const message = codeMessage(ctx.language, ctx.merchant.title, code, minutes, purpose);
    // The code and its message commit together; the worker, woken at once, sends it.
    await db.transaction().execute(async (trx) => {
      await repo.insertCode(trx, {
        ...key,
        codeHash: hashVerificationCode(destination, code),
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + LIMITS.codeLifetimeMs).toISOString(),
        ip,
      });
      if (contact.kind === 'email')
        await deps.messages.mail(
          trx,
          {
            to: destination,
            ...codeMail(ctx.language, deps.merchants.mailBrand(ctx.merchant), code, minutes, purpose),
            code,
          },
          key.merchantNumber,
        );
      else await deps.messages.sms(trx, { to: destination, text: message.text, code }, key.merchantNumber);
    });
    deps.messages.nudge();
  }

  /**
   * Checks a code. Every try is counted before the comparison, so concurrent tries cannot pass
   * the limit, and a wrong one stays counted though the request fails (that count is the
   * protection); the code is spent only by the caller's transaction, via `spendCode`.
   */
  async function checkCode(
    ctx: RequestContext,
    contact: Contact,
    purpose: number,
    code: string,
    field = 'checkCode',
  ): Promise<repo.CodeRef> {
    const destination = destinationOf(contact);
    const key = { merchantNumber: ctx.merchant.number, destination, purpose };
    const newest = await repo.findNewestCode(db, key);
    if (!newest || newest.used_at || newest.expires_at <= new Date().toISOString()) {
      throw new AppError(
        'codeExpired',
        'This verification code has expired or was already used; request a new one',
        field,
      );
    }
    const tries = await repo.countCodeTry(db, { ...key, id: newest.id }, LIMITS.codeMaxTries);
    if (tries === undefined) {
      throw new AppError('codeTriesExceeded', 'Too many wrong tries for this code; request a new one', field);
    }
    if (!sameHash(newest.code_hash, hashVerificationCode(destination, code))) {
      const left = LIMITS.codeMaxTries - tries;
      if (left <= 0)
        throw new AppError('codeTriesExceeded', 'Too many wrong tries for this code; request a new one', field);
      throw new AppError(
        'codeWrong',
        `The verification code is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`,
        field,
      );
    }
    return { ...key, id: newest.id };
  }

  async function spendCode(trx: Db, checked: repo.CodeRef, field = 'checkCode'): Promise<void> {
    if (!(await repo.markCodeUsed(trx, checked, new Date().toISOString()))) {
      throw new AppError('codeExpired', 'This verification code was already used; request a new one', field);
    }
  }

  // ── Login ──────────────────────────────────────────────────────────────────────────────────

  /** Login or registration by code: the first login creates the account (nextPage 1 until completed). */
  async function loginWithCode(ctx: RequestContext, contact: Contact, code: string, ip: string): Promise<LoginResult> {
    const checked = await checkCode(ctx, contact, CODE_PURPOSES.login, code);
    const owner = { merchantNumber: ctx.merchant.number };
    const { memberId, completed } = await db.transaction().execute(async (trx) => {
      await spendCode(trx, checked);
      const existing = await findByContact(trx, owner, contact);
      if (existing) return { memberId: existing.id, completed: existing.completed_at !== null };
      const now = new Date().toISOString();
      const id = await repo.insertMember(trx, {
        merchant_number: owner.merchantNumber,
        email: contact.kind === 'email' ? destinationOf(contact) : null,
        phone_country: contact.kind === 'phone' ? contact.country : null,
        phone: contact.kind === 'phone' ? nationalNumber(contact) : null,
        password_hash: null,
        appellation: null,
        completed_at: null,
        created_at: now,
        updated_at: now,
      });
      return { memberId: id, completed: false };
    });
    await codeAccepted(throttle, checked, ip);
    const token = await sessions.createSession(memberId, owner.merchantNumber);
    return { token, nextPage: completed ? 0 : 1 };
  }

  async function loginWithPassword(
    ctx: RequestContext,
    input: z.output<typeof passwordLoginRequest>,
    ip: string,
  ): Promise<LoginResult> {
    const contact: Contact = input.userName.includes('@')
      ? { kind: 'email', email: input.userName }
      : { kind: 'phone', country: input.country ?? ctx.merchant.countryCode, phone: input.userName };
    const subject = { merchantNumber: ctx.merchant.number, destination: destinationOf(contact) };
    const password = decryptPassword(config.transport, input.password);
    const attempt = await countPasswordTry(throttle, subject, ip);
    const member = await findByContact(db, { merchantNumber: ctx.merchant.number }, contact);
    if (member && !member.password_hash) {
      throw new AppError(
        'accountNotCompleted',
        'This account has no password yet: log in with a verification code first',
      );
    }
    if (!member || !(await verifyPassword(member.password_hash as string, password))) {
      throw new AppError('wrongCredentials', 'The user name or password is wrong');
    }
    await passwordAccepted(throttle, attempt);
    const token = await sessions.createSession(member.id, ctx.merchant.number);
    return { token, nextPage: member.completed_at ? 0 : 1 };
  }

  async function logout(member: AuthenticatedMember): Promise<void> {
    await sessions.revokeSessions({ tokenHash: member.tokenHash }, 'logout');
  }

  // ── Account ────────────────────────────────────────────────────────────────────────────────

  async function completeInformation(
    ctx: RequestContext,
    member: AuthenticatedMember,
    input: z.output<typeof completeInformationRequest>,
  ): Promise<void> {
    const current = await memberOrThrow(ctx, member);
    if (current.completed_at) throw new AppError('conflict', 'This account is already complete');
    const password = checkedPasswordPair(input.password, input.password_two);
    checkNations(input.nationality, input.residency);
    const recordReferral = input.inviteCode
      ? await deps.prepareReferral?.(ctx, memberContactOf(current), input.inviteCode)
      : undefined;
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await repo.updateMember(trx, { merchantNumber: ctx.merchant.number }, member.id, {
        last_name: input.lastName,
        first_name: input.firstName,
        appellation: input.appellation,
        birth_date: input.datebirth,
        nationality: input.nationality,
        residency: input.residency,
        subscribe: input.subscribe,
        password_hash: passwordHash,
        completed_at: now,
        updated_at: now,
      });
      await recordReferral?.(trx);
    });
    await deps.onAccountCompleted?.(ctx, member.id);
  }

  async function loadAccount(ctx: RequestContext, member: AuthenticatedMember): Promise<Account> {
    const row = await memberOrThrow(ctx, member);
    const counts = (await deps.accountCounts?.(ctx, member.id)) ?? {};
    return {
      id: row.id,
      nickName:
        row.nick_name || [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? row.phone ?? ''),
      headimg: row.head_img,
      email: row.email ?? '',
      phone: row.phone ?? '',
      country: row.phone_country,
      lastName: row.last_name,
      firstName: row.first_name,
      appellation: row.appellation,
      datebirth: row.birth_date,
      nationality: row.nationality,
      residency: row.residency,
      roleName: 'member',
      subscribe: row.subscribe,
      orderEmail: row.order_email,
      orderMsg: row.order_msg,
      activityMsg: row.activity_msg,
      activityEmail: row.activity_email,
      favoritesCount: counts.favoritesCount ?? 0,
      couponsCount: counts.couponsCount ?? 0,
      integralCount: counts.integralCount ?? 0,
      completed: row.completed_at !== null,
    };
  }

  async function updateSubscriptions(
    ctx: RequestContext,
    member: AuthenticatedMember,
    input: z.output<typeof subscribeRequest>,
  ): Promise<void> {
    await memberOrThrow(ctx, member);
    await repo.updateMember(db, { merchantNumber: ctx.merchant.number }, member.id, {
      ...(input.subscribe !== undefined && { subscribe: input.subscribe }),
      ...(input.orderEmail !== undefined && { order_email: input.orderEmail }),
      ...(input.orderMsg !== undefined && { order_msg: input.orderMsg }),
      ...(input.activityMsg !== undefined && { activity_msg: input.activityMsg }),
      ...(input.activityEmail !== undefined && { activity_email: input.activityEmail }),
      updated_at: new Date().toISOString(),
    });
  }

  /** New password after the current one; every other session of the member ends (ForceOffline). */
  async function changePassword(
    ctx: RequestContext,
    member: AuthenticatedMember,
    input: z.output<typeof editPasswordRequest>,
  ): Promise<void> {
    const row = await memberOrThrow(ctx, member);
    const oldPassword = decryptPassword(config.transport, input.oldPassword, 'oldPassword');
    if (!row.password_hash || !(await verifyPassword(row.password_hash, oldPassword))) {
      throw new AppError('wrongCredentials', 'The current password is wrong', 'oldPassword');
    }
    const password = checkedPasswordPair(input.password, input.password_two);
    await repo.updateMember(db, { merchantNumber: ctx.merchant.number }, member.id, {
      password_hash: await hashPassword(password),
      updated_at: new Date().toISOString(),
    });
    await sessions.revokeSessions(
      { memberId: member.id, merchantNumber: ctx.merchant.number, keepTokenHash: member.tokenHash },
      'password-changed',
    );
  }

  async function changeContact(
    ctx: RequestContext,
    member: AuthenticatedMember,
    contact: Contact,
    code: string,
  ): Promise<void> {
    await memberOrThrow(ctx, member);
    const purpose = contact.kind === 'email' ? CODE_PURPOSES.changeEmail : CODE_PURPOSES.changePhone;
    const checked = await checkCode(ctx, contact, purpose, code);
    const owner = { merchantNumber: ctx.merchant.number };
    await db.transaction().execute(async (trx) => {
      const holder = await findByContact(trx, owner, contact);
      if (holder && holder.id !== member.id) {
        throw new AppError('conflict', `Another account already uses this ${contact.kind}`, contact.kind);
      }
      await spendCode(trx, checked);
      await repo.updateMember(
        trx,
        owner,
        member.id,
        contact.kind === 'email'
          ? { email: destinationOf(contact), updated_at: new Date().toISOString() }
          : { phone_country: contact.country, phone: nationalNumber(contact), updated_at: new Date().toISOString() },
      );
    });
  }

  async function editInfo(ctx: RequestContext, member: AuthenticatedMember, input: z.output<typeof editInfoRequest>) {
    await memberOrThrow(ctx, member);
    checkNations(input.nationality, input.residency);
    await repo.updateMember(db, { merchantNumber: ctx.merchant.number }, member.id, {
      last_name: input.lastName,
      first_name: input.firstName,
      appellation: input.appellation,
      birth_date: input.datebirth,
      nationality: input.nationality,
      residency: input.residency,
      ...(input.nickName !== undefined && { nick_name: input.nickName }),
      updated_at: new Date().toISOString(),
    });
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────

  async function memberOrThrow(ctx: RequestContext, member: AuthenticatedMember) {
    const row = await repo.findMemberById(db, { merchantNumber: ctx.merchant.number }, member.id);
    if (!row) throw new AppError('invalidToken', 'The account of this session no longer exists; please log in');
    return row;
  }

  function checkedPasswordPair(encrypted: string, encryptedTwo: string): string {
    const password = decryptPassword(config.transport, encrypted, 'password');
    const passwordTwo = decryptPassword(config.transport, encryptedTwo, 'password_two');
    const result = passwordPairRules.safeParse({ password, password_two: passwordTwo });
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new AppError('validationFailed', issue?.message ?? 'form.password', String(issue?.path[0] ?? 'password'));
    }
    return password;
  }

  /** Members of the context's merchant by id, as other modules may see them (referrals). */
  async function findMemberContacts(ctx: RequestContext, memberIds: readonly number[]): Promise<MemberContact[]> {
    const owner = { merchantNumber: ctx.merchant.number };
    const rows = await Promise.all(memberIds.map((id) => repo.findMemberById(db, owner, id)));
    return rows.filter((row) => row !== undefined).map(memberContactOf);
  }

  /** A member of this merchant by email or phone (the back office issuing a coupon), or undefined. */
  async function findMemberByContact(ctx: RequestContext, contact: Contact): Promise<MemberContact | undefined> {
    const row = await findByContact(db, { merchantNumber: ctx.merchant.number }, contact);
    return row ? memberContactOf(row) : undefined;
  }

  const passwordReset = createPasswordReset({
    db,
    config,
    sessions,
    throttle,
    codes: { sendCode, checkCode, spendCode },
    findByContact,
    destinationOf,
  });

  return {
    ...passwordReset,
    sendCode,
    checkCode,
    spendCode,
    loginWithCode,
    loginWithPassword,
    logout,
    completeInformation,
    loadAccount,
    updateSubscriptions,
    changePassword,
    changeContact,
    editInfo,
    findMemberContacts,
    findMemberByContact,
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

/** What another module may know of a member: its contacts and names. */
export type MemberContact = {
  id: number;
  email: string | null;
  phone: string | null;
  phoneCountry: number | null;
  firstName: string;
  lastName: string;
};

function memberContactOf(row: repo.MemberRow): MemberContact {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    phoneCountry: row.phone_country,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

function checkNations(nationality: string, residency: string) {
  const known = new Set(nationalities('en-AU').map((n) => n.id));
  if (!known.has(nationality))
    throw new AppError('validationFailed', `Unknown nationality "${nationality}"`, 'nationality');
  if (!known.has(residency)) throw new AppError('validationFailed', `Unknown residency "${residency}"`, 'residency');
}

function findByContact(db: Db, owner: { merchantNumber: string }, contact: Contact) {
  return contact.kind === 'email'
    ? repo.findMemberByEmail(db, owner, destinationOf(contact))
    : repo.findMemberByPhone(db, owner, contact.country, nationalNumber(contact));
}

/** The national significant number: `0412 345 678` with +61 → `412345678`. */
function nationalNumber(contact: { country: number; phone: string }): string {
  const region = PHONE_REGIONS[contact.country];
  const parsed = region ? parsePhoneNumberFromString(contact.phone, region) : undefined;
  return parsed?.nationalNumber ?? contact.phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** Where a code goes, normalised: a lower-cased email or `+61 412345678`. */
function destinationOf(contact: Contact): string {
  return contact.kind === 'email'
    ? contact.email.trim().toLowerCase()
    : `+${contact.country} ${nationalNumber(contact)}`;
}
