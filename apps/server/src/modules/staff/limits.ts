import { sha256 } from '../../platform/crypto/secrets.js';
import { AppError } from '../../platform/http/errors.js';
import type { Limit, Refusal, Throttle } from '../../platform/throttle.js';

/*
 * The limits of staff sign-in, hardened as members' are (modules/identity/limits.ts, DESIGN §5):
 * each attempt is counted before it is checked, all limits at once and atomically
 * (`throttle.take`), and keyed so an attacker's failures lock the attacker's address rather than
 * the owner: the narrow limit is per account AND address; the per-account ceiling is higher, and
 * an address the account signed in from lately neither counts towards it nor is held up by it.
 * A wrong authenticator code counts as a wrong password (both guard the same door).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const STAFF_LOGIN_LIMITS = {
  perAccountAndAddress: { max: 5, windowMs: 15 * MINUTE_MS },
  perAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 20, windowMs: HOUR_MS },
} as const;

export const STAFF_CODE_LIMITS = {
  cooldown: { max: 1, windowMs: MINUTE_MS },
  perAccountAndAddress: { max: 5, windowMs: HOUR_MS },
  perAddress: { max: 20, windowMs: HOUR_MS },
  perAccount: { max: 10, windowMs: HOUR_MS },
} as const;

/** Enrolling TOTP: a session may try this many codes in a window (the secret is 160 bits). */
export const TOTP_ENABLE_LIMIT = { max: 10, windowMs: 15 * MINUTE_MS } as const;
/** Invitation links tried per address (tokens are 256 bits: this only bounds the work). */
export const INVITE_ACCEPT_LIMIT = { max: 20, windowMs: 15 * MINUTE_MS } as const;

const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

const keyOf = (kind: string, ...parts: (string | number)[]) => `${kind}:${sha256(parts.join('\u0000'))}`;
const knownAddressKey = (email: string, ip: string) => keyOf('staff:known', email, ip);
const minutesOf = (refusal: Refusal) => Math.max(1, Math.ceil(refusal.retryAfterMs / MINUTE_MS));

/** A sign-in try as counted: what to give back should it succeed. */
export type LoginTry = { email: string; ip: string; counted: readonly Limit[] };

/** Counts a sign-in try before the password is checked; 4292 when a limit is reached. */
export async function countLoginTry(throttle: Throttle, email: string, ip: string): Promise<LoginTry> {
  const known = (await throttle.count(knownAddressKey(email, ip), KNOWN_ADDRESS_MS)) > 0;
  const counted: Limit[] = [
    { key: keyOf('staff:login:pair', email, ip), ...STAFF_LOGIN_LIMITS.perAccountAndAddress },
    { key: keyOf('staff:login:ip', ip), ...STAFF_LOGIN_LIMITS.perAddress },
    ...(known ? [] : [{ key: keyOf('staff:login:account', email), ...STAFF_LOGIN_LIMITS.perAccount }]),
  ];
  const refusal = await throttle.take(counted);
  if (refusal) {
    throw new AppError(
      'loginThrottled',
      `Too many failed sign-ins; try again in ${minutesOf(refusal)} minutes or reset your password`,
    );
  }
  return { email, ip, counted };
}

/** After a complete sign-in (password and, when enabled, TOTP): the try is taken back, the address known. */
export async function loginSucceeded(throttle: Throttle, attempt: LoginTry): Promise<void> {
  const [pair, ...others] = attempt.counted;
  if (pair) await throttle.reset(pair.key);
  for (const limit of others) await throttle.giveBack(limit.key);
  await throttle.mark(knownAddressKey(attempt.email, attempt.ip));
}

/** After a password reset by mailed code: the address starts afresh for the account, and is known to it. */
export async function passwordResetDone(throttle: Throttle, email: string, ip: string): Promise<void> {
  await throttle.reset(keyOf('staff:login:pair', email, ip));
  await throttle.mark(knownAddressKey(email, ip));
}

/** Counts a reset-code send (known account or not, alike); 4291 within the cooldown, 4290 past a limit. */
export async function countCodeSend(throttle: Throttle, email: string, ip: string): Promise<void> {
  const cooldown = { key: keyOf('staff:code:cooldown', email, ip), ...STAFF_CODE_LIMITS.cooldown };
  const known = (await throttle.count(knownAddressKey(email, ip), KNOWN_ADDRESS_MS)) > 0;
  const refusal = await throttle.take([
    cooldown,
    { key: keyOf('staff:code:pair', email, ip), ...STAFF_CODE_LIMITS.perAccountAndAddress },
    { key: keyOf('staff:code:ip', ip), ...STAFF_CODE_LIMITS.perAddress },
    ...(known ? [] : [{ key: keyOf('staff:code:account', email), ...STAFF_CODE_LIMITS.perAccount }]),
  ]);
  if (!refusal) return;
  if (refusal.limit === cooldown) {
    const wait = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
    throw new AppError('codeCooldown', `A code was just sent; you can ask for another in ${wait} s`);
  }
  throw new AppError('rateLimited', 'Too many codes were asked for in the last hour; try again later');
}

/** One more try of a bounded kind (TOTP enrolment per account, invitation links per address). */
export async function countTry(
  throttle: Throttle,
  kind: 'totp-enable' | 'invite-accept',
  subject: string | number,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const refusal = await throttle.take([{ key: keyOf(`staff:${kind}`, subject), ...limit }]);
  if (refusal) throw new AppError('rateLimited', `Too many tries; try again in ${minutesOf(refusal)} minutes`);
}
