import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

/** App preferences (spec §3 app state). Only language and currency are saved. */
export const useAppStore = create<AppState>()(
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
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, currency }) => ({ language, currency }),
    },
  ),
);
