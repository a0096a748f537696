import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { hotelOfferQueries } from './api/hotel-offer-queries';
import { createGuardLoader } from './app/guard-loader';
import type { GuardResult } from './app/ssr-env';
import type { Locale } from './app/use-locale';
import { lazyPage } from './app/lazy-page';
import type { RouteHandle } from './app/route-handle';
import { RootLayout, RouteErrorBoundary, RouteHydrateFallback } from './app/root-layout';
import { HomePage } from './features/home/home-page';

const page = (titleKey: RouteHandle['titleKey'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  kind: 'page',
  access: 'any',
  titleKey,
  ...extra,
});

/** Order-form and payment routes: reduced header and no footer banner (spec §2). */
// Checkout pages read the visitor's draft and purchase from the browser's session storage: the
// browser renders them (and no search engine needs them).
const checkout = (titleKey: RouteHandle['titleKey']) =>
  page(titleKey, { reducedHeader: true, footerBanner: false, clientRendered: true });
const account = (titleKey: RouteHandle['titleKey']) => page(titleKey, { access: 'login' });

const UNKNOWN: RouteHandle = { kind: 'unknown', access: 'any', titleKey: 'routes.home' };

/** /…/my → its order tab. */
function accountIndexLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  return redirect(`${pathname.replace(/\/+$/, '')}/order`);
}

const Nothing = () => null;

type Prefetch = (
  queryClient: QueryClient,
  params: LoaderFunctionArgs['params'],
  locale: Locale,
  page: { url: URL; businessNumber: string },
) => Promise<unknown>;

/**
 * The server's loaders of the pages it renders with their data (the product page): they
 * wait for the guard (whose answer sets the API's language and currency headers), then fill the
 * query cache that is dehydrated into the page, so the browser asks nothing twice. A subject that
 * does not exist is an HTTP redirect to the not-found page; any other failure leaves the page to
 * load it in the browser. The browser's routes have none of these: its pages load their own data.
 */
function serverPrefetch(queryClient: () => QueryClient, guard: () => Promise<GuardResult | null>, prefetch: Prefetch) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const result = await guard();
    if (!result) return null;
    const locale = { language: result.language, currency: result.currency } as Locale;
    try {
      await prefetch(queryClient(), params, locale, {
        url: new URL(request.url),
        businessNumber: result.businessNumber,
      });
    } catch (error) {
      const { isNotFound } = await import('./features/catalog/use-page-helpers');
      if (isNotFound(error)) throw redirect('/error');
    }
    return null;
  };
}

/**
 * Imported when called, so the browser's entry chunk carries none of the pages' query modules.
 * The home and the search fill what their first screen shows (the banners, the categories, the
 * first page of results): the LCP image is then in the HTML with its preload, not fetched after
 * hydration. The home's hot topics and cities too: links for crawlers, and no download of the
 * global data and the merchant's places (~96 KB of JSON) on a phone.
 * A section's failure leaves it to the browser (`prefetchQuery` never throws).
 */
