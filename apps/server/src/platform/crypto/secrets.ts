import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@storefront/contracts';

/** An opaque session token: 256 random bits, base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A verification code of `LIMITS.codeLength` digits from a CSPRNG. */
export const newVerificationCode = () => String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');

/** Codes are stored as a hash bound to where they were sent, so a leaked row proves nothing. */
export const hashVerificationCode = (destination: string, code: string) => sha256(`${destination}\u0000${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 25 ms a hash on this machine,
 * which keeps ≥ 20 logins/s per core.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A public, unguessable code of `length` base32 characters (5 random bits each, from a CSPRNG):
 * order codes (20 characters, 100 bits), payment trade numbers and supplement ids.
 */
export function newPublicCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  for (let i = 0; i < length; i++) code += BASE32[(bytes[i] as number) & 31];
  return code;
}
