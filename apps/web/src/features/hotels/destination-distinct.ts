import type { KeywordSuggestion } from '@storefront/contracts';
import type { SearchDetail } from './hotel-search-store';

const DESTINATION = 2;
const fold = (text: string) => text.trim().toLocaleLowerCase();
/** How deep a suggested place sits: its subtitle names its parents, country last. */
const depthOf = (suggestion: KeywordSuggestion) => suggestion.subtitle.split(', ').filter(Boolean).length;
const countryOf = (suggestion: KeywordSuggestion) => fold(suggestion.subtitle.split(', ').at(-1) ?? '');

/**
 * Each suggested place once. The location tree lists some names at several levels (Queenstown the
 * region, and the town under it and under Otago): places of one name in one country are shown
 * once, as the most specific (deepest) of them, where the first of them stood. Hotels are told
 * apart by id only, since two hotels may share a name.
 */
export function distinctSuggestions(list: readonly KeywordSuggestion[]): KeywordSuggestion[] {
  const keyOf = (s: KeywordSuggestion) =>
    s.type === DESTINATION ? `${s.type}|${fold(s.title)}|${countryOf(s)}` : `${s.type}|${s.id}`;
  const kept = new Map<string, KeywordSuggestion>();
  for (const suggestion of list) {
    const key = keyOf(suggestion);
    const held = kept.get(key);
    if (!held || depthOf(suggestion) > depthOf(held)) kept.set(key, suggestion);
  }
  return [...kept.values()];
}

/**
 * Before typing: the recent searches, each wording once (the newest, which names its place or
 * hotel when one of them does), and the hot searches not already among the recent ones.
 */
export function distinctRecentAndHot(
  recent: readonly SearchDetail[],
  hot: readonly string[],
): { recent: SearchDetail[]; hot: string[] } {
  const recentByWords = new Map<string, SearchDetail>();
  for (const detail of recent) {
    const key = fold(detail.keywords);
    const held = recentByWords.get(key);
    const specific = (d: SearchDetail) => d.hotelId !== undefined || d.locationId !== undefined;
    if (!held || (!specific(held) && specific(detail))) recentByWords.set(key, detail);
  }
  const seen = new Set(recentByWords.keys());
  const hotOnce: string[] = [];
  for (const keyword of hot) {
    if (seen.has(fold(keyword))) continue;
    seen.add(fold(keyword));
    hotOnce.push(keyword);
  }
  return { recent: [...recentByWords.values()], hot: hotOnce };
}
