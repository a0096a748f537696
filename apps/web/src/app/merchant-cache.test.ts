import { LIMITS } from '@storefront/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { merchantFixture } from '../test/fixtures';
import {
  clearMerchantCacheOnLeave,
  expireMerchantCache,
  isMerchantCacheFresh,
  readMerchantCache,
  readShopData,
  saveMerchantData,
  wasCachedToday,
} from './merchant-cache';
import { storageKey } from './storage';

const NOON = new Date(2026, 5, 10, 12, 0, 0).getTime();
const HOUR = 3_600_000;

beforeEach(() => localStorage.clear());

describe('merchant cache (spec §4)', () => {
  it('is fresh for 24 hours', () => {
    expect(isMerchantCacheFresh(NOON, NOON + LIMITS.merchantCacheMs - 1)).toBe(true);
    expect(isMerchantCacheFresh(NOON, NOON + LIMITS.merchantCacheMs)).toBe(false);
    expect(isMerchantCacheFresh(NOON + HOUR, NOON)).toBe(false);
  });

  it('knows whether it was cached today', () => {
    expect(wasCachedToday(NOON, NOON + 11 * HOUR)).toBe(true);
    expect(wasCachedToday(NOON, NOON + 12 * HOUR)).toBe(false);
  });

  it('keys saved data by the first path segment', () => {
    saveMerchantData(merchantFixture(), NOON);
    expect(localStorage.getItem(storageKey('merchant'))).toContain('Southern Cross Journeys');
    expect(storageKey('merchant')).toBe('456817_merchant');
  });

  it('serves the cache only to the same merchant and only while fresh', () => {
    saveMerchantData(merchantFixture(), NOON);
    expect(readMerchantCache('456817', NOON + HOUR)?.common.title).toBe('Southern Cross Journeys');
    expect(readMerchantCache('518200', NOON + HOUR)).toBeNull();
    expect(readMerchantCache('456817', NOON + 25 * HOUR)).toBeNull();
  });

  it('drops expired data on navigation but keeps the shop fallback', () => {
    saveMerchantData(merchantFixture(), NOON);
    expect(expireMerchantCache(NOON + HOUR)).toBe(false);
    expect(expireMerchantCache(NOON + 25 * HOUR)).toBe(true);
    expect(localStorage.getItem(storageKey('merchant'))).toBeNull();
    expect(readShopData('456817')?.configure.number).toBe('456817');
    expect(readShopData('518200')).toBeNull();
  });

  it('on leaving, keeps data cached today and clears older data', () => {
    saveMerchantData(merchantFixture(), NOON);
    clearMerchantCacheOnLeave(NOON + 2 * HOUR);
    expect(localStorage.getItem(storageKey('merchant'))).not.toBeNull();
    clearMerchantCacheOnLeave(NOON + 13 * HOUR);
    expect(localStorage.getItem(storageKey('merchant'))).toBeNull();
  });
});
