import { foldWords as fold } from '../../lib/distinct-suggestions';
import type { SearchDetail } from './hotel-search-store';

export { distinctSuggestions } from '../../lib/distinct-suggestions';

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
