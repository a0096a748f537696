import { z } from 'zod';
import { isMobileForCode, isPhoneForCode } from './mobile-phone.js';
import {
  isCompletionPassword,
  isEmail,
  isEnglishOnly,
  isInteger,
  isInviteCode,
  isLongPhone,
  isMainlandPhone,
  isNumeric,
  isPassword,
} from './predicates.js';
import { isIsoDate, localIsoDate } from './calendar-date.js';
import { LIMITS } from './limits.js';
import { hasCjk } from './text.js';

/**
 * The validation rules of spec §5, defined once: pure predicates (predicates.ts, and the phone
 * ones in mobile-phone.ts), rule objects for the web's form items, and zod builders for the
 * server. A failing rule reports an i18n message KEY (never English text) so the web translates
 * it and the server can map it.
 */

/**
 * i18n keys of the validation messages; the texts live in the `form` section of
 * packages/reference-data/src/ui-text/<language>.json.
 */
export const FORM_MESSAGES = {
  /** Generic "please enter all data correctly": blank required fields without an item text. */
  default: 'form.default',
  email: 'form.emailError',
  phone: 'form.phoneError',
  /** A valid number that cannot take an SMS (a landline, a shared-cost or toll-free number). */
  mobilePhone: 'form.mobilePhone',
  number: 'form.number',
  integer: 'form.integer',
  mainlandPhone: 'form.mainlandPhone',
  longPhone: 'form.phoneMin8',
  /** "Password must be 8-20 letters and digits" (generic and completion password). */
  password: 'form.password',
  passwordsDiffer: 'form.passwordsDiffer',
  inviteCode: 'form.inviteCode',
  englishOnly: 'form.englishOnly',
  /** Interpolates `{{field}}` (the other field's name). */
  equals: 'form.equals',
  /** Interpolates `{{min}}` / `{{max}}`. */
  range: 'form.range',
  /** Interpolates `{{min}}` / `{{max}}`. */
  length: 'form.length',
  pattern: 'form.pattern',
  name: 'form.name',
  birthDate: 'form.birthDate',
  /** Interpolates `{{age}}`. */
  minimumAge: 'form.minimumAge',
  code: 'form.code',
} as const;
export type FormMessageKey = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

// ---------------------------------------------------------------------------------------------
// CJK text

export { CJK_PATTERN, hasCjk, stripCjk } from './text.js';

// ---------------------------------------------------------------------------------------------
// Predicates (pure; strings are trimmed where the spec says so)

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const lengthOf = (value: string): number => [...value].length;

export {
  isCompletionPassword,
  isEmail,
  isEnglishOnly,
  isInteger,
  isInviteCode,
  isLongPhone,
  isMainlandPhone,
  isNumeric,
  isPassword,
} from './predicates.js';
export { PHONE_REGIONS, isMobileForCode, isPhoneForCode } from './mobile-phone.js';

export interface Bounds {
  min?: number;
  max?: number;
}

const within = (n: number, { min, max }: Bounds) => (min === undefined || n >= min) && (max === undefined || n <= max);

/** A number within min/max (inclusive); non-numbers fail. */
export const isInRange = (value: string | number, bounds: Bounds): boolean =>
  isNumeric(value) && within(Number(value), bounds);

/** A length (in characters, not UTF-16 units) within min/max (inclusive). */
export const isLengthInRange = (value: string, bounds: Bounds): boolean => within(lengthOf(value), bounds);

/** Matches a custom pattern (a global or sticky pattern's `lastIndex` is ignored). */
export const matchesPattern = (value: string, pattern: RegExp): boolean =>
  new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(value);

/** A family or given name after `normalizeName`: 1–100 characters, no Chinese. */
export const isName = (value: string): boolean =>
  value.length > 0 && lengthOf(value) <= LIMITS.nameMax && !hasCjk(value);

/** Names are stored trimmed and upper-cased (spec §5). */
export const normalizeName = (value: string): string => value.trim().toUpperCase();

/** Whole years from `birth` to `today` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export type BirthDateProblem = 'format' | 'future' | 'underAge';

/** Why a birth date is rejected, or null: a real date, not after `today`, age ≥ `LIMITS.minimumAge`. */
export function birthDateProblem(value: string, today: string): BirthDateProblem | null {
  if (!isIsoDate(value)) return 'format';
  if (value > today) return 'future';
  return ageOn(value, today) < LIMITS.minimumAge ? 'underAge' : null;
}

