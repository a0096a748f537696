import { LIMITS } from './limits.js';
import { hasCjk } from './text.js';

/**
 * The pure text predicates of spec §5 (validation.ts builds its rules on them and re-exports
 * them). No zod and no libphonenumber here, so the storefront's entry chunk can check an invite
 * code without loading either: a module shared with lazy chunks is placed whole in the entry.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[-+]?\d+$/;
const MAINLAND_PHONE = /^1\d{10}$/;
const LONG_PHONE = /^\d{8,}$/;
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export const isNumeric = (value: string | number): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : DECIMAL.test(value.trim());

export const isInteger = (value: string | number): boolean =>
  typeof value === 'number' ? Number.isInteger(value) : INTEGER.test(value.trim());

/** 11 digits starting with 1 (mainland China mobile). */
export const isMainlandPhone = (value: string): boolean => MAINLAND_PHONE.test(value.trim());

/** A phone of 8 or more digits. */
export const isLongPhone = (value: string): boolean => LONG_PHONE.test(value.trim());

const lettersAndDigits = (value: string, min: number, max: number) =>
  LETTERS_AND_DIGITS.test(value) && value.length >= min && value.length <= max;

/** Password of 8–20 letters and digits. */
export const isPassword = (value: string): boolean => lettersAndDigits(value, LIMITS.passwordMin, LIMITS.passwordMax);

/** Completion password: 8–20 letters and digits, at least one letter and one digit. */
export const isCompletionPassword = (value: string): boolean =>
  isPassword(value) && /[A-Za-z]/.test(value) && /\d/.test(value);

/** Invite code of 6–16 letters and digits. */
export const isInviteCode = (value: string): boolean =>
  lettersAndDigits(value.trim(), LIMITS.inviteCodeMin, LIMITS.inviteCodeMax);

/** English only: no Chinese (CJK) characters. */
export const isEnglishOnly = (value: string): boolean => !hasCjk(value);
