import type { KeywordSuggestion, SearchRecord } from '@storefront/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { Locale } from '../../app/use-locale';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { addBrowseRecord, addKeyword, normalizeKeyword } from './history';

/** Suggestion types of the trip search: products and destinations (spec §7 `[1,2]`). */
const TRIP_SUGGESTION_TYPES = [1, 2];
/** Search-history kind of the trip search (contracts SEARCH_KINDS.trip). */
const TRIP_SEARCH = 1;

export const searchQueries = {
  suggestions: (keyword: string, locale: Locale) =>
    queryOptions({
      queryKey: ['search', 'suggestions', keyword, locale],
      queryFn: ({ signal }) =>
        apiFetch<KeywordSuggestion[]>('/v1/tripproduct/keyword/search', {
          method: 'POST',
          body: { types: TRIP_SUGGESTION_TYPES, searchValue: keyword },
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
  hot: (locale: Locale) =>
    queryOptions({
      queryKey: ['search', 'hot', locale.language],
      queryFn: ({ signal }) => apiFetch<string[]>('/v1/tripproduct/hot/search', { signal }),
      staleTime: 10 * 60_000,
    }),
  /** The member's own history (server side); only asked while logged in. */
  history: () =>
    queryOptions({
      queryKey: ['member', 'search-history', TRIP_SEARCH],
      queryFn: ({ signal }) => apiFetch<SearchRecord[]>(`/v1/operation/search/record?type=${TRIP_SEARCH}`, { signal }),
    }),
};

/**
 * The visitor's recent keywords: the server's history when logged in, the local `searchHs`
 * otherwise (spec §3, §4), with a way to clear it.
 */
export function useSearchHistory() {
  const loggedIn = useUserStore(selectLoggedIn);
  const local = useUserStore((s) => s.searchHs);
  const queryClient = useQueryClient();
  const server = useQuery({ ...searchQueries.history(), enabled: loggedIn });
  const clear = useMutation({
    mutationFn: async () => {
      if (loggedIn) await apiFetch<null>(`/v1/operation/search/record?type=${TRIP_SEARCH}`, { method: 'DELETE' });
      useUserStore.setState({ searchHs: [] });
    },
    onSuccess: () => queryClient.setQueryData(searchQueries.history().queryKey, []),
  });
  const keywords = loggedIn ? (server.data ?? []).map((record) => record.keyword) : local;
  return { keywords, clear };
}

/**
 * Keeps a searched keyword: uploaded for a member (`save: 0` means "store it"), else added to
 * the local history that the login uploads later.
 */
export function useRecordSearch() {
  const queryClient = useQueryClient();
  return (keyword: string) => {
    const word = normalizeKeyword(keyword);
    if (!word) return;
    if (useUserStore.getState().token) {
      apiFetch('/v1/operation/upload/search/record', {
        method: 'POST',
        body: [{ keyword: word, save: 0, type: TRIP_SEARCH }],
      })
        .then(() => queryClient.invalidateQueries({ queryKey: searchQueries.history().queryKey }))
        .catch(() => undefined);
    } else {
      useUserStore.setState((state) => ({ searchHs: addKeyword(state.searchHs, word) }));
    }
  };
}

/**
 * Keeps that the visitor looked at a product: uploaded for a member, else kept locally in
 * `newPreviews` and never sent (spec §4).
 */
export function recordBrowse(code: string, title: string): void {
  const record = { type: 1, productId: code, filterTitle: title, save: 0 as const };
  if (useUserStore.getState().token) {
    apiFetch('/v1/operation/upload/product/browse/record', { method: 'POST', body: record }).catch(() => undefined);
  } else {
    useUserStore.setState((state) => ({ newPreviews: addBrowseRecord(state.newPreviews, record) }));
  }
}