export const isBirthDate = (value: string, today: string): boolean => birthDateProblem(value, today) === null;

/** Verification code: at most `LIMITS.codeLength` (6) characters. */
export const isVerificationCode = (value: string): boolean => lengthOf(value.trim()) <= LIMITS.codeLength;

// ---------------------------------------------------------------------------------------------
// Rules

export type FormValues = Record<string, unknown>;

export interface ValidateOptions {
  /** All values of the form, for rules that read another field. */
  values?: FormValues;
  /** Treat the number 0 as filled for `required`. */
  zeroNotNull?: boolean;
  /** The item's error text key; used by rules without their own message. */
  message?: string;
}

export type RuleType =
  | 'required'
  | 'email'
  | 'phone'
  | 'mobilePhone'
  | 'number'
  | 'integer'
  | 'mainlandPhone'
  | 'longPhone'
  | 'password'
  | 'inviteCode'
  | 'englishOnly'
  | 'equals'
  | 'range'
  | 'length'
  | 'pattern'
  | 'completionPassword'
  | 'name'
  | 'birthDate'
  | 'verificationCode';

export interface ValidationRule {
  readonly type: RuleType;
  /** Message key; when absent the item's error text, then `form.default`. */
  readonly message?: string;
  /** Interpolation values for the message. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Other fields this rule reads (re-validate this field when they change). */
  readonly deps?: readonly string[];
  /**
   * True when the value passes. Blank values (absent, null, blank text) skip every rule but
   * `required`; `test` only sees filled values, except for `required` itself.
   */
  readonly test: (value: unknown, options: ValidateOptions) => boolean;
  /** A rule may choose its message per value (birth date: future vs under age). */
  readonly messageFor?: (value: unknown, options: ValidateOptions) => string | undefined;
}

