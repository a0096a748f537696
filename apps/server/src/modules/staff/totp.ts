import { STAFF_LIMITS } from '@storefront/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/*
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps, a
 * 160-bit secret. A code is accepted one step either side of now (clock drift), and only for a
 * step later than the last one accepted, so a code seen over a shoulder cannot be used again.
 */

const totpOf = (secret: string, label = 'staff', issuer = 'Storefront') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: STAFF_LIMITS.totpDigits,
    period: STAFF_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new base32 secret (160 bits from the CSPRNG). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The enrolment: the secret, its otpauth:// URL and that URL as a QR code (SVG). */
export async function totpEnrolment(secret: string, label: string, issuer: string) {
  const otpauthUrl = totpOf(secret, label, issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The 30-second step `code` is valid for (now ± one step), or null. The caller accepts it only
 * when the step is newer than the account's last accepted step (replay guard).
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: STAFF_LIMITS.totpPeriodSeconds, timestamp: now }) + delta;
}

/** The code of a secret at a time (tests and the CLI's self-check). */
export const totpCodeAt = (secret: string, timestamp = Date.now()) => totpOf(secret).generate({ timestamp });
