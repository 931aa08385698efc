import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '#shared/schemas/site-stats';
import { apiFetch } from '#web/lib/api';

export const SITE_STATS_ENDPOINT = '/api/site-stats';

export function getSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  // Public endpoint: a 401 here could never mean the visitor's session ended.
  return apiFetch<SiteStats>(SITE_STATS_ENDPOINT, { signal, unauthorized: 'ignore' });
}

// The server counts once a day and lets caches keep the answer five minutes.
export const siteStatsQuery = queryOptions({
  queryKey: ['site-stats'],
  queryFn: ({ signal }) => getSiteStats(signal),
  staleTime: 5 * 60_000,
});

/** The home page's figures and testimonials when React renders it (client navigation, development). */
export const useSiteStats = () => useQuery(siteStatsQuery);
