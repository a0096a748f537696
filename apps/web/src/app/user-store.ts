import { LIMITS } from '@storefront/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isServer, localStore, serverRendered } from './ssr-env';
import { removeKey, storageKey } from './storage';

/** A product viewed while logged out; kept locally and never sent (spec §4). */
export type BrowseRecord = { type: number; productId: string; filterTitle: string; save: 0 };

/** The member's profile bits the chrome needs (spec §3 user store). */
export type UserProfile = {
  nickName: string;
  headimg: string;
  country: string;
  phone: string;
  email: string;
  favoritesCount: number;
  couponsCount: number;
  integralCount: number;
  roleName: string;
  nationality: string;
  residency: string;
  orderEmail: number;
  orderMsg: number;
  activityMsg: number;
  activityEmail: number;
};

type UserData = UserProfile & {
  token: string;
  /**
   * Live-connection data; cartNumber is the one server value mirrored here (STYLE §2.11). Other
   * pushed ReceiveMessage payloads are kept by MessageKey (spec §4: their shapes are not shown).
   */
  socketMsg: { cartNumber: number; received?: Record<string, unknown> };
  /** When the login expires locally (7 days after login); null while logged out. */
  cacheEndTime: number | null;
  searchHs: string[];
  previewProducts: string[];
  newPreviews: BrowseRecord[];
};

type UserState = UserData & {
  startSession: (token: string, now?: number) => void;
  setProfile: (profile: Partial<UserProfile>) => void;
  setCartNumber: (cartNumber: number) => void;
  /** Keeps a pushed ReceiveMessage payload by its MessageKey; ignored while logged out. */
  storeSocketMessage: (messageKey: string, data: unknown) => void;
  /** Ends the session locally: token, profile, cart count and local search history go. */
  logout: () => void;
};

const EMPTY_USER: UserData = {
  token: '',
  nickName: '',
  headimg: '',
  country: '',
  phone: '',
  email: '',
  favoritesCount: 0,
  couponsCount: 0,
  integralCount: 0,
  roleName: '',
  nationality: '',
  residency: '',
  orderEmail: 0,
  orderMsg: 0,
  activityMsg: 0,
  activityEmail: 0,
  socketMsg: { cartNumber: 0 },
  cacheEndTime: null,
  searchHs: [],
  previewProducts: [],
  newPreviews: [],
};

export const USER_STORAGE_NAME = 'user';

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...EMPTY_USER,
      startSession: (token, now = Date.now()) => set({ token, cacheEndTime: now + LIMITS.loginCacheMs }),
      setProfile: (profile) => set(profile),
      setCartNumber: (cartNumber) =>
        set((state) => (state.token ? { socketMsg: { ...state.socketMsg, cartNumber } } : {})),
      storeSocketMessage: (messageKey, data) =>
        set((state) =>
          state.token
            ? { socketMsg: { ...state.socketMsg, received: { ...state.socketMsg.received, [messageKey]: data } } }
            : {},
        ),
      logout: () => set(EMPTY_USER),
    }),
    {
      name: storageKey(USER_STORAGE_NAME),
      storage: createJSONStorage(localStore),
      // A server-rendered page hydrates logged out, as the server rendered it; the saved login follows.
      skipHydration: isServer || serverRendered,
      partialize: ({
        startSession: _s,
        setProfile: _p,
        setCartNumber: _c,
        storeSocketMessage: _m,
        logout: _l,
        ...data
      }) => data,
    },
  ),
);

export const selectLoggedIn = (state: UserState) => state.token !== '';

export const isLoggedIn = () => selectLoggedIn(useUserStore.getState());

/** Removes the saved user from local storage (after a session ended on the server). */
export function clearSavedUser(): void {
  useUserStore.getState().logout();
  removeKey(localStorage, storageKey(USER_STORAGE_NAME));
}

/** Step 1 of the guard: a login past its local expiry is logged out. Returns true when it was. */
export function expireLogin(now: number): boolean {
  const { token, cacheEndTime, logout } = useUserStore.getState();
  if (token && cacheEndTime !== null && now >= cacheEndTime) {
    logout();
    return true;
  }
  return false;
}
