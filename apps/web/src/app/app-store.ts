import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import { create, type StateCreator, type StoreMutatorIdentifier } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { localStore } from './ssr-env';
import { storageKey } from './storage';

/** Which parts of the header a route shows (spec §2: reduced header, header not fixed). */
export type HeaderSwitches = {
  lang: boolean;
  currency: boolean;
  rightMenu: boolean;
  fixed: boolean;
  /** A merchant home: the taller 92 px header and the back-to-website bar. */
  home: boolean;
};

export const FULL_HEADER: HeaderSwitches = { lang: true, currency: true, rightMenu: true, fixed: true, home: false };

type AppState = {
  /** The merchant of the current page; kept for the error page, which has no merchant segment. */
  merchantNumber: string | null;
  language: SiteLanguage | null;
  currency: CurrencyCode | null;
  header: HeaderSwitches;
  footerBanner: boolean;
  loginDialogOpen: boolean;
  setLocale: (merchantNumber: string, language: SiteLanguage, currency: CurrencyCode) => void;
  setChrome: (header: HeaderSwitches, footerBanner: boolean) => void;
  setCurrency: (currency: CurrencyCode) => void;
  setLanguage: (language: SiteLanguage) => void;
  setLoginDialogOpen: (open: boolean) => void;
};

/**
 * A server-rendered page reads the store as it is when React renders, not as it was created: the
 * server sets the guard's answer (merchant, language, currency, chrome) before rendering, and the
 * browser sets the same answer before hydrating (main.tsx), so the header, the home's welcome and
 * every part that names the merchant are in the server's HTML and hydrate as they are. (Zustand's
 * hooks take the server and hydration snapshot from `getInitialState`: with the created state the
 * server would render every page as if no merchant were chosen, and the browser redraw it after.)
 */
const snapshotIsCurrentState =
  <T, Mps extends [StoreMutatorIdentifier, unknown][] = [], Mcs extends [StoreMutatorIdentifier, unknown][] = []>(
    creator: StateCreator<T, Mps, Mcs>,
  ): StateCreator<T, Mps, Mcs> =>
  (set, get, api) => {
    const state = creator(set, get, api);
    api.getInitialState = api.getState;
    return state;
  };

/** App preferences (spec §3 app state). Only language and currency are saved. */
export const useAppStore = create<AppState>()(
  snapshotIsCurrentState(
    persist(
      (set) => ({
        merchantNumber: null,
        language: null,
        currency: null,
        header: FULL_HEADER,
        footerBanner: true,
        loginDialogOpen: false,
        setLocale: (merchantNumber, language, currency) => set({ merchantNumber, language, currency }),
        setChrome: (header, footerBanner) => set({ header, footerBanner }),
        setCurrency: (currency) => set({ currency }),
        setLanguage: (language) => set({ language }),
        setLoginDialogOpen: (loginDialogOpen) => set({ loginDialogOpen }),
      }),
      {
        name: storageKey('app'),
        storage: createJSONStorage(localStore),
        partialize: ({ language, currency }) => ({ language, currency }),
      },
    ),
  ),
);
