import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '../../../shared/schemas/services';
import { apiFetch } from '../../lib/api';

/** The person's services, under their panel's key so the panel's refresh reaches them. */
export function myServicesQueryOptions(queryKey: readonly string[]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiFetch<{ services: Service[] }>('/api/services', { signal }),
    select: (data) => data.services,
  });
}

export function useMyServices(queryKey: readonly string[]) {
  return useQuery(myServicesQueryOptions(queryKey));
}

/** 'Agregar a mi calendario': a plain link, so the browser downloads the file with the session's cookie. */
export const serviceCalendarUrl = (serviceId: string) =>
  `/api/services/${encodeURIComponent(serviceId)}/calendar.ics`;
