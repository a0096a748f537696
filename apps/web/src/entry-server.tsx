import {
  parseCurrencyCode,
  parseSiteLanguage,
  type HotelDetail,
  type ProductDetail,
  type SiteLanguage,
} from '@storefront/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataStrategyFunction,
  type RouteMatch,
  type RouteObject,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { apiEnvironment, apiFetch, type ApiResponse } from './api/client';
import { useAppStore } from './app/app-store';
import { rememberRouteMatches } from './app/guard-loader';
import { chromeOf, targetOf } from './app/guard';
import { i18n, serverTextsJson, setTranslationSource, translationsPath } from './app/i18n';
import type { MerchantData } from './app/merchant-cache';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import type { RouteHandle } from './app/route-handle';
import { SERVER_STATE_ID, type GuardResult, type ServerRenderState } from './app/ssr-env';
import { useUserStore } from './app/user-store';
import { createRoutes } from './router';
import { collectImagePreloads, type ImagePreload } from './lib/image-preload';
import { pageHead, scriptJson, scriptJsonText } from './ssr/page-head';

/**
 * The storefront's server render (issue 16), built by `vite build --ssr` into dist/server and
 * called by the Fastify server for a storefront GET. React Router's static handler runs the same
 * route table as the browser: the guard (root loader) and the server prefetch loaders, then
 * StaticRouterProvider renders the page with Preact's renderToStringAsync; the query cache is
 * dehydrated into the page for the browser to hydrate.
 */
export type RenderRequest = {
  /** Absolute URL of the request. */
  url: string;
  /** The API, in process: `/api/…` path and fetch options → a Response. */
  api: (url: string, init: RequestInit) => Promise<ApiResponse>;
  hostname: string;
  /** The canonical origin of a merchant's pages (its own domain, else PUBLIC_URL, else the request's). */
  originOf: (businessNumber: string) => Promise<string>;
};

export type RenderResult =
  /** Not rendered here: the browser renders it (login-only pages, URLs whose guard needs saved state). */
  | { kind: 'shell'; status: number }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      head: string;
      body: string;
      /**
       * The state script in three pieces: the page's own before and after the language's texts, which
       * are the same string for every page of the language (the render thread compresses them once).
       */
      state: { before: string; texts: string; after: string };
      themeCss: string;
    };

type Leaf = { handle?: RouteHandle; params: Record<string, string | undefined> };

/**
 * Renders only what needs nothing the browser keeps: public pages (access "any") whose URL names
 * a language and a currency. Everything else (the merchant root, an unknown path, a login-only or
 * visitor-only page, the error page that speaks the last language used) depends on the saved
 * language, currency or login, so the browser's guard decides it.
 */
function renderable(leaf: Leaf | undefined, url: URL): boolean {
  const handle = leaf?.handle;
  if (!handle || handle.kind !== 'page' || handle.access !== 'any' || handle.clientRendered) return false;
  const target = targetOf(url, handle, leaf.params);
  return target.languageSegment !== undefined && target.currencySegment !== undefined;
}

/** The page being rendered's query cache: the routes' loaders fill it (one render at a time). */
let pageQueryClient: QueryClient | undefined;
const currentQueryClient = (): QueryClient => {
  if (!pageQueryClient) throw new Error('no page is being rendered');
  return pageQueryClient;
};
/** One route table and static handler per render thread, built on its first page. */
let table: { routes: RouteObject[]; handler: StaticHandler } | undefined;
function routeTable() {
  if (!table) {
    const routes = createRoutes(currentQueryClient, { server: true });
    table = { routes, handler: createStaticHandler(routes) };
  }
  return table;
}

/** One render at a time: the language, the app store and the API headers are per thread. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The whole page as one string: crawlers and link previews read the whole page, so every Suspense
 * boundary (the home's lazy sections) is waited for and written in place — never a fallback
 * swapped later by an inline script, which the CSP would not run. Preact marks each boundary
 * (`<!--$s-->`) so the browser hydrates it once its chunk has loaded.
 */
function renderToString(element: React.ReactNode): Promise<string> {
  return Promise.resolve(renderToStringAsync(element as unknown as VNode));
}

function themeCss({ configure }: MerchantData): string {
  const names: Record<string, string> = {
    firstColor: '--color-first',
    secondColor: '--color-second',
    thirdColor: '--color-third',
    fourthColor: '--color-fourth',
    fifthColor: '--color-fifth',
    sixthColor: '--color-sixth',
    sevenColor: '--color-seven',
  };
  const rules = Object.entries(configure.webStyle)
    .filter(([key, value]) => names[key] && typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value))
    .map(([key, value]) => `${names[key]}:${value as string}`);
  return rules.length > 0 ? `:root{${rules.join(';')}}` : '';
}

