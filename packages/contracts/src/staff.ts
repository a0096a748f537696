import { z } from 'zod';
import { LIMITS } from './limits.js';
import { SITE_LANGUAGES } from './locale.js';
import { businessNumberSchema } from './merchant.js';
import { CURRENCY_CODES } from './money.js';
import { recordId } from './record-id.js';
import { ruleSchemas } from './validation.js';

// The back office's staff (issue 13, DESIGN §4–5): login, TOTP, invitations, password reset,
// staff management, the platform operator, and the audit log. Paths under /api/admin/v1.

/**
 * owner: everything, manages staff · manager: orders, catalog, marketing, settings · agent: orders
 * (read, confirm, reject, refund up to its limit, supplement, note) · editor: catalog and marketing.
 * A platform operator is a flag on an account; inside a merchant it acts as an owner.
 */
export const STAFF_ROLES = ['owner', 'manager', 'agent', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES);

export const STAFF_LIMITS = {
  /** Staff passwords: longer than members' (they open every order of the shop), any characters. */
  passwordMin: 10,
  passwordMax: 128,
  /** Sessions end after this long without a request (sliding), and in any case after `sessionMaxMs`. */
  sessionIdleMs: 12 * 3_600_000,
  sessionMaxMs: 7 * 86_400_000,
  /** last_seen_at is written at most this often per session. */
  sessionTouchMs: 60_000,
  inviteLifetimeMs: 72 * 3_600_000,
  resetCodeLifetimeMs: LIMITS.codeLifetimeMs,
  resetCodeMaxTries: LIMITS.codeMaxTries,
  totpDigits: 6,
  totpPeriodSeconds: 30,
  pageSizeMax: 100,
} as const;

const email = () => ruleSchemas.email().transform((v) => v.toLowerCase());

/** A password as sent: AES-128-CBC encrypted, base64 (DESIGN §5); the rule applies once decrypted. */
const encryptedPassword = z
  .string()
  .min(1, 'password is required')
  .max(400)
  .meta({ description: 'AES-128-CBC encrypted with the transport key, base64 (DESIGN §5)' });

const sixDigits = () =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, `The verification code is ${LIMITS.codeLength} digits`);

/** The rule a staff password must meet, once decrypted. */
export const staffPasswordRule = z
  .string()
  .min(STAFF_LIMITS.passwordMin, `The password needs at least ${STAFF_LIMITS.passwordMin} characters`)
  .max(STAFF_LIMITS.passwordMax, `The password has at most ${STAFF_LIMITS.passwordMax} characters`)
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'The password needs letters and digits');

/** Refund ceilings per currency in minor units; null (or absent) = no limit. Agents only use it. */
export const refundLimits = z
  .partialRecord(z.enum(CURRENCY_CODES), z.number().int().min(0).max(1_000_000_000_000))
  .nullable()
  .meta({ description: 'Per currency, in minor units (e.g. {"AUD": 50000} = A$500); null = no limit' });
export type RefundLimits = z.infer<typeof refundLimits>;

/**
 * Where the invitation mail's link opens the back office: the token rides in the fragment, so it
 * never reaches a server's or proxy's access log; the page posts it to /auth/invite/accept.
 */
export const STAFF_INVITE_PATH = '/admin/invite#token=';

// ── Auth ───────────────────────────────────────────────────────────────────────────────────────

/** POST /api/admin/v1/auth/login */
export const staffLoginRequest = z.object({
  email: email(),
  password: encryptedPassword,
  totp: sixDigits().optional().meta({ description: 'The authenticator code, once TOTP is enabled' }),
});

export const staffSummary = z.object({
  email: z.string(),
  role: staffRole,
  /** Empty for a platform operator that has not entered a merchant. */
  merchantNumber: z.string(),
  operator: z.boolean(),
});

export const staffLoginResult = z.object({
  token: z.string(),
  staff: staffSummary,
  /**
   * True when the account must enrol TOTP before anything else (an owner or operator in
   * production): the token then opens only /auth/me, /auth/totp/* and /auth/logout.
   */
  totpSetupRequired: z.boolean(),
});
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** GET /api/admin/v1/auth/me */
export const staffMe = staffSummary.extend({
  staffId: z.number().int(),
  merchantTitle: z.string(),
  refundLimits,
  totpEnabled: z.boolean(),
  totpSetupRequired: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMe>;

/** POST /api/admin/v1/auth/totp/setup */
export const totpSetupResult = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
/** POST /api/admin/v1/auth/totp/enable */
export const totpEnableRequest = z.object({ code: sixDigits() });

/** POST /api/admin/v1/auth/password/forgot */
export const staffForgotPasswordRequest = z.object({ email: email() });
/** POST /api/admin/v1/auth/password/reset */
export const staffResetPasswordRequest = z.object({
  email: email(),
  code: sixDigits(),
  password: encryptedPassword,
});
/** POST /api/admin/v1/auth/invite/accept */
export const staffInviteAcceptRequest = z.object({
  token: z.string().trim().min(20, 'token is the one in the invitation link').max(100),
  password: encryptedPassword,
});

// ── Staff management (owners) ──────────────────────────────────────────────────────────────────

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  refundLimits,
  /** invited: the link was sent, no password yet. */
  status: z.enum(['invited', 'active']),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/admin/v1/staff/invite */
export const staffInviteRequest = z.object({
  email: email(),
  role: staffRole,
  refundLimits: refundLimits.optional(),
});
/** PATCH /api/admin/v1/staff/{id} */
export const staffUpdateRequest = z
  .object({ role: staffRole.optional(), refundLimits: refundLimits.optional() })
  .refine((v) => v.role !== undefined || v.refundLimits !== undefined, 'Send role or refundLimits');
export const staffIdParams = z.object({ id: z.coerce.number().pipe(recordId) });

// ── Platform operator ──────────────────────────────────────────────────────────────────────────

export const operatorMerchant = z.object({
  number: z.string(),
  title: z.string(),
  owners: z.array(z.string()),
});
/** POST /api/admin/v1/operator/merchants: a new merchant and the invitation of its first owner. */
export const operatorCreateMerchantRequest = z.object({
  number: businessNumberSchema,
  title: z.string().trim().min(1, 'title is required').max(200),
  ownerEmail: email(),
  defaultLanguage: z.enum(SITE_LANGUAGES).default('en-AU'),
  defaultCurrency: z.enum(CURRENCY_CODES).default('AUD'),
  countryCode: z.number().int().min(1).max(999).default(61),
});
/** POST /api/admin/v1/operator/enter */
export const operatorEnterRequest = z.object({ merchantNumber: businessNumberSchema });

// ── Audit ──────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/v1/audit */
export const auditQuery = z.object({
  objectType: z.string().trim().max(40).optional(),
  objectId: z.string().trim().max(100).optional(),
  staff: z.string().trim().max(254).optional().meta({ description: 'The email of who made the change' }),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().meta({ description: 'On or after (ISO)' }),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().meta({ description: 'Before (ISO)' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(STAFF_LIMITS.pageSizeMax).default(20),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  /** The change was made by a platform operator inside the merchant's desk. */
  operator: z.boolean(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({ items: z.array(auditEntry), total: z.number().int() });
