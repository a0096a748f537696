import { keepPreviousData, QueryObserver, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { cacheResult } from './use-query';

/** The observer's first result, as TanStack's useQuery computes it during a render. */
function observed(client: QueryClient, options: UseQueryOptions) {
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}

/** A result as compared: its functions and TanStack's promise left out (a server render calls neither). */
function fields(result: object | undefined) {
  if (!result) return result;
  return Object.fromEntries(
    Object.entries(result).filter(([key, value]) => typeof value !== 'function' && key !== 'promise'),
  );
}

const queryFn = () => Promise.resolve({ title: 'Sydney Opera House' });
const detail = ['catalog', 'detail', 'PB84TMW7K', { language: 'en-AU', currency: 'AUD' }];

/** When the cached detail was loaded: one moment for both clients a case compares. */
const LOADED_AT = Date.now();

function clientWithDetail(updatedAt = LOADED_AT): QueryClient {
  const client = createQueryClient();
  client.setQueryData(detail, { title: 'Sydney Opera House' }, { updatedAt });
  return client;
}

describe('server useQuery read from the cache', () => {
  const cases: [string, () => QueryClient, UseQueryOptions][] = [
    ['fresh data', () => clientWithDetail(), { queryKey: detail, queryFn }],
    ['fresh data, a staleTime of its own', () => clientWithDetail(), { queryKey: detail, queryFn, staleTime: 300_000 }],
    ['fresh data, disabled', () => clientWithDetail(), { queryKey: detail, queryFn, enabled: false }],
    [
      'fresh data with placeholder data',
      () => clientWithDetail(),
      { queryKey: detail, queryFn, placeholderData: keepPreviousData },
    ],
    ['never loaded', () => createQueryClient(), { queryKey: detail, queryFn }],
    ['never loaded, disabled', () => createQueryClient(), { queryKey: detail, queryFn, enabled: false }],
    [
      'never loaded, enabled: true',
      () => createQueryClient(),
      { queryKey: ['merchant', '800001', 'sells-hotels'], queryFn, enabled: true },
    ],
  ];

  for (const [name, makeClient, options] of cases) {
    it(`answers as the observer does: ${name}`, () => {
      const read = cacheResult(makeClient(), options);
      expect(read).toBeDefined();
      expect(fields(read)).toEqual(fields(observed(makeClient(), options)));
    });
  }

  it('leaves to the observer what needs it', () => {
    const stale = clientWithDetail(Date.now() - 120_000);
    expect(cacheResult(stale, { queryKey: detail, queryFn })).toBeUndefined();
    const client = clientWithDetail();
    expect(cacheResult(client, { queryKey: detail, queryFn, select: (data) => data })).toBeUndefined();
    expect(cacheResult(client, { queryKey: detail, queryFn, enabled: () => true })).toBeUndefined();
    expect(cacheResult(client, { queryKey: detail, queryFn, refetchOnMount: 'always' })).toBeUndefined();
    expect(cacheResult(client, { queryKey: detail, queryFn, staleTime: () => 1 })).toBeUndefined();
    const empty = createQueryClient();
    expect(cacheResult(empty, { queryKey: detail, queryFn, initialData: { title: 'x' } })).toBeUndefined();
    expect(cacheResult(empty, { queryKey: detail, queryFn, placeholderData: { title: 'x' } })).toBeUndefined();
    empty.setQueryDefaults(['catalog'], { staleTime: 0 });
    expect(cacheResult(empty, { queryKey: detail, queryFn })).toBeUndefined();
  });

  it('leaves a query that failed or is fetching to the observer', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: detail, queryFn: () => Promise.reject(new Error('down')), retry: false });
    expect(client.getQueryState(detail)?.status).toBe('error');
    expect(cacheResult(client, { queryKey: detail, queryFn })).toBeUndefined();
    const fetching = createQueryClient();
    void fetching.prefetchQuery({ queryKey: detail, queryFn: () => new Promise(() => undefined) });
    expect(cacheResult(fetching, { queryKey: detail, queryFn })).toBeUndefined();
  });
});
