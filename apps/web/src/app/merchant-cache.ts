import { LIMITS, type MerchantCommon, type MerchantConfigure } from '@storefront/contracts';
import { isServer } from './ssr-env';
import { readJson, removeKey, storageKey, writeJson } from './storage';

/** Everything the shell needs about a merchant: configuration and common data. */
export type MerchantData = { configure: MerchantConfigure; common: MerchantCommon };

type CachedMerchant = MerchantData & { savedAt: number };

/** The 24-hour cache (spec §4). */
const MERCHANT_KEY = 'merchant';
/** The last merchant data that loaded: the fallback when the configuration call fails. */
const SHOP_KEY = 'shop';

export const isMerchantCacheFresh = (savedAt: number, now: number) =>
  savedAt <= now && now - savedAt < LIMITS.merchantCacheMs;

/** True when both instants fall on the same local calendar day. */
export const wasCachedToday = (savedAt: number, now: number) =>
  new Date(savedAt).toDateString() === new Date(now).toDateString();

// The server keeps no copy here: its own answer cache holds merchants (and a render asks in process).
const readEntry = () => (isServer ? null : readJson<CachedMerchant>(localStorage, storageKey(MERCHANT_KEY)));

/** The cached merchant data when it is this merchant's and younger than 24 hours. */
export function readMerchantCache(number: string, now: number): MerchantData | null {
  const entry = readEntry();
  if (!entry || entry.configure?.number !== number || !isMerchantCacheFresh(entry.savedAt, now)) return null;
  return { configure: entry.configure, common: entry.common };
}

export function saveMerchantData(data: MerchantData, now: number): void {
  if (isServer) return;
  writeJson(localStorage, storageKey(MERCHANT_KEY), { ...data, savedAt: now } satisfies CachedMerchant);
  writeJson(localStorage, storageKey(SHOP_KEY), data);
}

export function dropMerchantCache(): void {
  if (isServer) return;
  removeKey(localStorage, storageKey(MERCHANT_KEY));
}

/** The saved shop data of this merchant, whatever its age. */
export function readShopData(number: string): MerchantData | null {
  if (isServer) return null;
  const shop = readJson<MerchantData>(localStorage, storageKey(SHOP_KEY));
  return shop?.configure?.number === number ? shop : null;
}

/** Step 1 of the guard: drops merchant data past its 24-hour expiry. Returns true when it did. */
export function expireMerchantCache(now: number): boolean {
  const entry = readEntry();
  if (entry && !isMerchantCacheFresh(entry.savedAt, now)) {
    dropMerchantCache();
    return true;
  }
  return false;
}

/** On leaving the page the merchant data goes, unless it was cached today (spec §4). */
export function clearMerchantCacheOnLeave(now: number): void {
  const entry = readEntry();
  if (entry && !wasCachedToday(entry.savedAt, now)) dropMerchantCache();
}

export function installMerchantCacheLifecycle(): void {
  window.addEventListener('pagehide', () => clearMerchantCacheOnLeave(Date.now()));
}
