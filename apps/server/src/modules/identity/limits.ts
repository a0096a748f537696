import { LIMITS } from '@storefront/contracts';
import { sha256 } from '../../platform/crypto/secrets.js';
import { AppError } from '../../platform/http/errors.js';
import type { Limit, Refusal, Throttle } from '../../platform/throttle.js';

/*
 * The limits of password logins and code sends (docs/decisions.md, "Identity"). Each attempt is
 * counted before it is checked or sent, all limits at once (`throttle.take`). They are keyed so
 * that an attacker's failures lock the attacker's address, not the owner: the narrow limits are
 * per account (or destination) AND client address; the per-account ceilings are higher, and an
 * address the account logged in from lately does not count towards them nor is held up by them
 * (OWASP Authentication Cheat Sheet, "Account Lockout"; the device-cookie idea, keyed by address).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const PASSWORD_LIMITS = {
  perAccountAndAddress: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 20, windowMs: HOUR_MS },
} as const;

export const CODE_SEND_LIMITS = {
  /** One code per destination, purpose and address per resend interval. */
  cooldown: { max: 1, windowMs: LIMITS.codeResendSeconds * 1000 },
  perDestinationAndAddress: { max: 5, windowMs: HOUR_MS },
  perAddress: { max: 20, windowMs: HOUR_MS },
  perDestination: { max: 10, windowMs: HOUR_MS },
} as const;

/** An address the account logged in from within this time skips the per-account ceilings. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

/** Whose limits: an account (or would-be account) of a merchant, by its normalised destination. */
export type Subject = { merchantNumber: string; destination: string };

/** Keys hold a hash: bounded in length (300), and no email, phone or address in the table. */
const keyOf = (kind: string, ...parts: (string | number)[]) => `${kind}:${sha256(parts.join('\u0000'))}`;

const knownAddressKey = (subject: Subject, ip: string) =>
  keyOf('identity:known', subject.merchantNumber, subject.destination, ip);
const passwordPairKey = (subject: Subject, ip: string) =>
  keyOf('login:pair', subject.merchantNumber, subject.destination, ip);

async function isKnownAddress(throttle: Throttle, subject: Subject, ip: string): Promise<boolean> {
  return (await throttle.count(knownAddressKey(subject, ip), KNOWN_ADDRESS_MS)) > 0;
}

const minutesOf = (refusal: Refusal) => Math.max(1, Math.ceil(refusal.retryAfterMs / MINUTE_MS));

/** A password try as counted: what to give back should the password prove right. */
export type PasswordTry = { subject: Subject; ip: string; counted: readonly Limit[] };

/** Counts a password try before the password is checked; 4292 when a limit is reached. */
export async function countPasswordTry(throttle: Throttle, subject: Subject, ip: string): Promise<PasswordTry> {
  const known = await isKnownAddress(throttle, subject, ip);
  const { merchantNumber, destination } = subject;
  const counted: Limit[] = [
    { key: passwordPairKey(subject, ip), ...PASSWORD_LIMITS.perAccountAndAddress },
    { key: keyOf('login:ip', ip), ...PASSWORD_LIMITS.perAddress },
    ...(known ? [] : [{ key: keyOf('login:account', merchantNumber, destination), ...PASSWORD_LIMITS.perAccount }]),
  ];
  const refusal = await throttle.take(counted);
  if (refusal) {
    throw new AppError(
      'loginThrottled',
      `Too many wrong passwords; try again in ${minutesOf(refusal)} minutes or log in with a verification code`,
    );
  }
  return { subject, ip, counted };
}

/**
 * After a right password: the limits count wrong passwords only, so this try is taken back, the
 * address starts afresh for the account and is known to it from now on.
 */
export async function passwordAccepted(throttle: Throttle, attempt: PasswordTry): Promise<void> {
  const [pair, ...others] = attempt.counted;
  if (pair) await throttle.reset(pair.key);
  for (const limit of others) await throttle.giveBack(limit.key);
  await throttle.mark(knownAddressKey(attempt.subject, attempt.ip));
}

/**
 * After a password reset by code: the wrong passwords this address typed before it are forgotten
 * (they were the forgetting), so the new password logs in at once; the address is known.
 */
export async function passwordResetDone(throttle: Throttle, subject: Subject, ip: string): Promise<void> {
  await throttle.reset(passwordPairKey(subject, ip));
  await throttle.mark(knownAddressKey(subject, ip));
}

/** After a right code: the address is known to the account. */
export async function codeAccepted(throttle: Throttle, subject: Subject, ip: string): Promise<void> {
  await throttle.mark(knownAddressKey(subject, ip));
}

/** Counts a code send before the code is made; 4291 within the cooldown, 4290 past a limit. */
export async function countCodeSend(throttle: Throttle, subject: Subject, purpose: number, ip: string): Promise<void> {
  const known = await isKnownAddress(throttle, subject, ip);
  const { merchantNumber, destination } = subject;
  const cooldown = {
    key: keyOf('code:cooldown', merchantNumber, destination, purpose, ip),
    ...CODE_SEND_LIMITS.cooldown,
  };
  const perAddress = { key: keyOf('code:ip', merchantNumber, ip), ...CODE_SEND_LIMITS.perAddress };
  const refusal = await throttle.take([
    cooldown,
    { key: keyOf('code:pair', merchantNumber, destination, ip), ...CODE_SEND_LIMITS.perDestinationAndAddress },
    perAddress,
    ...(known
      ? []
      : [{ key: keyOf('code:destination', merchantNumber, destination), ...CODE_SEND_LIMITS.perDestination }]),
  ]);
  if (!refusal) return;
  if (refusal.limit === cooldown) {
    const wait = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
    throw new AppError('codeCooldown', `A code was just sent; you can ask for another in ${wait} s`);
  }
  if (refusal.limit === perAddress) {
    throw new AppError(
      'rateLimited',
      'Too many codes were requested from your network in the last hour; try again later',
    );
  }
  throw new AppError('rateLimited', 'Too many codes were sent to this address in the last hour; try again later');
}