export interface ValidationFailure {
  rule: ValidationRule;
  /** The resolved message key. */
  message: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Absent, null, or text that is empty after trimming. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Not filled, for `required`: blank, NaN, an empty list, an unticked box (`false`), or 0 unless
 * `zeroNotNull`.
 */
export function isMissing(value: unknown, zeroNotNull = false): boolean {
  if (isBlank(value) || value === false || Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  return value === 0 && !zeroNotNull;
}

const onText =
  (predicate: (value: string) => boolean) =>
  (value: unknown): boolean =>
    (typeof value === 'string' || typeof value === 'number') && predicate(text(value));

const onNumber =
  (predicate: (value: string | number) => boolean) =>
  (value: unknown): boolean =>
    (typeof value === 'string' || typeof value === 'number') && predicate(value);

interface RuleOptions {
  /** Overrides the rule's message key. */
  message?: string;
}

const rule = (
  type: RuleType,
  message: string | undefined,
  test: ValidationRule['test'],
  extra: Partial<ValidationRule> = {},
): ValidationRule => ({ type, ...(message !== undefined && { message }), test, ...extra });

/** Rule builders for every rule type of spec §5. */
export const rules = {
  /** Filled (see `isMissing`); fails with the item's error text, defaulting to `form.default`. */
  required: (options: RuleOptions = {}) =>
    rule('required', options.message, (value, { zeroNotNull }) => !isMissing(value, zeroNotNull)),
  email: (options: RuleOptions = {}) => rule('email', options.message ?? FORM_MESSAGES.email, onText(isEmail)),
  /**
   * Phone valid for a dialling code: a fixed `code`, or the value of another field
   * (`codeField`, e.g. the `country` select).
   */
  phone: (options: RuleOptions & ({ code: number | string } | { codeField: string })) => {
    const codeField = 'codeField' in options ? options.codeField : undefined;
    return rule(
      'phone',
      options.message ?? FORM_MESSAGES.phone,
      (value, { values = {} }) => {
        const code = codeField === undefined ? (options as { code: number | string }).code : values[codeField];
        return onText((phone) => isPhoneForCode(phone, text(code)))(value);
      },
      codeField === undefined ? {} : { deps: [codeField] },
    );
  },
  /**
   * A mobile number for a dialling code (`code`, or another field's value by `codeField`): where
   * a code is sent by SMS. Checks the type only; pair it with `phone` for the validity message.
   */
  mobilePhone: (options: RuleOptions & ({ code: number | string } | { codeField: string })) => {
    const codeField = 'codeField' in options ? options.codeField : undefined;
    return rule(
      'mobilePhone',
      options.message ?? FORM_MESSAGES.mobilePhone,
      (value, { values = {} }) => {
        const code = codeField === undefined ? (options as { code: number | string }).code : values[codeField];
        const phone = text(value);
        // An invalid number is the `phone` rule's to report; this one says only "not a mobile".
        return !isPhoneForCode(phone, text(code)) || isMobileForCode(phone, text(code));
      },
      codeField === undefined ? {} : { deps: [codeField] },
    );
  },
  number: (options: RuleOptions = {}) => rule('number', options.message ?? FORM_MESSAGES.number, onNumber(isNumeric)),
  integer: (options: RuleOptions = {}) =>
    rule('integer', options.message ?? FORM_MESSAGES.integer, onNumber(isInteger)),
  mainlandPhone: (options: RuleOptions = {}) =>
    rule('mainlandPhone', options.message ?? FORM_MESSAGES.mainlandPhone, onText(isMainlandPhone)),
  longPhone: (options: RuleOptions = {}) =>
    rule('longPhone', options.message ?? FORM_MESSAGES.longPhone, onText(isLongPhone)),
  password: (options: RuleOptions = {}) =>
    rule('password', options.message ?? FORM_MESSAGES.password, onText(isPassword)),
  inviteCode: (options: RuleOptions = {}) =>
    rule('inviteCode', options.message ?? FORM_MESSAGES.inviteCode, onText(isInviteCode)),
  englishOnly: (options: RuleOptions = {}) =>
    rule('englishOnly', options.message ?? FORM_MESSAGES.englishOnly, onText(isEnglishOnly)),
  /** Equal to another field's value (confirm password uses `form.passwordsDiffer`). */
  equals: (field: string, options: RuleOptions = {}) =>
    rule('equals', options.message ?? FORM_MESSAGES.equals, (value, { values = {} }) => value === values[field], {
      deps: [field],
      params: { field },
    }),
  /** A number within min/max (inclusive). */
  range: (bounds: Bounds, options: RuleOptions = {}) =>
    rule(
      'range',
      options.message ?? FORM_MESSAGES.range,
      onNumber((v) => isInRange(v, bounds)),
      {
        params: { ...bounds },
      },
    ),
  /** A length within min/max (inclusive). */
  length: (bounds: Bounds, options: RuleOptions = {}) =>
    rule(
      'length',
      options.message ?? FORM_MESSAGES.length,
      onText((v) => isLengthInRange(v, bounds)),
      {
        params: { ...bounds },
      },
    ),
  /** A custom pattern. */
  pattern: (pattern: RegExp, options: RuleOptions = {}) =>
    rule(
      'pattern',
      options.message ?? FORM_MESSAGES.pattern,
      onText((v) => matchesPattern(v, pattern)),
    ),
  completionPassword: (options: RuleOptions = {}) =>
    rule('completionPassword', options.message ?? FORM_MESSAGES.password, onText(isCompletionPassword)),
  /** Family or given name (checked as it will be stored: trimmed and upper-cased). */
  name: (options: RuleOptions = {}) =>
    rule(
      'name',
      options.message ?? FORM_MESSAGES.name,
      onText((v) => isName(normalizeName(v))),
    ),
  /**
   * Birth date `YYYY-MM-DD`, not after today, age ≥ `LIMITS.minimumAge`. `today` returns the
   * current calendar date (default: the local date).
   */
  birthDate: (options: RuleOptions & { today?: () => string } = {}) => {
    const today = options.today ?? (() => localIsoDate());
    const problem = (value: unknown) => (typeof value === 'string' ? birthDateProblem(value, today()) : 'format');
    return rule('birthDate', options.message ?? FORM_MESSAGES.birthDate, (value) => problem(value) === null, {
      params: { age: LIMITS.minimumAge },
      messageFor: (value) =>
        options.message === undefined && problem(value) === 'underAge' ? FORM_MESSAGES.minimumAge : undefined,
    });
  },
  verificationCode: (options: RuleOptions = {}) =>
    rule('verificationCode', options.message ?? FORM_MESSAGES.code, onText(isVerificationCode)),
} as const;

/** The first rule the value fails, with its resolved message key; null when all pass. */
export function validateValue(
  value: unknown,
  fieldRules: readonly ValidationRule[],
  options: ValidateOptions = {},
): ValidationFailure | null {
  const blank = isBlank(value);
  for (const fieldRule of fieldRules) {
    if (fieldRule.type !== 'required' && blank) continue;
    if (fieldRule.test(value, options)) continue;
    const message =
      fieldRule.messageFor?.(value, options) ?? fieldRule.message ?? options.message ?? FORM_MESSAGES.default;
    return { rule: fieldRule, message, ...(fieldRule.params && { params: fieldRule.params }) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// zod builders (server request schemas; the issue message is the rule's message key)

/** Adds rules to a schema of one field; the first failing rule becomes a custom issue. */
export function withRules<T extends z.ZodType>(
  schema: T,
  fieldRules: readonly ValidationRule[],
  options: Omit<ValidateOptions, 'values'> = {},
): T {
  return schema.superRefine((value, ctx) => {
    const failure = validateValue(value, fieldRules, options);
    if (failure)
      ctx.addIssue({ code: 'custom', message: failure.message, params: { ...failure.params }, input: value });
  });
}

/**
 * Adds per-field rules that may read other fields (equals, phone by `codeField`) to an object
 * schema; issues carry the field's path.
 */
export function withFieldRules<T extends z.ZodObject>(
  schema: T,
  rulesByField: Partial<Record<keyof z.output<T> & string, readonly ValidationRule[]>>,
): T {
  return schema.superRefine((values, ctx) => {
    const record = values as FormValues;
    for (const [field, fieldRules] of Object.entries(rulesByField) as [string, ValidationRule[]][]) {
      const failure = validateValue(record[field], fieldRules, { values: record });
      if (failure) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: failure.message,
          params: { ...failure.params },
          input: record[field],
        });
      }
    }
  });
}

const trimmed = () => z.string().trim();
const numeric = () => z.union([z.number(), z.string().trim()]);

/** zod schemas for each rule type; strings are trimmed first, all are required. */
export const ruleSchemas = {
  required: () => withRules(z.unknown(), [rules.required()]),
  email: () => withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.email }), rules.email()]),
  phone: (code: number | string) =>
    withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.phone }), rules.phone({ code })]),
  number: () => withRules(numeric(), [rules.required({ message: FORM_MESSAGES.number }), rules.number()]),
  integer: () => withRules(numeric(), [rules.required({ message: FORM_MESSAGES.integer }), rules.integer()]),
  mainlandPhone: () =>
    withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.mainlandPhone }), rules.mainlandPhone()]),
  longPhone: () => withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.longPhone }), rules.longPhone()]),
  password: () => withRules(z.string(), [rules.required({ message: FORM_MESSAGES.password }), rules.password()]),
  inviteCode: () => withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.inviteCode }), rules.inviteCode()]),
  englishOnly: () => withRules(z.string(), [rules.englishOnly()]),
  range: (bounds: Bounds) =>
    withRules(numeric(), [rules.required({ message: FORM_MESSAGES.range }), rules.range(bounds)]),
  length: (bounds: Bounds) => withRules(z.string(), [rules.length(bounds)]),
  pattern: (pattern: RegExp, message: string = FORM_MESSAGES.pattern) =>
    withRules(z.string(), [rules.required({ message }), rules.pattern(pattern, { message })]),
  completionPassword: () =>
    withRules(z.string(), [rules.required({ message: FORM_MESSAGES.password }), rules.completionPassword()]),
  /** Trimmed, upper-cased, 1–100 characters, no Chinese. */
  name: () =>
    z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((value, ctx) => {
        if (!isName(value)) ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.name, input: value });
      }),
  birthDate: (today?: () => string) =>
    withRules(trimmed(), [
      rules.required({ message: FORM_MESSAGES.birthDate }),
      rules.birthDate(today === undefined ? {} : { today }),
    ]),
  verificationCode: () =>
    withRules(trimmed(), [rules.required({ message: FORM_MESSAGES.code }), rules.verificationCode()]),
};
