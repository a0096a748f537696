import { SEND_CODE_TYPES, type LoginResult } from '@storefront/contracts';
import { apiFetch } from '../../api/client';

/** Where a login code goes: an email address, or a phone number with its dialling code. */
export type CodeTarget = { kind: 'email'; email: string } | { kind: 'phone'; phone: string; country: number };

/**
 * Sends a code: a login or registration code (type 1), or a password-reset code (type 2, answered
 * alike whether or not an account uses the address); resolves once the server answers `data: true`.
 */
export function sendLoginCode(target: CodeTarget, type: SendCodeType = SEND_CODE_TYPES.login): Promise<true> {
  return target.kind === 'email'
    ? apiFetch<true>('/v1/identity/send/emailcode', { method: 'POST', body: { email: target.email, type } })
    : apiFetch<true>('/v1/identity/send/phonecode', {
        method: 'POST',
        body: { phone: target.phone, country: target.country, type },
      });
}

type SendCodeType = (typeof SEND_CODE_TYPES)[keyof typeof SEND_CODE_TYPES];

/** A new password (already encrypted) with a reset code; every session of the member ends. */
export function resetPassword(target: CodeTarget, code: string, encryptedPassword: string): Promise<true> {
  const body =
    target.kind === 'email'
      ? { userName: target.email, code, password: encryptedPassword }
      : { userName: target.phone, country: target.country, code, password: encryptedPassword };
  return apiFetch<true>('/v1/identity/password/reset', { method: 'POST', body });
}

/** Login by code: registers the address on first use (then nextPage ≠ 0). */
export function logInWithCode(target: CodeTarget, checkCode: string): Promise<LoginResult> {
  return target.kind === 'email'
    ? apiFetch<LoginResult>('/v1/identity/emaillogon', {
        method: 'POST',
        body: { email: target.email, checkCode },
      })
    : apiFetch<LoginResult>('/v1/identity/phonelogon', {
        method: 'POST',
        body: { country: target.country, phone: target.phone, checkCode },
      });
}

/** Login by password (already encrypted); a phone user name carries its dialling code. */
export function logInWithPassword(target: CodeTarget, encryptedPassword: string): Promise<LoginResult> {
  const body =
    target.kind === 'email'
      ? { userName: target.email, password: encryptedPassword }
      : { userName: target.phone, password: encryptedPassword, country: target.country };
  return apiFetch<LoginResult>('/v1/identity/login', { method: 'POST', body });
}

/** The complete-information payload (spec §3); passwords already encrypted. */
export type CompletionPayload = {
  lastName: string;
  firstName: string;
  appellation: number;
  datebirth: string;
  nationality: string;
  residency: string;
  password: string;
  password_two: string;
  subscribe: 0 | 1;
  /** A friend's invite code (spec §5: 6–16 letters and digits); left out when none. */
  inviteCode?: string;
};

/** Completes a new account with the login token the dialog holds (the session has not started yet). */
export function completeInformation(token: string, payload: CompletionPayload): Promise<null> {
  return apiFetch<null>('/v1/account/perfect/information', { method: 'POST', body: payload, token });
}
