import { ADDRESS_UNCHANGED_CODE, type VisitorAddress } from '@storefront/contracts';
import { apiFetch } from '../api/client';
import { readJson, removeKey, storageKey, writeJson } from './storage';

let started = false;

/**
 * The start-up visitor location lookup (spec §7): code 0 saves the answer as ip-info, code 1
 * keeps the cached one, anything else (or a network failure) removes it. Runs once per page load.
 */
export async function lookupVisitorAddress(): Promise<void> {
  if (started) return;
  started = true;
  const key = storageKey('ip-info');
  const cached = readJson<VisitorAddress>(localStorage, key);
  try {
    const data = await apiFetch<VisitorAddress | null>('/v1/open/get/address', {
      method: 'POST',
      body: { ip: cached?.ip ?? null },
      acceptCodes: [ADDRESS_UNCHANGED_CODE],
    });
    if (data) writeJson(localStorage, key, data);
  } catch {
    removeKey(localStorage, key);
  }
}
