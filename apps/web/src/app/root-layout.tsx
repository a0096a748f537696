import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Outlet, ScrollRestoration, useMatches, useNavigate, useNavigation, useRouteError } from 'react-router';
import { useMerchant } from '../api/merchant-queries';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { ArrowLeftIcon } from '../components/ui/icons';
import { homeLink } from '../lib/links';
import { useAppStore } from './app-store';
import { useInviteLink } from './invite-link';
import { LoginDialogHost } from './login-dialog-host';
import { pageNavigation } from './page-navigation';
import type { RouteHandle } from './route-handle';
import { selectLoggedIn, useUserStore } from './user-store';
import { lookupVisitorAddress } from './visitor-address';

function useLeafHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}

/** The session module (login, logout, live connection): a chunk only members load. */
const loadSession = () => import('./session');

/**
 * The live connection follows the session (spec §4): opened on app start when a token is kept
 * (and after login), closed whenever the session ends, however it ended (logout, 1005/1006,
 * ForceOffline). The module loads only for a member, so visitors never download it.
 */
function useLiveConnection() {
  const loggedIn = useUserStore(selectLoggedIn);
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (loggedIn) {
      started.current = true;
      void loadSession().then(({ startLiveSession }) => startLiveSession(queryClient));
    } else if (started.current) {
      void import('../features/live/live-connection').then(({ disconnectLive }) => disconnectLive());
    }
  }, [loggedIn, queryClient]);
}

/** Logout for the header's account menu. */
function useLogOut() {
  const queryClient = useQueryClient();
  return useCallback(() => void loadSession().then(({ logOut }) => logOut(queryClient)), [queryClient]);
}

/** The page's translated title, then the merchant's (spec §2: document title follows the merchant). */
function useDocumentTitle(handle: RouteHandle | undefined, merchantTitle: string | undefined) {
  const { t } = useTranslation();
  const pageTitle = handle && !handle.home ? t(handle.titleKey) : '';
  useEffect(() => {
    document.title = [pageTitle, merchantTitle].filter(Boolean).join(' · ');
  }, [pageTitle, merchantTitle]);
}

/** After logout on a login-only page the user goes home (spec §2). */
function useLeaveLoginOnlyPageOnLogout(handle: RouteHandle | undefined) {
  const loggedIn = useUserStore(selectLoggedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn && handle?.access === 'login') void navigate(homeLink(), { replace: true });
  }, [loggedIn, handle?.access, navigate]);
}

function BackToWebsiteBar({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div className="bg-fourth text-sm text-white">
      <div className="mx-auto flex h-9 max-w-6xl items-center px-3 sm:px-6">
        <a
          href={url}
          rel="noopener"
          className="inline-flex items-center gap-1.5 rounded underline-offset-2 hover:underline"
        >
          <ArrowLeftIcon />
          {t('common.backToMerchantSite')}
        </a>
      </div>
    </div>
  );
}

/** The chrome around every page: skip link, back-to-website bar, header, page, footer, login dialog. */
export function RootLayout() {
  const { t } = useTranslation();
  const handle = useLeafHandle();
  const merchant = useMerchant();
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const isHome = useAppStore((s) => s.header.home);
  const navigation = useNavigation();
  useDocumentTitle(handle, merchant?.common.title);
  useLeaveLoginOnlyPageOnLogout(handle);
  useLiveConnection();
  useInviteLink();
  const logOut = useLogOut();
  useEffect(() => {
    if (merchantNumber) void lookupVisitorAddress();
  }, [merchantNumber]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-first focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-first"
          role="progressbar"
          aria-label={t('common.loading')}
        />
      )}
      {isHome && merchant?.common.merchantWebsite && <BackToWebsiteBar url={merchant.common.merchantWebsite} />}
      <Header onLogOut={logOut} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <LoginDialogHost />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first navigation's guard runs: a blank header strip, so nothing jumps. */
export function RouteHydrateFallback() {
  return <div aria-hidden="true" className="h-[60px] border-b border-slate-200" />;
}

/** An error no page handled (e.g. a page chunk that failed twice). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('error.unexpected')}</h1>
      <button
        type="button"
        onClick={() => pageNavigation.reload()}
        className="inline-flex h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white"
      >
        {t('common.retry')}
      </button>
    </main>
  );
}
