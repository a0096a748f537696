import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Retries only what may pass on a second try: network failures, timeouts and server faults. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === -1 || error.code === -2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}
