import { STATIC_FILE_RTYPE_WEB, STATIC_FILE_TYPES, type SiteLanguage, type Translations } from '@storefront/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAU from '../../../../packages/reference-data/src/ui-text/en-AU.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enAU };
  }
}

/**
 * The bundled fallbacks: one lazy chunk per language, so a page downloads only its own
 * language. The server's static-file answer (type 1) is laid over them when it arrives.
 */
const BUNDLED = import.meta.glob<Translations>('../../../../packages/reference-data/src/ui-text/*.json', {
  import: 'default',
});

const bundledLoader = (language: SiteLanguage) =>
  BUNDLED[`../../../../packages/reference-data/src/ui-text/${language}.json`];

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;
const loading = new Map<SiteLanguage, Promise<void>>();

type FetchTranslations = (language: SiteLanguage) => Promise<Translations>;
let fetchServerTranslations: FetchTranslations | null = null;

/** Wired by the API layer, so this module does not import the client (which imports it). */
export function setTranslationSource(fetcher: FetchTranslations): void {
  fetchServerTranslations = fetcher;
}

export const translationsPath = (language: SiteLanguage) =>
  `/v1/query/static/file/${STATIC_FILE_TYPES.translations}/${STATIC_FILE_RTYPE_WEB}/${language}`;

function loadResources(language: SiteLanguage): Promise<void> {
  const server = fetchServerTranslations?.(language);
  const load = bundledLoader(language);
  const bundled = load ? load() : Promise.resolve({});
  // The server's copy replaces the bundled one whenever it arrives; a failure keeps the fallback.
  server
    ?.then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    })
    .catch(() => undefined);
  return bundled.then(
    (texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, false);
    },
    // A missing bundle chunk (e.g. right after a deploy): wait for the server's copy instead.
    () => server?.then((texts) => void i18n.addResourceBundle(language, 'translation', texts, true, true)),
  );
}

/**
 * i18next canonicalises the page's language code (Intl.getCanonicalLocales) for every text it
 * looks up, ~4 % of a server render's time on a product page. The codes are the site's own few,
 * so each is worked out once.
 */
function canonicaliseCodesOnce() {
  const utils = i18n.services.languageUtils as { formatLanguageCode: (code: string) => string };
  const canonicalise = utils.formatLanguageCode.bind(utils);
  const known = new Map<string, string>();
  utils.formatLanguageCode = (code) => {
    let canonical = known.get(code);
    if (canonical === undefined) known.set(code, (canonical = canonicalise(code)));
    return canonical;
  };
}

function initialise(language: SiteLanguage) {
  if (initialised) return initialised;
  initialised = i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    // Texts are one namespace of dotted keys, one bundle per full language code (en-AU, zh-CN):
    // i18next need not look for a namespace in each key nor try en after en-AU, checks it made
    // on every text.
    load: 'currentOnly',
    nsSeparator: false,
    keySeparator: '.',
    react: { bindI18nStore: 'added' },
    showSupportNotice: false,
  });
  canonicaliseCodesOnce();
  return initialised;
}

/** Loads a language once and makes it current; also sets `<html lang>`. */
export async function ensureLanguage(language: SiteLanguage): Promise<void> {
  if (typeof window === 'undefined') return ensureServerLanguage(language);
  await initialise(language);
  let pending = loading.get(language);
  if (!pending) {
    pending = loadResources(language);
    loading.set(language, pending);
  }
  await pending;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Per render thread, each language's texts as the server renders them: the bundled texts with the
 * server's copy laid over, asked once. The server's copy is the reference data its process loaded
 * at start and keeps unchanged for its life (the static-file route), and a render thread lives in
 * that process, so asking on every page only parsed and merged 948 texts again (~1 ms a page with
 * their encoding into the page). A failed ask is not kept: the next page asks again.
 */
const serverLanguages = new Map<SiteLanguage, Promise<{ json: string }>>();

function loadServerLanguage(language: SiteLanguage) {
  let ready = serverLanguages.get(language);
  if (!ready) {
    ready = (async () => {
      if (!i18n.hasResourceBundle(language, 'translation')) {
        const load = bundledLoader(language);
        i18n.addResourceBundle(language, 'translation', load ? await load() : {}, true, false);
      }
      const server = await fetchServerTranslations?.(language);
      if (server) i18n.addResourceBundle(language, 'translation', server, true, true);
      return { json: JSON.stringify(currentTexts(language)) };
    })();
    serverLanguages.set(language, ready);
    ready.catch(() => serverLanguages.delete(language));
  }
  return ready;
}

/**
 * The server renderer's ensureLanguage: the page's language with the server's copy of its texts
 * (above). A server that cannot answer leaves the bundled texts, as the browser would.
 */
async function ensureServerLanguage(language: SiteLanguage): Promise<void> {
  await initialise(language);
  await loadServerLanguage(language).catch(() => undefined);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * A rendered page's texts as JSON, for the page's state: encoded once per language and thread
 * while they are the server's complete copy, else encoded as they are.
 */
export async function serverTextsJson(language: SiteLanguage): Promise<string> {
  const loaded = await serverLanguages.get(language)?.catch(() => undefined);
  return loaded?.json ?? JSON.stringify(currentTexts(language));
}

/** The texts of a language as the page renders them: what the server embeds for hydration. */
export const currentTexts = (language: SiteLanguage): Record<string, unknown> =>
  (i18n.getResourceBundle(language, 'translation') as Record<string, unknown> | undefined) ?? {};

/**
 * Before hydrating a server-rendered page: the texts the server rendered with, so the first
 * render says exactly what the HTML says. They are the bundled texts with the server's current
 * copy laid over, so neither is asked for again: hydration waits for no language chunk and the
 * start of the page makes no translations request (issue 16, total blocking time). Without texts
 * (an older server's page) the language loads as on any other page.
 */
export async function primeLanguage(language: SiteLanguage, texts: Record<string, unknown>): Promise<void> {
  if (Object.keys(texts).length === 0 || typeof window === 'undefined') return ensureLanguage(language);
  await initialise(language);
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  if (!loading.has(language)) loading.set(language, Promise.resolve());
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
