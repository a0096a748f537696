import { SEND_CODE_TYPES } from './constants.js';
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { optionalInviteCode } from './referrals.js';
import { FORM_MESSAGES, isMobileForCode, isPhoneForCode, rules, ruleSchemas, withFieldRules } from './validation.js';

const callingCode = z.coerce
  .number({ message: 'country must be a dialling code such as 61' })
  .int()
  .min(1)
  .max(9999)
  .meta({ description: 'Dialling code, e.g. 61' });

/** A phone that signs in or receives codes: valid for its dialling code, and a mobile (SMS reaches it). */
const phoneOf = <T extends z.ZodObject>(schema: T, phoneField: string) =>
  schema.superRefine((values, ctx) => {
    const record = values as Record<string, unknown>;
    const phone = String(record[phoneField] ?? '');
    if (!isPhoneForCode(phone, Number(record.country))) {
      ctx.addIssue({ code: 'custom', path: [phoneField], message: FORM_MESSAGES.phone, input: phone });
    } else if (!isMobileForCode(phone, Number(record.country))) {
      ctx.addIssue({ code: 'custom', path: [phoneField], message: FORM_MESSAGES.mobilePhone, input: phone });
    }
  });

const sendCodeType = z
  .literal([SEND_CODE_TYPES.login, SEND_CODE_TYPES.passwordReset], {
    message: 'type must be 1 (log in) or 2 (reset the password)',
  })
  .default(SEND_CODE_TYPES.login)
  .meta({
    description: '1: log in or register; 2: reset the password (answered alike whether or not the account exists)',
  });

/** POST /api/v1/identity/send/emailcode */
export const sendEmailCodeRequest = z.object({
  email: ruleSchemas.email(),
  type: sendCodeType,
});

/** POST /api/v1/identity/send/phonecode */
export const sendPhoneCodeRequest = phoneOf(
  z.object({
    phone: z.string().trim().min(1, FORM_MESSAGES.phone),
    country: callingCode,
    type: sendCodeType,
  }),
  'phone',
);

/** POST /api/v1/identity/emailcode (member): a code to a new email address. */
export const accountEmailCodeRequest = z.object({ email: ruleSchemas.email() });
/** POST /api/v1/identity/phonecode (member): a code to a new phone number. */
export const accountPhoneCodeRequest = phoneOf(
  z.object({ phone: z.string().trim().min(1, FORM_MESSAGES.phone), country: callingCode }),
  'phone',
);

const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), `The verification code is ${LIMITS.codeLength} digits`);

/** POST /api/v1/identity/login — `password` is AES-128-CBC encrypted, base64 (DESIGN §5). */
export const passwordLoginRequest = z.object({
  userName: z.string().trim().min(1, 'userName (email or phone) is required').max(200),
  password: z.string().min(1, 'password is required').max(200),
  country: callingCode.optional().meta({ description: 'Dialling code when userName is a phone number' }),
});

/**
 * POST /api/v1/identity/password/reset — `code` from a send with `type: 2` to the account's email
 * or phone; `password` AES-encrypted like every password (DESIGN §5), the completion rule applies.
 */
export const passwordResetRequest = z.object({
  userName: z.string().trim().min(1, 'userName (email or phone) is required').max(200),
  code,
  password: z.string().min(1, 'password is required').max(200),
  country: callingCode.optional().meta({ description: 'Dialling code when userName is a phone number' }),
});

/** POST /api/v1/identity/emaillogon */
export const emailLogonRequest = z.object({ email: ruleSchemas.email(), checkCode: code });

/** POST /api/v1/identity/phonelogon */
export const phoneLogonRequest = phoneOf(
  z.object({ phone: z.string().trim().min(1, FORM_MESSAGES.phone), country: callingCode, checkCode: code }),
  'phone',
);

/** Login answer: nextPage 0 means fully registered, otherwise complete information first. */
export const loginResult = z.object({ token: z.string(), nextPage: z.number().int() });
export type LoginResult = z.infer<typeof loginResult>;

export const SALUTATION_IDS = [1, 2] as const;
const appellation = z.coerce
  .number()
  .int()
  .refine((v) => (SALUTATION_IDS as readonly number[]).includes(v), 'appellation must be 1 (Mr) or 2 (Ms)');
const nationId = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, 'Must be a nation id from the nationality list');
/** Title (1 Mr, 2 Ms), nation id and dialling code schemas, shared with the traveller forms. */
export { appellation as appellationSchema, nationId as nationIdSchema, callingCode as callingCodeSchema };

/** POST /api/v1/account/perfect/information — passwords AES-encrypted like at login. */
export const completeInformationRequest = z.object({
  lastName: ruleSchemas.name(),
  firstName: ruleSchemas.name(),
  appellation,
  datebirth: ruleSchemas.birthDate(),
  nationality: nationId,
  residency: nationId,
  password: z.string().min(1, FORM_MESSAGES.password),
  password_two: z.string().min(1, FORM_MESSAGES.password),
  subscribe: z.coerce.number().int().min(0).max(1).default(1),
  inviteCode: optionalInviteCode,
});

/** GET /api/v1/account/load */
export const account = z.object({
  id: z.number().int(),
  nickName: z.string(),
  headimg: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.number().int().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  appellation: z.number().int().nullable(),
  datebirth: z.string(),
  nationality: z.string(),
  residency: z.string(),
  roleName: z.string(),
  subscribe: z.number().int(),
  orderEmail: z.number().int(),
  orderMsg: z.number().int(),
  activityMsg: z.number().int(),
  activityEmail: z.number().int(),
  favoritesCount: z.number().int(),
  couponsCount: z.number().int(),
  integralCount: z.number().int(),
  completed: z.boolean(),
});
export type Account = z.infer<typeof account>;

const flag = z.coerce.number().int().min(0).max(1);
/** PUT /api/v1/account/subscribe — notification choices. */
export const subscribeRequest = z.object({
  subscribe: flag.optional(),
  orderEmail: flag.optional(),
  orderMsg: flag.optional(),
  activityMsg: flag.optional(),
  activityEmail: flag.optional(),
});

/** PUT /api/v1/account/edit/password — all three AES-encrypted. */
export const editPasswordRequest = z.object({
  oldPassword: z.string().min(1, 'oldPassword is required'),
  password: z.string().min(1, FORM_MESSAGES.password),
  password_two: z.string().min(1, FORM_MESSAGES.password),
});

/** PUT /api/v1/account/edit/email — the code was sent to the new address. */
export const editEmailRequest = z.object({ email: ruleSchemas.email(), checkCode: code });

/** PUT /api/v1/account/edit/phone — the code was sent to the new number. */
export const editPhoneRequest = phoneOf(
  z.object({ phone: z.string().trim().min(1, FORM_MESSAGES.phone), country: callingCode, checkCode: code }),
  'phone',
);

/** PUT /api/v1/account/edit/info */
export const editInfoRequest = z.object({
  lastName: ruleSchemas.name(),
  firstName: ruleSchemas.name(),
  appellation,
  datebirth: ruleSchemas.birthDate(),
  nationality: nationId,
  residency: nationId,
  nickName: z.string().trim().max(50).optional(),
});

/** Completion and password-change rules that read two fields. */
export const passwordPairRules = withFieldRules(z.object({ password: z.string(), password_two: z.string() }), {
  password: [rules.completionPassword()],
  password_two: [rules.completionPassword(), rules.equals('password', { message: FORM_MESSAGES.passwordsDiffer })],
});
