import type { BrowseRecord } from '../../app/user-store';

/** Most keywords kept locally, like the server's history (contracts SEARCH_HISTORY_MAX). */
export const LOCAL_HISTORY_MAX = 20;
/** Most browse records kept locally (contracts BROWSE_HISTORY_MAX). */
export const LOCAL_BROWSE_MAX = 50;

/** Keywords are compared trimmed, with inner spaces collapsed, as the server stores them. */
export const normalizeKeyword = (keyword: string) => keyword.trim().replace(/\s+/g, ' ');

/** The history with `keyword` first: newest first, each keyword once (case-insensitively), at most `max`. */
export function addKeyword(history: readonly string[], keyword: string, max = LOCAL_HISTORY_MAX): string[] {
  const word = normalizeKeyword(keyword);
  if (!word) return [...history];
  const key = word.toLowerCase();
  return [word, ...history.filter((item) => item.toLowerCase() !== key)].slice(0, max);
}

/** Browse records with this product first: newest first, one per product, at most `max`. */
export function addBrowseRecord(
  records: readonly BrowseRecord[],
  record: BrowseRecord,
  max = LOCAL_BROWSE_MAX,
): BrowseRecord[] {
  return [record, ...records.filter((item) => item.productId !== record.productId)].slice(0, max);
}
