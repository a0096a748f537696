import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readShopData, saveMerchantData } from '../app/merchant-cache';
import { pageNavigation } from '../app/page-navigation';
import { storageKey } from '../app/storage';
import { merchantFixture } from '../test/fixtures';
import { loadTestLanguage } from '../test/render';
import { loadMerchantData } from './merchant-queries';

const NOW = Date.UTC(2026, 5, 10, 4);
const envelope = (data: unknown, code = 0, status = 200) =>
  new Response(JSON.stringify({ code, message: code ? 'failed' : 'success', data }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => loadTestLanguage());
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadMerchantData', () => {
  it('loads configure and common data for the merchant and caches them', async () => {
    const { configure, common } = merchantFixture();
    fetchMock.mockImplementation(async (url: string) => envelope(url.endsWith('/configure') ? configure : common));
    await expect(loadMerchantData('456817', NOW)).resolves.toEqual({ configure, common });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/v1/business/configure', '/api/v1/business/common/456817']);
    expect(fetchMock.mock.calls[0]?.[1].headers.businessNumber).toBe('456817');
    expect(readShopData('456817')).toEqual({ configure, common });
  });

  it('serves a fresh cache without calling the server', async () => {
    saveMerchantData(merchantFixture(), NOW);
    await expect(loadMerchantData('456817', NOW + 60_000)).resolves.toEqual(merchantFixture());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the cache and falls back to the saved shop data when configure fails', async () => {
    saveMerchantData(merchantFixture(), NOW - 2 * 86_400_000);
    fetchMock.mockImplementation(async () => envelope(null, 5000, 500));
    await expect(loadMerchantData('456817', NOW)).resolves.toEqual(merchantFixture());
    expect(localStorage.getItem(storageKey('merchant'))).toBeNull();
  });

  it('fails when configure fails and nothing was ever saved', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadMerchantData('456817', NOW)).rejects.toMatchObject({ code: -1 });
  });

  it('does not fall back for an unknown merchant', async () => {
    saveMerchantData(merchantFixture(), NOW - 2 * 86_400_000);
    fetchMock.mockImplementation(async () => envelope(null, 3002, 404));
    await expect(loadMerchantData('456817', NOW)).rejects.toMatchObject({ code: 3002 });
  });
});