function headOf(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  guard: GuardResult,
  merchant: MerchantData,
  origin: string,
  pathname: string,
  imagePreloads: ImagePreload[],
): string {
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const locale = { language: guard.language, currency: guard.currency };
  const product = leaf?.params.code
    ? queryClient.getQueryData<ProductDetail>(['catalog', 'detail', leaf.params.code, locale])
    : undefined;
  const hotel = leaf?.params.hotelId
    ? queryClient.getQueryData<HotelDetail>(['hotels', 'detail', leaf.params.hotelId, locale])
    : undefined;
  return pageHead({
    origin,
    pathname,
    language: guard.language,
    currency: guard.currency,
    merchant,
    routeTitle: handle && !handle.home ? i18n.t(handle.titleKey) : '',
    homeTitle: i18n.t('routes.home'),
    product,
    hotel,
    imagePreloads,
  });
}

/**
 * A language's texts as JSON inside the page's state script: the same for every page of the
 * language (i18n.ts makes their JSON once), so made safe for the script once too.
 */
const textsScripts = new Map<SiteLanguage, { json: string; script: string }>();
function textsScriptJson(language: SiteLanguage, json: string): string {
  let kept = textsScripts.get(language);
  if (kept?.json !== json) textsScripts.set(language, (kept = { json, script: scriptJsonText(json) }));
  return kept.script;
}

export function render(request: RenderRequest): Promise<RenderResult> {
  return inTurn(() => renderNow(request));
}

/** Thrown before any loader runs for a page the browser renders (see `renderable`). */
class LeftToTheBrowser extends Error {}

/**
 * The static handler's data strategy: the route matches it found (its table flattened once per
 * thread) become the guard's, and a page the server does not render stops before any loader runs.
 */
function loadersOf(routes: RouteObject[], url: URL): DataStrategyFunction {
  return async ({ matches }) => {
    rememberRouteMatches(routes, url.pathname, matches as unknown as RouteMatch[]);
    const leaf = matches[matches.length - 1];
    if (!renderable(leaf && { handle: leaf.route.handle as RouteHandle, params: leaf.params }, url)) {
      throw new LeftToTheBrowser();
    }
    const results = await Promise.all(matches.map(async (match) => [match.route.id, await match.resolve()] as const));
    return Object.fromEntries(results);
  };
}

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const queryClient = createQueryClient();
  pageQueryClient = queryClient;
  const { routes, handler } = routeTable();

  apiEnvironment.fetch = request.api;
  apiEnvironment.hostname = () => request.hostname;
  apiEnvironment.pathname = () => url.pathname;
  apiEnvironment.savedCountry = () => undefined;
  setTranslationSource((language) => apiFetch(translationsPath(language), { unknownMerchantExpected: true }));
  useAppStore.setState({ merchantNumber: null, language: null, currency: null });
  useUserStore.getState().logout();

  let context: Awaited<ReturnType<StaticHandler['query']>>;
  try {
    context = await handler.query(new Request(url.href, { method: 'GET' }), {
      dataStrategy: loadersOf(routes, url),
    });
  } catch (error) {
    if (error instanceof LeftToTheBrowser) return { kind: 'shell', status: 200 };
    throw error;
  }
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    // A page whose merchant or subject does not exist: 404 for crawlers, and the shell, whose guard
    // sends the browser to the error page after saving the link's language (the error page speaks
    // it; an HTTP redirect would lose it). Other redirects depend on the browser's saved state.
    if (location.startsWith('/error')) return { kind: 'shell', status: 404 };
    return { kind: 'shell', status: 200 };
  }
  const guard = context.loaderData.root as GuardResult | null | undefined;
  const merchant = guard && queryClient.getQueryData<MerchantData>(['merchant', guard.businessNumber]);
  const language = guard && parseSiteLanguage(guard.language);
  if (!guard || !merchant || !language || !parseCurrencyCode(guard.currency) || context.errors) {
    return { kind: 'shell', status: 200 };
  }

  const leafHandle = context.matches[context.matches.length - 1]?.route.handle as RouteHandle;
  // Asked now and awaited after the render: the main thread answers while this thread renders.
  const origin = request.originOf(guard.businessNumber);
  origin.catch(() => undefined);
  const chrome = chromeOf(leafHandle);
  useAppStore.getState().setChrome(chrome.header, chrome.footerBanner);

  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: body, preloads } = await collectImagePreloads(() =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const state: Omit<ServerRenderState, 'texts'> = {
    queries: dehydrate(queryClient),
    guard,
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  return {
    kind: 'page',
    status: context.statusCode,
    lang: language,
    head: headOf(queryClient, context, guard, merchant, await origin, url.pathname, preloads),
    body,
    state: {
      before: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state).slice(0, -1)},"texts":`,
      texts: textsScriptJson(language, await serverTextsJson(language)),
      after: '}</script>',
    },
    themeCss: themeCss(merchant),
  };
}
