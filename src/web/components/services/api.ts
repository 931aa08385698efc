import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Service } from '#shared/schemas/services';
import { apiFetch } from '#web/lib/api';

/**
 * One list of the person's services, never their whole history (issue 15): still ahead or under way (a page of
 * 50 from `after`, soonest first; issue 32), ended (a page of 50 from `before`, latest first), or those of one
 * month ('YYYY-MM').
 */
export type ServicesScope =
  { when: 'upcoming'; after?: string | null } | { when: 'past'; before?: string | null } | { month: string };

type ServicesPage = { services: Service[]; nextCursor?: string | null };

export function servicesPath(scope: ServicesScope): string {
  const search = new URLSearchParams();
  if ('month' in scope) search.set('month', scope.month);
  else search.set('when', scope.when);
  if ('before' in scope && scope.before) search.set('before', scope.before);
  if ('after' in scope && scope.after) search.set('after', scope.after);
  return `/api/services?${search.toString()}`;
}

export const fetchServices = (scope: ServicesScope, signal?: AbortSignal) =>
  apiFetch<ServicesPage>(servicesPath(scope), { signal });

// Each list under its panel's key: the panel's refresh, and every step of a service (which refreshes all
// queries), reads the upcoming pages, the past pages and the month again.
export function myServicesQueryOptions(panelKey: readonly string[], scope: { month: string }) {
  return queryOptions({
    queryKey: [...panelKey, 'month', scope.month],
    queryFn: ({ signal }) => fetchServices(scope, signal),
    select: (data) => data.services,
  });
}

/**
 * A person's services a page at a time: 'upcoming' soonest first (Programados, Calendario's agenda), 'past' the
 * ended ones latest first (Historial). A refresh reads again each page already shown, from the first, with the
 * cursors the new pages give.
 */
export function pagedServicesQueryOptions(panelKey: readonly string[], when: 'upcoming' | 'past') {
  return infiniteQueryOptions({
    queryKey: [...panelKey, when],
    queryFn: ({ pageParam, signal }) =>
      fetchServices(when === 'past' ? { when, before: pageParam } : { when, after: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });
}

export function usePagedServices(panelKey: readonly string[], when: 'upcoming' | 'past') {
  return useInfiniteQuery(pagedServicesQueryOptions(panelKey, when));
}

/** Calendario's month: the month shown stays on screen while the next one loads. */
export function useMonthServices(panelKey: readonly string[], month: string) {
  return useQuery({ ...myServicesQueryOptions(panelKey, { month }), placeholderData: keepPreviousData });
}

/** 'Agregar a mi calendario': a plain link, so the browser downloads the file with the session's cookie. */
export const serviceCalendarUrl = (serviceId: string) =>
  `/api/services/${encodeURIComponent(serviceId)}/calendar.ics`;