const PREFETCH = {
  home: async (queryClient, _params, locale, { businessNumber }) => {
    const [{ marketingQueries }, { referenceQueries }] = await Promise.all([
      import('./features/marketing/marketing-queries'),
      import('./api/reference-queries'),
    ]);
    await Promise.all([
      queryClient.prefetchQuery(marketingQueries.banners(locale)),
      // Flash sales sit above the categories: answered after hydration, they pushed the home down.
      queryClient.prefetchQuery(marketingQueries.seckill(locale)),
      queryClient.prefetchQuery(referenceQueries.categoryAvailability(businessNumber)),
      queryClient.prefetchQuery(referenceQueries.hotCities(businessNumber, locale.language)),
      queryClient.prefetchQuery(referenceQueries.hotTopics(businessNumber, locale.language)),
      // The hero's hotels button and the header's hotels link: answered after hydration, the
      // button pushed the whole home down on a phone (CLS 0.07).
      queryClient.prefetchQuery(hotelOfferQueries.sells(businessNumber)),
    ]);
  },
  search: async (queryClient, _params, locale, { url, businessNumber }) => {
    const [{ catalogQueries }, { parseSearchState, toListRequest }, { referenceQueries }] = await Promise.all([
      import('./api/catalog-queries'),
      import('./features/search/search-params'),
      import('./api/reference-queries'),
    ]);
    // The places are not known yet on either side: the request the hydrating page asks first.
    const request = toListRequest(parseSearchState(url.searchParams), { currency: locale.currency });
    await Promise.all([
      queryClient.prefetchQuery(catalogQueries.list(request, locale)),
      queryClient.prefetchQuery(referenceQueries.categoryAvailability(businessNumber)),
    ]);
  },
  // The categories name the product's in its breadcrumb: in the HTML, and no re-render of the
  // whole page when the browser would have fetched them after hydrating.
  product: async (queryClient, params, locale, { businessNumber }) => {
    const [{ catalogQueries }, { referenceQueries }] = await Promise.all([
      import('./api/catalog-queries'),
      import('./api/reference-queries'),
    ]);
    const [detail] = await Promise.all([
      queryClient.fetchQuery(catalogQueries.detail(params.code ?? '', locale)),
      queryClient.prefetchQuery(referenceQueries.categoryAvailability(businessNumber)),
    ]);
    return detail;
  },
  hotel: async (queryClient, params, locale) => {
    const { hotelQueries } = await import('./features/hotels/hotel-queries');
    return queryClient.fetchQuery(hotelQueries.detail(params.hotelId ?? '', locale));
  },
} satisfies Record<string, Prefetch>;

/**
 * The route table of spec §2, exactly. Only the home page is in the entry chunk; every other
 * page is a lazy chunk. Handles are static so the guard can read them before a chunk loads.
 * The server builds one table per process and gives it the query client of the page being
 * rendered (a getter): building, flattening and ranking the table for every page was a fifth of
 * a render's CPU (issue 16).
 */
