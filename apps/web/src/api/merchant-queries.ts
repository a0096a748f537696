import { ERROR_CODES, LIMITS, type MerchantCommon, type MerchantConfigure } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppStore } from '../app/app-store';
import {
  dropMerchantCache,
  readMerchantCache,
  readShopData,
  saveMerchantData,
  type MerchantData,
} from '../app/merchant-cache';
import { apiFetch, isApiError } from './client';

/**
 * Configuration and common data of a merchant: from the 24-hour local cache when fresh, else from
 * the server. A failed configuration call drops the cache and falls back to the saved shop data.
 */
export async function loadMerchantData(number: string, now = Date.now()): Promise<MerchantData> {
  const cached = readMerchantCache(number, now);
  if (cached) return cached;
  try {
    const [configure, common] = await Promise.all([
      apiFetch<MerchantConfigure>('/v1/business/configure', { businessNumber: number, unknownMerchantExpected: true }),
      apiFetch<MerchantCommon>(`/v1/business/common/${encodeURIComponent(number)}`, {
        businessNumber: number,
        unknownMerchantExpected: true,
      }),
    ]);
    const data = { configure, common };
    saveMerchantData(data, now);
    return data;
  } catch (error) {
    dropMerchantCache();
    if (isApiError(error, ERROR_CODES.unknownMerchant.code)) throw error;
    const shop = readShopData(number);
    if (shop) return shop;
    throw error;
  }
}

export const merchantQueries = {
  detail: (number: string) =>
    queryOptions({
      queryKey: ['merchant', number],
      queryFn: () => loadMerchantData(number),
      staleTime: LIMITS.merchantCacheMs,
      gcTime: Infinity,
      retry: false,
    }),
};

/** The current page's merchant (loaded by the guard before any page renders); null on the error page's first load. */
export function useMerchant(): MerchantData | null {
  const number = useAppStore((s) => s.merchantNumber);
  const query = useQuery({ ...merchantQueries.detail(number ?? ''), enabled: number !== null });
  return number === null ? null : (query.data ?? null);
}
