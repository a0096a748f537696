import { SITE_LANGUAGES, TITLE_LANGUAGES } from '@storefront/contracts';
import type { SiteLanguage } from '@storefront/contracts';

/** One text in each of the four site languages. Reference data is stored once with these and projected per language. */
export type Localized = Readonly<Record<SiteLanguage, string>>;

/** Builds a `Localized` from positional texts, in the order the data files use: en-AU, zh-CN, zh-TW, ko-KR. */
export function localized(enAU: string, zhCN: string, zhTW: string, koKR: string): Localized {
  return { 'en-AU': enAU, 'zh-CN': zhCN, 'zh-TW': zhTW, 'ko-KR': koKR };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Wraps a per-language projection so it is built on first use and then served from a cache.
 * The server calls these on every request, so results are shared: they are deep-frozen to make
 * an accidental in-place change (e.g. `.sort()`) throw instead of corrupting every later response.
 * Unknown languages throw rather than produce undefined titles or grow the cache.
 */
function memoPerLanguage<L extends string, T>(languages: readonly L[], build: (language: L) => T): (language: L) => T {
  const cache = new Map<L, T>();
  return (language) => {
    const cached = cache.get(language);
    if (cached !== undefined) return cached;
    if (!languages.includes(language)) throw new RangeError(`Unsupported language "${language}"`);
    const value = deepFreeze(build(language));
    cache.set(language, value);
    return value;
  };
}

export const perSiteLanguage = <T>(build: (language: SiteLanguage) => T) => memoPerLanguage(SITE_LANGUAGES, build);
export const perTitleLanguage = <T>(build: (language: (typeof TITLE_LANGUAGES)[number]) => T) =>
  memoPerLanguage(TITLE_LANGUAGES, build);
