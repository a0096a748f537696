import { randomBytes } from 'node:crypto';
import {
  SITE_LANGUAGES,
  staffPasswordRule,
  type operatorCreateMerchantRequest,
  type StaffLoginResult,
  type StaffMember,
} from '@storefront/contracts';
import type { z } from 'zod';
import type { ActiveStaffSession, StaffSessionStore } from '../../platform/auth/staff-sessions.js';
import { hashPassword } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import * as repo from './repo.js';
import type { StaffTeam } from './team.js';

/** What the operator needs of the merchant module (its service, wired in app.ts). */
export type OperatorMerchants = {
  findMerchant: (number: string) => Promise<Merchant | undefined>;
  /** Adds a merchant (what a new one starts with; its settings add domains and contact details). */
  ensureMerchant: (merchant: NewMerchant) => Promise<void>;
  listMerchants: () => Promise<string[]>;
};

type NewMerchant = Omit<Merchant, 'domains' | 'footerTexts' | 'contact'>;

/** A new merchant's look until its owner sets one in the settings. */
const NEUTRAL_STYLE: Merchant['webStyle'] = {
  firstColor: '#1d4ed8',
  secondColor: '#f59e0b',
  thirdColor: '#dbeafe',
  fourthColor: '#1e3a8a',
  fifthColor: '#fffbeb',
  sixthColor: '#dc2626',
  sevenColor: '#eff6ff',
};

/**
 * A platform operator's account (the CLI: `npm run admin -- create-operator`). Without a password
 * one is generated (20 random bytes, base64url) and answered, to be shown once.
 */
export async function createOperatorAccount(
  db: Db,
  input: { email: string; password?: string },
): Promise<{ id: number; email: string; password: string; generated: boolean }> {
  const email = input.email.trim().toLowerCase();
  const password = input.password ?? randomBytes(20).toString('base64url');
  const rule = staffPasswordRule.safeParse(input.password ?? `${password}a1`);
  if (!rule.success)
    throw new AppError(
      'validationFailed',
      rule.error.issues[0]?.message ?? 'The password needs letters and digits',
      'password',
    );
  if (await repo.findStaffByEmail(db, email)) {
    throw new AppError('conflict', `${email} already has a staff account`, 'email');
  }
  const id = await repo.insertStaff(db, {
    merchantNumber: null,
    email,
    passwordHash: await hashPassword(password),
    role: 'owner',
    operator: true,
    refundLimits: null,
    status: 'active',
    now: new Date().toISOString(),
  });
  return { id, email, password, generated: input.password === undefined };
}

/**
 * An active owner of a merchant with a known password and no TOTP, unless the address already
 * has an account (demo seeding only: never in production).
 */
export async function ensureOwnerAccount(
  db: Db,
  input: { merchantNumber: string; email: string; password: string },
): Promise<void> {
  if (await repo.findStaffByEmail(db, input.email)) return;
  await repo.insertStaff(db, {
    merchantNumber: input.merchantNumber,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: 'owner',
    operator: false,
    refundLimits: null,
    status: 'active',
    now: new Date().toISOString(),
  });
}

/**
 * The platform operator's work: merchants with their owners, a new merchant with its first
 * owner's invitation, and entering a merchant's desk. Entering opens a new session inside the
 * merchant (the operator acts as an owner there), written to that merchant's audit log under the
 * operator's own email, in the session's transaction.
 */
export function createStaffOperator(deps: {
  db: Db;
  sessions: StaffSessionStore;
  audit: AuditService;
  merchants: OperatorMerchants;
  team: Pick<StaffTeam, 'issueInvite' | 'inviteLetter' | 'queueInvite'>;
  nudge: () => void;
}) {
  const { db, merchants, audit } = deps;

  async function listMerchants() {
    const [numbers, owners] = await Promise.all([merchants.listMerchants(), repo.findOwnerEmails(db)]);
    const found = await Promise.all(numbers.map((n) => merchants.findMerchant(n)));
    return found
      .filter((m): m is Merchant => m !== undefined)
      .map((m) => ({
        number: m.number,
        title: m.title,
        owners: owners.filter((o) => o.merchant_number === m.number).map((o) => o.email),
      }));
  }

  /**
   * A new merchant and its first owner's invitation. The merchant row is the merchant module's
   * (written through its service, outside this transaction): a merchant left without staff by a
   * failure here may be created again under its number.
   */
  async function createMerchant(
    session: ActiveStaffSession,
    input: z.output<typeof operatorCreateMerchantRequest>,
  ): Promise<{ number: string; title: string; owner: StaffMember }> {
    const existing = await merchants.findMerchant(input.number);
    if (existing && (await repo.countStaffOf(db, { merchantNumber: input.number })) > 0) {
      throw new AppError('conflict', `A merchant with the business number ${input.number} exists`, 'number');
    }
    const merchant: NewMerchant = existing ?? {
      number: input.number,
      title: input.title,
      logo: '',
      favicon: '',
      webLogo: 0,
      defaultLanguage: input.defaultLanguage,
      defaultCurrency: input.defaultCurrency,
      languages: [...SITE_LANGUAGES],
      currencies: [input.defaultCurrency],
      locations: [],
      webStyle: NEUTRAL_STYLE,
      hiddenCategoryIds: [],
      hiddenLabelIds: [],
      website: '',
      filingNumber: '',
      countryCode: input.countryCode,
    };
    if (!existing) await merchants.ensureMerchant(merchant);
    const letter = await deps.team.inviteLetter(merchant.number);
    const member = await db.transaction().execute(async (trx) => {
      const issued = await deps.team.issueInvite(trx, merchant.number, { email: input.ownerEmail, role: 'owner' });
      await deps.team.queueInvite(trx, letter, issued.invitation);
      await audit.record(trx, {
        merchantNumber: merchant.number,
        staffId: session.staffId,
        action: 'merchant.create',
        objectType: 'merchant',
        objectId: merchant.number,
        before: null,
        after: { number: merchant.number, title: merchant.title, ownerEmail: input.ownerEmail },
      });
      return issued.member;
    });
    deps.nudge();
    return { number: merchant.number, title: merchant.title, owner: member };
  }

  async function enterMerchant(session: ActiveStaffSession, merchantNumber: string): Promise<StaffLoginResult> {
    const merchant = await merchants.findMerchant(merchantNumber);
    if (!merchant) throw new AppError('unknownMerchant', `No merchant has the business number ${merchantNumber}`);
    const token = await db.transaction().execute(async (trx) => {
      const entered = await deps.sessions.createSession(session.staffId, merchant.number, 'full', trx);
      await audit.record(trx, {
        merchantNumber: merchant.number,
        staffId: session.staffId,
        action: 'operator.enter',
        objectType: 'merchant',
        objectId: merchant.number,
        before: null,
        after: { operator: session.email },
      });
      return entered;
    });
    return {
      token,
      staff: { email: session.email, role: 'owner', merchantNumber: merchant.number, operator: true },
      totpSetupRequired: false,
    };
  }

  return { listMerchants, createMerchant, enterMerchant };
}
