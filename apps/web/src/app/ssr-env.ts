import type { DehydratedState } from '@tanstack/react-query';
import type { StateStorage } from 'zustand/middleware';

/** True while the server renders a page (no window, no storage, no DOM). */
export const isServer = typeof window === 'undefined';

/** What the server embeds beside the rendered page (entry-server.tsx → main.tsx). */
export type ServerRenderState = {
  /** TanStack Query's dehydrated cache: the merchant and the page's data. */
  queries: DehydratedState;
  /** The guard's answer for the first request. */
  guard: GuardResult;
  /** React Router's hydration data (loader data), which the browser router starts from. */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  /** The translations the server rendered with (bundled texts with the server's copy laid over). */
  texts: Record<string, unknown>;
};

/** The guard's decision once a page may render: the URL's merchant, language and currency. */
export type GuardResult = { businessNumber: string; language: string; currency: string };

/** The element the server writes the state in: JSON, not a script, as the CSP runs no inline script. */
export const SERVER_STATE_ID = 'sf-ssr';

/** The embedded state of a server-rendered page, read once; undefined for a browser-rendered one. */
export function readServerState(): ServerRenderState | undefined {
  const element = isServer ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return undefined;
  }
}

/**
 * True in a browser whose page the server rendered, from the first module evaluated until the
 * page hydrates: stores saved in local storage (login, hotel search) wait until after hydration so
 * the first render matches the server's HTML.
 */
export const serverRendered = !isServer && document.getElementById(SERVER_STATE_ID) !== null;

const NO_STORAGE: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** localStorage in the browser; on the server nothing is saved or read. */
export const localStore = (): StateStorage => (isServer ? NO_STORAGE : localStorage);
