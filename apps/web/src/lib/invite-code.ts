import { isInviteCode } from '@storefront/contracts';

/**
 * The invite code of a shared link (`?invite=CODE`), kept for the tab's session until the visitor
 * registers: the link is opened on one page, the registration may happen several pages later.
 * Kept per shop, since a code only counts in the shop that issued it.
 */
const keyOf = (merchantNumber: string) => `invite:${merchantNumber}`;

export function rememberInviteCode(merchantNumber: string, code: string): boolean {
  const trimmed = code.trim().toUpperCase();
  if (!isInviteCode(trimmed)) return false;
  try {
    sessionStorage.setItem(keyOf(merchantNumber), trimmed);
  } catch {
    // Storage refused (private mode, quota): the code is then typed by hand.
  }
  return true;
}

export function readInviteCode(merchantNumber: string | null | undefined): string {
  if (!merchantNumber) return '';
  try {
    return sessionStorage.getItem(keyOf(merchantNumber)) ?? '';
  } catch {
    return '';
  }
}

export function forgetInviteCode(merchantNumber: string | null | undefined): void {
  if (!merchantNumber) return;
  try {
    sessionStorage.removeItem(keyOf(merchantNumber));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
