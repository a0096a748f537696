import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, type UseTranslationResponse } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;
type I18n = Translation['i18n'];

/**
 * The instance's `t`, with each text asked by its key alone (most of a page's texts: labels,
 * headings) kept per language once worked out: i18next resolves, nests and interpolates every call
 * anew, and a product page asks several hundred. Texts with options (values, counts) are always
 * worked out.
 */
function keptT(i18n: I18n, plain: Map<string, unknown>): Translation['t'] {
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    const kept = `${i18n.language}\u0000${key}`;
    let text = plain.get(kept);
    if (text === undefined) plain.set(kept, (text = translate(key)));
    return text;
  }) as unknown as Translation['t'];
}

/** The server render's `t` (above): what is kept is dropped whenever texts are added to the instance. */
export function serverT(i18n: I18n): Translation['t'] {
  const plain = new Map<string, unknown>();
  i18n.store.on('added', () => plain.clear());
  return keptT(i18n, plain);
}

const asTranslation = (t: Translation['t'], i18n: I18n, ready: boolean) =>
  Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Translation;

const instanceOf = (context: unknown): I18n => (context as { i18n?: I18n } | undefined)?.i18n ?? getI18n();

const serverTranslations = new WeakMap<object, Translation>();

function useServerTranslation(): Translation {
  const i18n = instanceOf(useContext(I18nContext));
  let translation = serverTranslations.get(i18n);
  if (!translation) {
    translation = asTranslation(serverT(i18n), i18n, true);
    serverTranslations.set(i18n, translation);
  }
  return translation;
}

/**
 * In the browser, one translation per instance, language and set of texts, shared by every
 * component: a new one (with a new `t`, so memoised work that depends on it is done again) when
 * the language changes or texts are added, which re-renders every component that translates.
 */
interface SharedTranslation {
  current: Translation;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => Translation;
  /** Settles at the next change: what a component waits for (Suspense) while texts are not loaded. */
  nextChange: () => Promise<void>;
}

const browserTranslations = new WeakMap<object, SharedTranslation>();

function sharedTranslation(i18n: I18n): SharedTranslation {
  const known = browserTranslations.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  let waiting: { promise: Promise<void>; settle: () => void } | undefined;
  // Ready as react-i18next judges it: initialised, and the namespace loaded once languages are known.
  const isReady = () =>
    (i18n.isInitialized || (i18n as { initializedStoreOnce?: boolean }).initializedStoreOnce === true) &&
    (!i18n.languages?.length || i18n.hasLoadedNamespace('translation'));
  const make = () => asTranslation(keptT(i18n, new Map()), i18n, isReady());
  const shared: SharedTranslation = {
    current: make(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => shared.current,
    nextChange: () => {
      if (!waiting) {
        let settle = () => undefined as void;
        const promise = new Promise<void>((resolve) => (settle = resolve));
        waiting = { promise, settle };
      }
      return waiting.promise;
    },
  };
  const changed = () => {
    shared.current = make();
    const settled = waiting;
    waiting = undefined;
    settled?.settle();
    for (const listener of [...listeners]) listener();
  };
  // An instance not yet initialised has no store: its texts are listened to once it has.
  let storeHeard = false;
  const hearStore = () => {
    if (storeHeard || !i18n.store) return;
    storeHeard = true;
    i18n.store.on('added', changed);
  };
  hearStore();
  i18n.on('initialized', () => {
    hearStore();
    changed();
  });
  i18n.on('languageChanged', changed);
  browserTranslations.set(i18n, shared);
  return shared;
}

/**
 * react-i18next's `useTranslation` as the app uses it (one namespace, suspending until the
 * language's texts are loaded, a re-render when the language changes or texts arrive), made
 * cheaper for a page's first render. react-i18next's hook copies every property of the i18n
 * instance into a wrapper for each component's first render, makes a fixed-language `t` that
 * copies the options for each text, and keeps a dozen hooks per component: together a fifth of a
 * product page's server render and ~80 ms of a throttled phone's hydration of a results page
 * (issue 16). The server renders each component once in a language that does not change during
 * the render, so there the translation is one per instance; the texts are the same on both sides,
 * so hydration matches.
 */
function useBrowserTranslation(): Translation {
  const shared = sharedTranslation(instanceOf(useContext(I18nContext)));
  const translation = useSyncExternalStore(shared.subscribe, shared.snapshot, shared.snapshot);
  if (!translation.ready) throw shared.nextChange();
  return translation;
}

export const useTranslation: () => Translation =
  typeof window === 'undefined' ? useServerTranslation : useBrowserTranslation;
