import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { DEFAULT_STALE_TIME_MS } from '../lib/query-freshness.ts';

/** Client errors (4xx) and 401s are answers, not glitches: only network failures and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) {
    const { failure } = error;
    if (failure.kind === 'no-response') return true;
    return failure.kind === 'http' && failure.status >= 500;
  }
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's client; loaders and guards reach it outside React. */
export const queryClient = createQueryClient();
