import {
  hashKey,
  useQuery as useObservedQuery,
  useQueryClient,
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * The server render's `useQuery` (the server bundle's `@tanstack/react-query` resolves here for
 * `useQuery`; vite.config.ts). A server render is one pass over a cache its loaders filled, and
 * nothing subscribes or fetches: TanStack's hook built an observer and merged the options three
 * times only to answer what the cache already says (~20 µs a call, 14 calls a product page, and
 * their garbage). Here the answer is read from the cache, as the observer's optimistic result has
 * it (use-query.test.ts compares the two): a query settled with fresh data, or one the server
 * never loads (pending, fetching once the browser mounts it, or idle while disabled). Anything
 * else — stale data, an error, `select`, initial or placeholder data, options given as functions,
 * a hash or defaults of its own — goes to TanStack's hook.
 */
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> {
  const client = useQueryClient(queryClient);
  const read = cacheResult(client, options as unknown as UseQueryOptions);
  // Hooks in a fixed order per cache state: a server render calls each component's hooks once,
  // against a cache that does not change while it renders.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return (read as UseQueryResult<TData, TError> | undefined) ?? useObservedQuery(options, queryClient);
}

const ignore = () => Promise.reject(new Error('a server render does not refetch'));

/** What an observer's first result would be, read from the cache; undefined where that needs the observer. */
export function cacheResult(client: QueryClient, options: UseQueryOptions): UseQueryResult | undefined {
  const defaults = client.getDefaultOptions().queries ?? {};
  const enabled = options.enabled ?? defaults.enabled ?? true;
  const staleTime = options.staleTime ?? defaults.staleTime ?? 0;
  const refetchOnMount = options.refetchOnMount ?? defaults.refetchOnMount;
  if (
    typeof enabled !== 'boolean' ||
    typeof staleTime === 'function' ||
    (refetchOnMount !== undefined && typeof refetchOnMount !== 'boolean') ||
    options.select !== undefined ||
    options.notifyOnChangeProps !== undefined ||
    options.subscribed === false ||
    options.initialData !== undefined ||
    options.networkMode !== undefined ||
    defaults.networkMode !== undefined ||
    options.queryKeyHashFn !== undefined ||
    defaults.queryKeyHashFn !== undefined ||
    Object.keys(client.getQueryDefaults(options.queryKey)).length > 0
  ) {
    return undefined;
  }
  const query = client.getQueryCache().get(options.queryHash ?? hashKey(options.queryKey));
  if (!query) return options.placeholderData === undefined ? notLoaded(enabled) : undefined;
  const { state } = query;
  if (state.status !== 'success' || state.fetchStatus !== 'idle' || state.data === undefined) return undefined;
  if (query.isStaleByTime(staleTime)) return undefined;
  return {
    ...common,
    status: 'success',
    fetchStatus: 'idle',
    isPending: false,
    isSuccess: true,
    isInitialLoading: false,
    isLoading: false,
    data: state.data,
    dataUpdatedAt: state.dataUpdatedAt,
    errorUpdatedAt: state.errorUpdatedAt,
    failureCount: state.fetchFailureCount,
    failureReason: state.fetchFailureReason,
    errorUpdateCount: state.errorUpdateCount,
    isFetched: query.isFetched(),
    isFetching: false,
    isStale: false,
    isEnabled: enabled,
  } as UseQueryResult;
}

/** What every result read here shares. */
const common = {
  isError: false,
  error: null,
  isFetchedAfterMount: false,
  isRefetching: false,
  isLoadingError: false,
  isPaused: false,
  isPlaceholderData: false,
  isRefetchError: false,
  refetch: ignore,
} as const;

/** A query nobody has loaded: fetching as the observer mounts, or idle while disabled. */
function notLoaded(enabled: boolean): UseQueryResult {
  return {
    ...common,
    status: 'pending',
    fetchStatus: enabled ? 'fetching' : 'idle',
    isPending: true,
    isSuccess: false,
    isInitialLoading: enabled,
    isLoading: enabled,
    data: undefined,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    isFetched: false,
    isFetching: enabled,
    isStale: enabled,
    isEnabled: enabled,
  } as UseQueryResult;
}
