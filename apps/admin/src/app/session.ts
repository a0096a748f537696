import { useSyncExternalStore } from 'react';

/** Who is signed in to the desk, as the login answer and `auth/me` say. */
export type StaffSession = {
  token: string;
  email: string;
  role: 'owner' | 'manager' | 'agent' | 'editor';
  /** Empty for a platform operator that has not entered a merchant. */
  merchantNumber: string;
  operator?: boolean;
};

const KEY = 'admin_session';
/** The last merchant signed in to: its configuration gives the password transport key on the login page. */
const LAST_MERCHANT_KEY = 'admin_last_merchant';
const listeners = new Set<() => void>();

function read(): StaffSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StaffSession) : null;
  } catch {
    return null;
  }
}

let current = read();
let endedByServer = false;

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  set(next: StaffSession) {
    endedByServer = false;
    current = next;
    localStorage.setItem(KEY, JSON.stringify(next));
    if (next.merchantNumber) localStorage.setItem(LAST_MERCHANT_KEY, next.merchantNumber);
    emit();
  },
  /** `ended`: the server ended the session (expired, revoked), as opposed to signing out. */
  clear(reason: 'signedOut' | 'ended' = 'signedOut') {
    endedByServer = reason === 'ended';
    current = null;
    localStorage.removeItem(KEY);
    emit();
  },
  /** True after the server ended the session, until the next sign-in: the login page says so. */
  endedByServer: () => endedByServer,
  lastMerchant: () => localStorage.getItem(LAST_MERCHANT_KEY),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing out (or in) changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY) return;
  current = read();
  emit();
});

export function useSession(): StaffSession | null {
  return useSyncExternalStore(session.subscribe, session.get);
}
