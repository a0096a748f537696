import { parseSiteLanguage, type SiteLanguage, type Translations } from '@storefront/contracts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apiFetch } from './api/client';
import { useAppStore } from './app/app-store';
import { chromeOf } from './app/guard';
import { ensureLanguage, primeLanguage, setTranslationSource, translationsPath } from './app/i18n';
import { installMerchantCacheLifecycle, saveMerchantData, type MerchantData } from './app/merchant-cache';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import type { RouteHandle } from './app/route-handle';
import { readServerState, type ServerRenderState } from './app/ssr-env';
import { applyMerchantTheme } from './app/theme';
import { installThemePreview } from './app/theme';
import { useUserStore } from './app/user-store';
import { hydrateFirstPage } from './lib/hydrate-later';
import { numberFormat } from './lib/intl-format';
import { createAppRouter, createRoutes } from './router';
import './styles.css';

// An unknown merchant in the path must reach the guard's error page, not the site root; the
// bundled texts stand in when this call fails.
setTranslationSource((language) =>
  apiFetch<Translations>(translationsPath(language), { unknownMerchantExpected: true }),
);
installMerchantCacheLifecycle();
installThemePreview();

const queryClient = createQueryClient();
const rootElement = document.getElementById('root') as HTMLElement;
const serverState = readServerState();

/**
 * Set by the e2e suite before any script runs (e2e/browser.ts): the hydration check serialises the
 * whole page twice, work a shopper's phone should not do on every page.
 */
const checkHydration = (window as { storefrontCheckHydration?: boolean }).storefrontCheckHydration === true;

/** The rest of the work in a task of its own, so a phone can paint and answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After the first render: a server-rendered page restores the login and the hotel search saved in
 * this browser, which the server could not know (layout effects run before any page's own
 * effects), and `<html data-hydrated>` tells tests the page now answers clicks and typing.
 */
function AfterFirstRender({ restore, children }: { restore: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    if (restore) {
      void useUserStore.persist.rehydrate();
      // Its own chunk: the home's entry stays small (the hotel detail shows its stay once restored).
      void import('./features/hotels/hotel-search-store').then(({ useHotelSearchStore }) =>
        useHotelSearchStore.persist.rehydrate(),
      );
    }
    document.documentElement.dataset.hydrated = 'true';
  }, [restore]);
  return children;
}

/**
 * A page the server rendered (entry-server.tsx): the guard already ran there, so its answer is
 * carried out here as the guard would (locale, chrome, theme, texts), the dehydrated queries fill
 * the cache, the page's lazy chunk is loaded, and React hydrates the HTML.
 */
async function hydrateServerPage(state: ServerRenderState) {
  // Each step below is a task of its own, none of them long on a phone (Lighthouse counts every
  // task over 50 ms at 4× slowdown as blocking): the script's own start is one.
  await nextTask();
  hydrate(queryClient, state.queries);
  const { guard } = state;
  const language = parseSiteLanguage(guard.language) as SiteLanguage;
  const merchant = queryClient.getQueryData<MerchantData>(['merchant', guard.businessNumber]);
  if (merchant) {
    saveMerchantData(merchant, Date.now());
    applyMerchantTheme(merchant);
  }
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, window.location) ?? [];
  const leaf = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  const app = useAppStore.getState();
  app.setLocale(guard.businessNumber, language, guard.currency as NonNullable<typeof app.currency>);
  if (leaf) {
    const chrome = chromeOf(leaf);
    app.setChrome(chrome.header, chrome.footerBanner);
  }
  // Lazy pages must be loaded before hydrating, or the router would render its fallback.
  const pages = Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async ({ route }) => {
        const lazy = route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
  );
  // While they download: ICU loads the language's number patterns for the first formatter made
  // (~45 ms of a throttled phone for the cards' compact counts), work that was inside hydration.
  await nextTask();
  numberFormat(language, { notation: 'compact' });
  await pages;
  await primeLanguage(language, state.texts);
  await nextTask();
  const router = createAppRouter(queryClient, routes, state.router);
  // Hydration is the page's longest task: it starts a task of its own, after the set-up above.
  await nextTask();
  const hydrated = checkHydration ? watchHydration(rootElement) : () => undefined;
  hydrateFirstPage(
    () =>
      hydrateRoot(
        rootElement,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <AfterFirstRender restore>
              <RouterProvider router={router} />
            </AfterFirstRender>
          </AppProviders>
        </StrictMode>,
      ),
    // The comparison right after hydrating covers every section, so none waits while it runs.
    { defer: !checkHydration },
  );
  hydrated();
}

/**
 * Preact adopts the server's HTML without complaint where it differs from the first browser
 * render: it replaces the differing nodes and text in place. Hydration runs synchronously, so the
 * root's HTML right after it, compared with the server's, shows every such difference (text the
 * server wrote as one node and Preact splits serialises the same; Suspense markers are left out; a
 * lazy section still loading is kept as the server wrote it). A difference is reported on the
 * console, worded so the e2e suite's check (e2e/browser.ts) fails on it, as React's recoverable
 * hydration error was.
 */
function watchHydration(root: HTMLElement): () => void {
  const html = () => root.innerHTML.replace(/<!--\/?\$s-->/g, '');
  const before = html();
  return () => {
    const after = html();
    if (after === before) return;
    let at = 0;
    while (before[at] === after[at]) at++;
    const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
    console.error(`Hydration problem: the server's HTML\n${around(before)}\nbecame\n${around(after)}`);
  };
}

function renderClientPage() {
  // Start loading the path's language while the guard loads the merchant.
  const pathLanguage = parseSiteLanguage(window.location.pathname.split('/')[2]);
  if (pathLanguage) void ensureLanguage(pathLanguage);
  const router = createAppRouter(queryClient);
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AfterFirstRender restore={false}>
          <RouterProvider router={router} />
        </AfterFirstRender>
      </AppProviders>
    </StrictMode>,
  );
}

if (serverState) void hydrateServerPage(serverState);
else renderClientPage();
