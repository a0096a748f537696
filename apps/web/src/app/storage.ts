import { DEFAULT_MERCHANT_NUMBER } from '@storefront/contracts';

/** The first segment of a path: the merchant's business number on every storefront page. */
export function firstPathSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every local-storage key carries the first path segment of the page it was opened on (spec §9),
 * so two merchants opened in the same browser never share saved state.
 */
export const storagePrefix =
  (typeof window === 'undefined' ? '' : firstPathSegment(window.location.pathname)) || DEFAULT_MERCHANT_NUMBER;

export const storageKey = (name: string) => `${storagePrefix}_${name}`;

/** Session-storage keys that are not per merchant (one tab, one visit). */
export const SESSION_KEYS = {
  chunkReload: 'storefront:chunk-reload',
} as const;

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage (private mode): saved copies are an optimisation, the page still works.
  }
}

export function removeKey(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Disabled storage has nothing to remove.
  }
}
