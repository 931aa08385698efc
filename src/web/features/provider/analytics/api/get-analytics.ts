import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderAnalytics } from '#shared/schemas/analytics';
import { ApiError, apiFetch } from '#web/lib/api';

export const ANALYTICS_CSV_URL = '/api/provider/analytics.csv';

export function getProviderAnalytics(signal?: AbortSignal): Promise<ProviderAnalytics> {
  return apiFetch<ProviderAnalytics>('/api/provider/analytics', { signal });
}

export const providerAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'analytics'],
    queryFn: ({ signal }) => getProviderAnalytics(signal),
  });

export const useProviderAnalytics = () => useQuery(providerAnalyticsQueryOptions());

/** The plan's refusal is an answer: the page then shows what the panel holds and which plan includes it. */
export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === 'PLAN_REQUIRED';
