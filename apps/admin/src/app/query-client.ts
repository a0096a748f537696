import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Retries only what may pass on a second try: network failures and server faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === -1;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 15_000, refetchOnWindowFocus: true, retry: shouldRetry } },
});
