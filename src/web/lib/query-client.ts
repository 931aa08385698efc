import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MAX_RETRIES = 3;

// A 4xx answer will not change by asking again; network errors and 5xx get a short backoff (200 ms, doubling).
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 10_000),
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
