import type { ParseKeys } from 'i18next';

/** Who may open a route (spec §6). */
export type RouteAccess = 'any' | 'login' | 'visitor';

/** How the guard treats a matched route. */
export type RouteKind =
  /** A page under /{businessNumber}/{language}/{currency?}. */
  | 'page'
  /** / or /{businessNumber}: a merchant home still missing its language. */
  | 'merchant'
  /** Any path no route knows. */
  | 'unknown'
  /** The not-found page, which belongs to no merchant. */
  | 'error';

/** Static data on each route (react-router `handle`), read by the guard and the chrome. */
export type RouteHandle = {
  kind: RouteKind;
  access: RouteAccess;
  /** Translation key of the page title (document title and heading). */
  titleKey: ParseKeys;
  /** Orderform and payment routes: no language, currency or right menu. */
  reducedHeader?: boolean;
  /** The hotel search scrolls its header away. */
  headerNotFixed?: boolean;
  footerBanner?: boolean;
  home?: boolean;
  /**
   * Rendered in the browser only, never on the server: the hotel search, whose whole page (the
   * stay, the results and their prices) follows the visitor's local date and saved search (a server
   * in another time zone would render another "today", and the page would not hydrate). The hotel
   * detail renders on the server without its stay part. The checkout pages too: their forms start
   * from the draft the browser keeps. docs/decisions.md, "Server rendering".
   */
  clientRendered?: boolean;
};
