/**
 * `loginEd` (spec §4): emitted when the login dialog has logged a member in, so whatever asked
 * for the login (e.g. "add to cart" on a product page) can carry on. A window CustomEvent rather
 * than a store flag: it is a moment, not state, and listeners in lazy chunks can subscribe without
 * importing the dialog.
 */
export const LOGIN_ED_EVENT = 'storefront:loginEd';

export function emitLoginEd(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_ED_EVENT));
}

/** Calls `listener` after each login through the dialog; returns the unsubscribe function. */
export function onLoginEd(listener: () => void): () => void {
  window.addEventListener(LOGIN_ED_EVENT, listener);
  return () => window.removeEventListener(LOGIN_ED_EVENT, listener);
}
