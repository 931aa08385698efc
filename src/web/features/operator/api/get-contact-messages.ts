import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { operatorKey } from '#web/features/operator/query-keys';

export type ContactStatus = 'open' | 'handled';

export function getContactMessages(
  status: ContactStatus,
  signal?: AbortSignal,
): Promise<{ messages: ContactMessage[] }> {
  return apiFetch(`/api/operator/contact-messages?status=${status}`, { signal });
}

export function contactMessagesQueryOptions(status: ContactStatus) {
  return queryOptions({
    queryKey: operatorKey('contact-messages', status),
    queryFn: ({ signal }) => getContactMessages(status, signal),
    select: (data) => data.messages,
  });
}

export function useContactMessages(status: ContactStatus) {
  return useQuery(contactMessagesQueryOptions(status));
}
