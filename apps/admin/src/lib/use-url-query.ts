import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Changes to a list's query: a key set to '' is removed; any change but the page's own starts again at page 1. */
export type QueryPatch = Record<string, string>;

/**
 * The page's query string (STYLE rule 11) with a setter that applies a patch to the newest query, not the
 * one this render saw: the data router re-renders a tick after `setSearchParams`, so two quick changes
 * (type a search, then pick a status) would otherwise each start from the old URL and the first be lost.
 */
export function useUrlQuery(): [URLSearchParams, (patch: QueryPatch, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const seen = useRef(params);
  const newest = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    newest.current = params;
  }
  const patch = useCallback(
    (changes: QueryPatch, options?: NavigateOptions) => {
      const next = new URLSearchParams(newest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      newest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, patch];
}
