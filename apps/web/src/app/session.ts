import { ERROR_CODES, LIMITS } from '@storefront/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../api/client';
import { memberQueries } from '../api/member-queries';
import { resetHotelSearch } from '../features/hotels/hotel-search-store';
import { cartQueries } from '../features/cart';
import { connectLive, disconnectLive } from '../features/live/live-connection';
import { i18n } from './i18n';
import { notify } from './notify';
import { useUserStore } from './user-store';

export const SEARCH_UPLOAD_PATH = '/v1/operation/upload/search/record';
export const CART_CHECK_PATH = '/v1/operation/Cart/pagging';
export const LOGOUT_PATH = '/v1/identity/logout';

type CartCheck = { total?: number; list?: unknown[] } | null;

/** Sends the search history kept while logged out (spec §7); a failure keeps it local. */
async function uploadSearchHistory(keywords: readonly string[]): Promise<void> {
  if (keywords.length === 0) return;
  try {
    await apiFetch(SEARCH_UPLOAD_PATH, {
      method: 'POST',
      body: keywords.map((keyword) => ({ keyword, save: 0 })),
    });
  } catch {
    // Not fatal to the login: the history stays in the user store until logout.
  }
}

/** The cart badge's first value (spec §7: pageIndex 1, pageSize 20, check 1). Until the cart module exists it answers 404: 0. */
async function checkCartCount(): Promise<number> {
  try {
    const page = await apiFetch<CartCheck>(CART_CHECK_PATH, {
      method: 'POST',
      body: { pageIndex: 1, pageSize: LIMITS.cartCheckPageSize, check: 1 },
    });
    if (typeof page?.total === 'number') return page.total;
    return Array.isArray(page?.list) ? page.list.length : 0;
  } catch (error) {
    if (!isApiError(error, ERROR_CODES.notFound.code)) console.warn('Cart count check failed', error);
    return 0;
  }
}

/**
 * Spec §4, on login. The API client reads its Authorization header from the user store, so
 * setting the header, storing the token (persisted) and the 7-day cache expiry are the one
 * `startSession` call. Then: upload the local search history, load the account into the user
 * store, check the cart count, open the live connection (it listens for pushed messages). Browse records
 * made while logged out (`newPreviews`) are left local, never sent.
 */
export async function logIn(token: string, queryClient: QueryClient): Promise<void> {
  const user = useUserStore.getState();
  const history = user.searchHs;
  user.startSession(token);
  await uploadSearchHistory(history);
  try {
    await queryClient.fetchQuery({ ...memberQueries.account(), staleTime: 0 });
  } catch (error) {
    // The session stands; the header and account area load the profile again when shown.
    console.warn('Account load after login failed', error);
  }
  await refreshCartCount();
  startLiveSession(queryClient);
}

/** The badge from the server's count, the one the cart page's list totals too. */
export async function refreshCartCount(): Promise<void> {
  useUserStore.getState().setCartNumber(await checkCartCount());
}

/**
 * Opens the live connection for the stored session (after login, and on app start when a token
 * is kept). ForceOffline (spec §4) has already closed it: log out here with a translated notice.
 */
export function startLiveSession(queryClient: QueryClient): void {
  void connectLive({
    onForceOffline: () => {
      void logOut(queryClient);
      void notify('warning', i18n.t('live.forceOffline'), { subject: 'session' });
    },
    // On app start (a kept login's badge is from the last visit) and after every drop.
    onConnected: () => void refreshCartCount(),
    // An ended session answers 1006 here, and the API client logs out; other failures change nothing.
    onAttemptFailed: () =>
      void queryClient.fetchQuery({ ...memberQueries.account(), staleTime: 0 }).catch(() => undefined),
    onCartNumber: () => void queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}

/**
 * Spec §4, on logout: the local session ends at once (Authorization header, user store with its
 * profile, cart count and search history; cached member data), then the server is told to revoke
 * the token. A token the server already ended is fine: that is what logout asks for. Leaving a
 * login-only page is the root layout's job. The hotel search resets and the live connection closes.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  const token = useUserStore.getState().token;
  useUserStore.getState().logout();
  void disconnectLive();
  resetHotelSearch();
  queryClient.removeQueries({ queryKey: memberQueries.all() });
  if (!token) return;
  try {
    await apiFetch(LOGOUT_PATH, { method: 'POST', token, sessionEndExpected: true });
  } catch {
    // Offline or already ended: the token is forgotten here and expires on the server.
  }
}
