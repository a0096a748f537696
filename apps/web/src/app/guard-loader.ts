import { ERROR_CODES, parseSiteLanguage, siteLanguageFromBrowser } from '@storefront/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteMatch, type RouteObject } from 'react-router';
import { isApiError } from '../api/client';
import { merchantQueries } from '../api/merchant-queries';
import { useAppStore } from './app-store';
import { chromeOf, decideNavigation, targetOf, unknownStorePath, type GuardInput, type MerchantLocales } from './guard';
import { ensureLanguage } from './i18n';
import { expireMerchantCache, type MerchantData } from './merchant-cache';
import type { RouteHandle } from './route-handle';
import { isServer, type GuardResult } from './ssr-env';
import { applyMerchantTheme } from './theme';
import { expireLogin, isLoggedIn } from './user-store';

const localesOf = ({ configure }: MerchantData): MerchantLocales => ({
  defaultLanguage: configure.language,
  defaultCurrency: configure.currency,
  languages: configure.languages,
  currencies: configure.currencies,
});

let lastMatch: { routes: RouteObject[]; pathname: string; matches: RouteMatch[] } | undefined;

/**
 * The route matches of a path. The last answer is kept: the server's render and then its guard
 * ask the same path in turn, and React Router flattens and ranks the whole table on every call.
 */
export function routeMatches(routes: RouteObject[], pathname: string): RouteMatch[] {
  if (lastMatch?.routes !== routes || lastMatch.pathname !== pathname) {
    lastMatch = { routes, pathname, matches: matchRoutes(routes, pathname) ?? [] };
  }
  return lastMatch.matches;
}

/**
 * Keeps matches React Router found already as the path's answer: the server's static handler
 * matches with its table flattened once, where `matchRoutes` flattens it again (~9 % of a
 * render thread's time on a product page).
 */
export function rememberRouteMatches(routes: RouteObject[], pathname: string, matches: RouteMatch[]): void {
  lastMatch = { routes, pathname, matches };
}

/** The browser's language; the server renders only URLs that name theirs. */
const browserLanguage = () => (isServer ? undefined : navigator.language);

/**
 * The navigation guard (spec §4), run by the root route's loader on every navigation: in the
 * browser, and on the server for a page's first request (entry-server.tsx), which knows no saved
 * state or login (it renders only public pages whose URL names language and currency). The
 * decisions are pure functions in `guard.ts`; this carries them out. Its answer (the page's
 * merchant, language and currency) is the root route's data, which a server-rendered page
 * hydrates with.
 */
export function createGuardLoader(queryClient: () => QueryClient, getRoutes: () => RouteObject[]) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardResult | null> {
    const url = new URL(request.url);
    const now = Date.now();

    // Step 1: expired merchant data or login (saved in the browser only).
    if (!isServer) {
      if (expireMerchantCache(now)) queryClient().removeQueries({ queryKey: ['merchant'] });
      expireLogin(now);
    }

    const matches = routeMatches(getRoutes(), url.pathname);
    const leaf = matches[matches.length - 1];
    const handle = leaf?.route.handle as RouteHandle | undefined;
    const app = useAppStore.getState();

    if (handle?.kind === 'error') {
      const chrome = chromeOf(handle);
      app.setChrome(chrome.header, chrome.footerBanner);
      await ensureLanguage(app.language ?? siteLanguageFromBrowser(browserLanguage()));
      return null;
    }

    const input: GuardInput = {
      target: targetOf(url, handle, leaf?.params ?? {}),
      saved: isServer ? { language: null, currency: null } : { language: app.language, currency: app.currency },
      loggedIn: !isServer && isLoggedIn(),
      browserLanguage: browserLanguage(),
      merchant: null,
    };

    let decision = decideNavigation(input);
    let merchant: MerchantData | null = null;
    if (decision.type === 'load-merchant') {
      // Step 4: merchant data, or the error page.
      try {
        merchant = await queryClient().ensureQueryData(merchantQueries.detail(input.target.businessNumber));
      } catch (error) {
        if (isApiError(error, ERROR_CODES.unknownMerchant.code)) {
          // Named on the error page, in the link's language: the site root would show another brand.
          const language = parseSiteLanguage(input.target.languageSegment);
          if (language) app.setLanguage(language);
          throw redirect(unknownStorePath(input.target.businessNumber));
        }
        throw redirect('/error');
      }
      decision = decideNavigation({ ...input, merchant: localesOf(merchant) });
    }
    if (decision.type === 'redirect') throw redirect(decision.to);
    if (decision.type !== 'proceed' || !merchant || !handle) throw redirect('/error');

    // Step 5 done: remember the resolved language and currency, paint the merchant and the chrome.
    app.setLocale(input.target.businessNumber, decision.language, decision.currency);
    const chrome = chromeOf(handle);
    app.setChrome(chrome.header, chrome.footerBanner);
    if (!isServer) applyMerchantTheme(merchant);
    await ensureLanguage(decision.language);
    return { businessNumber: input.target.businessNumber, language: decision.language, currency: decision.currency };
  };
}
