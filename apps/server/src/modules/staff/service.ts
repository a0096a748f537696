import type { Config } from '../../config.js';
import type { StaffSessionStore } from '../../platform/auth/staff-sessions.js';
import type { Db } from '../../platform/db/kysely.js';
import type { MailBrand } from '../../platform/mail/layout.js';
import type { Merchant } from '../../platform/merchant.js';
import type { Throttle } from '../../platform/throttle.js';
import type { AuditService } from '../audit/service.js';
import type { StaffMail } from './messages.js';
import { createStaffOperator, type OperatorMerchants } from './operator.js';
import { createStaffRecovery } from './recovery.js';
import { createStaffSignIn } from './sign-in.js';
import { createStaffTeam } from './team.js';

/** What staff mail and links need of the merchant module (its service). */
export type StaffMerchants = OperatorMerchants & {
  mailBrand: (merchant: Merchant) => MailBrand;
  publicOrigin: (merchant: Pick<Merchant, 'number'>) => string;
};

const PLATFORM_BRAND: MailBrand = { shopTitle: 'Storefront', color: '#1d4ed8' };

/**
 * The back office's staff (issue 13): sign-in with TOTP, recovery (reset code, invitation),
 * the owner's staff management, and the platform operator. Each job is a file; this composes them.
 */
export function createStaffService(deps: {
  db: Db;
  config: Pick<Config, 'env' | 'transport'>;
  sessions: StaffSessionStore;
  throttle: Throttle;
  messages: StaffMail;
  audit: AuditService;
  merchants: StaffMerchants;
}) {
  const { db, sessions, throttle, messages, audit, merchants } = deps;
  const brandOf = async (merchantNumber: string | null) => {
    const merchant = merchantNumber ? await merchants.findMerchant(merchantNumber) : undefined;
    return merchant ? merchants.mailBrand(merchant) : PLATFORM_BRAND;
  };
  // The merchant's own domain when it has one (its links open its shop), else the platform's.
  const originOf = async (merchantNumber: string) =>
    merchants.publicOrigin((await merchants.findMerchant(merchantNumber)) ?? { number: merchantNumber });

  const signIn = createStaffSignIn({
    db,
    transport: deps.config.transport,
    totpRequired: deps.config.env === 'production',
    sessions,
    throttle,
    audit,
    findMerchant: merchants.findMerchant,
  });
  const recovery = createStaffRecovery({
    db,
    transport: deps.config.transport,
    sessions,
    throttle,
    messages,
    audit,
    brandOf,
  });
  const team = createStaffTeam({ db, sessions, messages, audit, brandOf, originOf });
  const operator = createStaffOperator({ db, sessions, audit, merchants, team, nudge: messages.nudge });

  return { ...signIn, ...recovery, ...team, ...operator };
}

export type StaffService = ReturnType<typeof createStaffService>;
