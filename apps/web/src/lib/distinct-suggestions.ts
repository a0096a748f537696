import type { KeywordSuggestion } from '@storefront/contracts';

const DESTINATION = 2;
/** Words compared as a shopper reads them: trimmed, case folded. */
export const foldWords = (text: string) => text.trim().toLocaleLowerCase();
/** How deep a suggested place sits: its subtitle names its parents, country last. */
const depthOf = (suggestion: KeywordSuggestion) => suggestion.subtitle.split(', ').filter(Boolean).length;
const countryOf = (suggestion: KeywordSuggestion) => foldWords(suggestion.subtitle.split(', ').at(-1) ?? '');

/**
 * Each suggested place once, in every search box (hotel destination, trip search). The location
 * tree lists some names at several levels (Queenstown the region, and the town under it and under
 * Otago): places of one name in one country are shown once, as the most specific (deepest) of
 * them, where the first of them stood. Products and hotels are told apart by id only, since two
 * may share a name.
 */
export function distinctSuggestions(list: readonly KeywordSuggestion[]): KeywordSuggestion[] {
  const keyOf = (s: KeywordSuggestion) =>
    s.type === DESTINATION ? `${s.type}|${foldWords(s.title)}|${countryOf(s)}` : `${s.type}|${s.id}`;
  const kept = new Map<string, KeywordSuggestion>();
  for (const suggestion of list) {
    const key = keyOf(suggestion);
    const held = kept.get(key);
    if (!held || depthOf(suggestion) > depthOf(held)) kept.set(key, suggestion);
  }
  return [...kept.values()];
}

/** Before typing: the recent keywords once each (newest first as given), then the hot ones not already recent. */
export function distinctKeywords(
  recent: readonly string[],
  hot: readonly string[],
): { recent: string[]; hot: string[] } {
  const seen = new Set<string>();
  const once = (list: readonly string[]) =>
    list.filter((keyword) => {
      const key = foldWords(keyword);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const recentOnce = once(recent);
  return { recent: recentOnce, hot: once(hot) };
}