export function createRoutes(client: QueryClient | (() => QueryClient), { server = false } = {}): RouteObject[] {
  const queryClient = typeof client === 'function' ? client : () => client;
  const guardLoader = createGuardLoader(queryClient, () => routes);
  let guardRun: Promise<GuardResult | null> = Promise.resolve(null);
  const prefetch = (what: Prefetch) => (server ? { loader: serverPrefetch(queryClient, () => guardRun, what) } : {});
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: (args: LoaderFunctionArgs) => (guardRun = guardLoader(args)),
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: RouteHydrateFallback,
      children: [
        {
          index: true,
          handle: { kind: 'merchant', access: 'any', titleKey: 'routes.home' } satisfies RouteHandle,
          Component: Nothing,
        },
        {
          path: 'error',
          handle: {
            kind: 'error',
            access: 'any',
            titleKey: 'routes.error',
            reducedHeader: true,
            footerBanner: false,
          } satisfies RouteHandle,
          lazy: lazyPage(() => import('./features/errors/not-found-page')),
        },
        {
          path: ':businessNumber',
          handle: { kind: 'merchant', access: 'any', titleKey: 'routes.home' } satisfies RouteHandle,
          Component: Nothing,
        },
        {
          path: ':businessNumber/:language/:currency?',
          children: [
            {
              index: true,
              handle: page('routes.home', { home: true }),
              ...prefetch(PREFETCH.home),
              Component: HomePage,
            },
            {
              path: 'cruise-ship',
              handle: page('routes.cruiseShip'),
              lazy: lazyPage(() => import('./features/catalog/cruise-ship-page')),
            },
            {
              path: 'south-australia',
              handle: page('routes.southAustralia'),
              lazy: lazyPage(() => import('./features/catalog/south-australia-page')),
            },
            {
              path: 'south-australia-info/:number',
              handle: page('routes.southAustraliaInfo'),
              lazy: lazyPage(() => import('./features/catalog/south-australia-info-page')),
            },
            {
              path: 'my',
              handle: account('routes.my'),
              lazy: lazyPage(() => import('./features/account/account-layout')),
              children: [
                { index: true, handle: account('routes.my'), loader: accountIndexLoader, Component: Nothing },
                {
                  path: 'info',
                  handle: account('account.tabs.info'),
                  lazy: lazyPage(() => import('./features/account/info-tab')),
                },
                {
                  path: 'order',
                  handle: account('account.tabs.order'),
                  lazy: lazyPage(() => import('./features/account/order-tab')),
                },
                {
                  path: 'person-admin',
                  handle: account('account.tabs.personAdmin'),
                  lazy: lazyPage(() => import('./features/account/person-admin-tab')),
                },
                {
                  path: 'collect',
                  handle: account('account.tabs.collect'),
                  lazy: lazyPage(() => import('./features/account/collect-tab')),
                },
                {
                  path: 'coupon',
                  handle: account('account.tabs.coupon'),
                  lazy: lazyPage(() => import('./features/account/coupon-tab')),
                },
                {
                  path: 'integral',
                  handle: account('account.tabs.integral'),
                  lazy: lazyPage(() => import('./features/account/integral-tab')),
                },
                {
                  path: 'setting',
                  handle: account('account.tabs.setting'),
                  lazy: lazyPage(() => import('./features/account/setting-tab')),
                },
                { path: '*', handle: UNKNOWN, Component: Nothing },
              ],
            },
            {
              path: 'visitor-order',
              handle: page('routes.visitorOrder', { access: 'visitor' }),
              lazy: lazyPage(() => import('./features/orders/visitor-order-page')),
            },
            { path: 'cart', handle: account('routes.cart'), lazy: lazyPage(() => import('./features/cart/cart-page')) },
            {
              path: 'orderdetails/:ocode',
              handle: page('routes.orderDetails'),
              lazy: lazyPage(() => import('./features/orders/order-details-page')),
            },
            {
              path: 'search',
              handle: page('routes.search'),
              ...prefetch(PREFETCH.search),
              lazy: lazyPage(() => import('./features/catalog/search-page')),
            },
            {
              path: 'product/:code',
              handle: page('routes.product'),
              ...prefetch(PREFETCH.product),
              lazy: lazyPage(() => import('./features/catalog/product-page')),
            },
            {
              path: 'orderform/:pcode/:gcode',
              handle: checkout('routes.orderForm'),
              lazy: lazyPage(() => import('./features/orders/order-form-page')),
            },
            {
              path: 'orderpay/:orderid/:cartPay',
              handle: checkout('routes.orderPay'),
              lazy: lazyPage(() => import('./features/payment/order-pay-page')),
            },
            {
              path: 'supmentpay/:orderid/:payid',
              handle: checkout('routes.supplementaryPay'),
              lazy: lazyPage(() => import('./features/payment/supplementary-pay-page')),
            },
            {
              path: 'successful/:from/:merchant_trade_number/:token',
              handle: checkout('routes.successful'),
              lazy: lazyPage(() => import('./features/payment/payment-result-page')),
            },
            {
              path: 'hotel',
              handle: page('routes.hotel', { headerNotFixed: true, clientRendered: true }),
              lazy: lazyPage(() => import('./features/hotels/hotel-page')),
            },
            {
              path: 'hoteldetail/:hotelId',
              handle: page('routes.hotelDetail'),
              ...prefetch(PREFETCH.hotel),
              lazy: lazyPage(() => import('./features/hotels/hotel-detail-page')),
            },
            { path: '*', handle: UNKNOWN, Component: Nothing },
          ],
        },
        { path: '*', handle: UNKNOWN, Component: Nothing },
      ],
    },
  ];
  return routes;
}

/** The browser's router; a server-rendered page starts from the server's loader data. */
export const createAppRouter = (
  queryClient: QueryClient,
  routes: RouteObject[] = createRoutes(queryClient),
  hydrationData?: HydrationState,
) => createBrowserRouter(routes, { hydrationData });
