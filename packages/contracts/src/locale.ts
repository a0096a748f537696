/** The four site languages, as BCP 47 tags; URL segments are their lowercase forms. */
export const SITE_LANGUAGES = ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en-AU';

/** Reference data also carries Vietnamese titles for some lists (nationalities). */
export const TITLE_LANGUAGES = [...SITE_LANGUAGES, 'vi-VN'] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/** Exact match of a site language, case-insensitive (`zh-cn` → `zh-CN`); null otherwise. */
export function parseSiteLanguage(value: string | null | undefined): SiteLanguage | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  return SITE_LANGUAGES.find((l) => l.toLowerCase() === lower) ?? null;
}

/**
 * Maps any browser language to a site language (spec §4): zh-CN and zh-TW are kept,
 * other Chinese variants follow their script, en → en-AU, ko → ko-KR, anything else en-AU.
 */
export function siteLanguageFromBrowser(value: string | null | undefined): SiteLanguage {
  const exact = parseSiteLanguage(value);
  if (exact) return exact;
  const lower = (value ?? '').toLowerCase();
  if (lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'zh-TW';
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('ko')) return 'ko-KR';
  return DEFAULT_LANGUAGE;
}

/** The lowercase path segment of a language (`zh-CN` → `zh-cn`). */
export const languageSegment = (language: SiteLanguage) => language.toLowerCase();
