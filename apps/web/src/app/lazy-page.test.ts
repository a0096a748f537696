import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { pageNavigation } from './page-navigation';
import { SESSION_KEYS } from './storage';

const Page = () => null;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('lazyPage (guard step 6)', () => {
  it('returns the page component', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('reloads once when the chunk fails to load', async () => {
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    const pending = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem(SESSION_KEYS.chunkReload)).not.toBeNull();
    void pending;
  });

  it('shows the error instead of reloading a second time', async () => {
    sessionStorage.setItem(SESSION_KEYS.chunkReload, '1');
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyPage(() => Promise.reject(error))()).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag after a successful load', async () => {
    sessionStorage.setItem(SESSION_KEYS.chunkReload, '1');
    await lazyPage(async () => ({ default: Page }))();
    expect(sessionStorage.getItem(SESSION_KEYS.chunkReload)).toBeNull();
  });
});
