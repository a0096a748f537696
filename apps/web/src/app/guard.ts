import {
  DEFAULT_MERCHANT_NUMBER,
  currencySegment,
  languageSegment,
  parseCurrencyCode,
  parseSiteLanguage,
  siteLanguageFromBrowser,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import { FULL_HEADER, type HeaderSwitches } from './app-store';
import type { RouteHandle } from './route-handle';

/**
 * The pure decisions of the navigation guard (spec §4). `guard-loader.ts` gathers the inputs
 * (route, saved state, merchant), calls `decideNavigation` and carries out the answer.
 */

/** Where the current URL points, after matching it against the route table. */
export type GuardTarget = {
  kind: RouteHandle['kind'];
  access: RouteHandle['access'];
  pathname: string;
  search: string;
  /** First path segment (the merchant), or the default merchant for `/`. */
  businessNumber: string;
  languageSegment?: string;
  currencySegment?: string;
};

/** What the merchant allows; null until its data is loaded. */
export type MerchantLocales = {
  defaultLanguage: string;
  defaultCurrency: string;
  languages: readonly string[];
  currencies: readonly string[];
};

export type GuardInput = {
  target: GuardTarget;
  saved: { language: SiteLanguage | null; currency: CurrencyCode | null };
  loggedIn: boolean;
  browserLanguage: string | undefined;
  merchant: MerchantLocales | null;
};

export type GuardDecision =
  | { type: 'redirect'; to: string }
  | { type: 'load-merchant' }
  | { type: 'proceed'; language: SiteLanguage; currency: CurrencyCode };

const offers = (list: readonly string[] | undefined, value: string) => !list || list.includes(value);

/** Spec §4: path, then saved, then merchant default, then browser. Null when the merchant must be known first. */
export function pickLanguage(
  saved: SiteLanguage | null,
  merchant: MerchantLocales | null,
  browserLanguage: string | undefined,
): SiteLanguage | null {
  if (saved && offers(merchant?.languages, saved)) return saved;
  if (!merchant) return null;
  const merchantDefault = parseSiteLanguage(merchant.defaultLanguage);
  if (merchantDefault && offers(merchant.languages, merchantDefault)) return merchantDefault;
  const browser = siteLanguageFromBrowser(browserLanguage);
  return offers(merchant.languages, browser) ? browser : (parseSiteLanguage(merchant.languages[0]) ?? browser);
}

/** Spec §4: path, else saved, else merchant default. Null when the merchant must be known first. */
export function pickCurrency(saved: CurrencyCode | null, merchant: MerchantLocales | null): CurrencyCode | null {
  if (saved && offers(merchant?.currencies, saved)) return saved;
  if (!merchant) return null;
  return parseCurrencyCode(merchant.defaultCurrency) ?? parseCurrencyCode(merchant.currencies[0]);
}

/** A segment's value when the site and the merchant (if known) support it, in canonical form. */
function acceptLanguage(segment: string | undefined, merchant: MerchantLocales | null) {
  const language = parseSiteLanguage(segment);
  return language && offers(merchant?.languages, language) && segment === languageSegment(language) ? language : null;
}

function acceptCurrency(segment: string | undefined, merchant: MerchantLocales | null) {
  const currency = parseCurrencyCode(segment);
  return currency && offers(merchant?.currencies, currency) && segment === currencySegment(currency) ? currency : null;
}

/** `/{businessNumber}/{language}/{currency}` with whatever parts are known. */
export function homePath(
  businessNumber: string,
  language?: SiteLanguage | null,
  currency?: CurrencyCode | null,
): string {
  let path = `/${encodeURIComponent(businessNumber)}`;
  if (language) {
    path += `/${languageSegment(language)}`;
    if (currency) path += `/${currencySegment(currency)}`;
  }
  return path;
}

/** The same path with its language (2nd) and currency (3rd, when present) segments replaced. */
export function replaceLocaleSegments(
  pathname: string,
  hasCurrencySegment: boolean,
  replacement: { language?: SiteLanguage; currency?: CurrencyCode },
): string {
  const parts = pathname.split('/');
  if (replacement.language && parts.length > 2) parts[2] = languageSegment(replacement.language);
  if (replacement.currency && hasCurrencySegment && parts.length > 3) parts[3] = currencySegment(replacement.currency);
  return parts.join('/');
}

/** Any unknown path: the home of its first segment, keeping the current language and currency. */
export function unknownPathRedirect(input: GuardInput): string {
  const { target, saved } = input;
  const language = acceptLanguage(target.languageSegment, null) ?? saved.language;
  const currency = acceptCurrency(target.currencySegment, null) ?? saved.currency;
  return homePath(target.businessNumber || DEFAULT_MERCHANT_NUMBER, language, currency);
}

/** Step 4 failed because no merchant has this number: the error page, which names it. */
export function unknownStorePath(businessNumber: string): string {
  return `/error?${new URLSearchParams({ store: businessNumber }).toString()}`;
}

/** Step 3: login-only without a login, or visitor-only with one, goes home. */
export function accessAllowed(access: RouteHandle['access'], loggedIn: boolean): boolean {
  if (access === 'login') return loggedIn;
  if (access === 'visitor') return !loggedIn;
  return true;
}

/**
 * One navigation's decision. Called with `merchant: null` first: it answers with a redirect
 * when one follows from the URL and saved state alone, otherwise asks for the merchant data
 * (step 4) and is called again with it.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { target, saved, loggedIn, merchant, browserLanguage } = input;
  if (target.kind === 'unknown') return { type: 'redirect', to: unknownPathRedirect(input) };

  // Step 2: an unsupported language or currency segment is replaced by the previous or default value.
  const language = acceptLanguage(target.languageSegment, merchant);
  const currency = acceptCurrency(target.currencySegment, merchant);
  const badLanguage = target.languageSegment !== undefined && !language;
  const badCurrency = target.currencySegment !== undefined && !currency;
  if (badLanguage || badCurrency) {
    const fixedLanguage = language ?? pickLanguage(saved.language, merchant, browserLanguage);
    const fixedCurrency = currency ?? pickCurrency(saved.currency, merchant);
    if ((badLanguage && !fixedLanguage) || (badCurrency && !fixedCurrency)) return { type: 'load-merchant' };
    const to = replaceLocaleSegments(target.pathname, target.currencySegment !== undefined, {
      language: fixedLanguage ?? undefined,
      currency: fixedCurrency ?? undefined,
    });
    return { type: 'redirect', to: to + target.search };
  }

  // Step 3: login-only and visitor-only routes.
  if (!accessAllowed(target.access, loggedIn)) {
    return {
      type: 'redirect',
      to: homePath(target.businessNumber, language, currency ?? (language ? saved.currency : null)),
    };
  }

  // Step 4 needs the merchant.
  if (!merchant) return { type: 'load-merchant' };

  // Step 5: a missing language (a bare merchant home) or currency is filled from current settings.
  const resolvedLanguage = language ?? pickLanguage(saved.language, merchant, browserLanguage);
  const resolvedCurrency = currency ?? pickCurrency(saved.currency, merchant);
  if (!resolvedLanguage || !resolvedCurrency) return { type: 'redirect', to: '/error' };
  if (target.kind === 'merchant') {
    return {
      type: 'redirect',
      to: homePath(target.businessNumber, resolvedLanguage, resolvedCurrency) + target.search,
    };
  }
  return { type: 'proceed', language: resolvedLanguage, currency: resolvedCurrency };
}

/** The header switches and footer banner of a route. */
export function chromeOf(handle: Pick<RouteHandle, 'reducedHeader' | 'headerNotFixed' | 'footerBanner' | 'home'>): {
  header: HeaderSwitches;
  footerBanner: boolean;
} {
  const reduced = handle.reducedHeader === true;
  return {
    header: {
      ...FULL_HEADER,
      lang: !reduced,
      currency: !reduced,
      rightMenu: !reduced,
      fixed: handle.headerNotFixed !== true,
      home: handle.home === true,
    },
    footerBanner: handle.footerBanner !== false,
  };
}

/** Step 6: the first failed page load reloads; a second failure is shown, never reloaded. */
export function chunkFailureAction(alreadyReloaded: boolean): 'reload' | 'show-error' {
  return alreadyReloaded ? 'show-error' : 'reload';
}

/** Builds the guard's target from the URL and the matched route's handle and params. */
export function targetOf(
  url: { pathname: string; search: string },
  handle: Pick<RouteHandle, 'kind' | 'access'> | undefined,
  params: Record<string, string | undefined>,
): GuardTarget {
  const segments = url.pathname.split('/').slice(1);
  const kind = handle?.kind ?? 'unknown';
  const base = { kind, access: handle?.access ?? 'any', pathname: url.pathname, search: url.search };
  if (kind === 'unknown') {
    return {
      ...base,
      businessNumber: segments[0] || DEFAULT_MERCHANT_NUMBER,
      languageSegment: segments[1] || undefined,
      currencySegment: segments[2] || undefined,
    };
  }
  return {
    ...base,
    businessNumber: params.businessNumber || DEFAULT_MERCHANT_NUMBER,
    languageSegment: params.language,
    currencySegment: params.currency,
  };
}
