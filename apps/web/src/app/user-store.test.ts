import { LIMITS } from '@storefront/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKey } from './storage';
import { clearSavedUser, expireLogin, isLoggedIn, useUserStore } from './user-store';

beforeEach(() => {
  useUserStore.getState().logout();
  localStorage.clear();
});

describe('user store', () => {
  it('is logged in exactly when a token is present', () => {
    expect(isLoggedIn()).toBe(false);
    useUserStore.getState().startSession('t0k', 1000);
    expect(isLoggedIn()).toBe(true);
    expect(useUserStore.getState().cacheEndTime).toBe(1000 + LIMITS.loginCacheMs);
  });

  it('persists under a key prefixed by the first path segment', () => {
    useUserStore.getState().startSession('t0k');
    expect(JSON.parse(localStorage.getItem(storageKey('user')) ?? '{}').state.token).toBe('t0k');
  });

  it('sets the cart number only when logged in', () => {
    useUserStore.getState().setCartNumber(3);
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(0);
    useUserStore.getState().startSession('t0k');
    useUserStore.getState().setCartNumber(3);
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(3);
  });

  it('logout resets the session, profile, cart count and search history', () => {
    useUserStore.getState().startSession('t0k');
    useUserStore.setState({ nickName: 'Ann', searchHs: ['Sydney'], socketMsg: { cartNumber: 2 } });
    useUserStore.getState().logout();
    expect(useUserStore.getState()).toMatchObject({
      token: '',
      nickName: '',
      searchHs: [],
      socketMsg: { cartNumber: 0 },
    });
  });

  it('logs out a login past its 7-day expiry (guard step 1)', () => {
    useUserStore.getState().startSession('t0k', 0);
    expect(expireLogin(LIMITS.loginCacheMs - 1)).toBe(false);
    expect(expireLogin(LIMITS.loginCacheMs)).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('clearSavedUser logs out and removes the saved user', () => {
    useUserStore.getState().startSession('t0k');
    clearSavedUser();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem(storageKey('user'))).toBeNull();
  });
});
