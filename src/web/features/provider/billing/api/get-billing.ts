import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '#shared/schemas/provider';
import { apiFetch } from '#web/lib/api';
import { providerKey } from '#web/features/provider/query-keys';

export function getBilling(signal?: AbortSignal): Promise<Billing> {
  return apiFetch<Billing>('/api/provider/billing', { signal });
}

// Under the provider key: choosing a plan (refreshProviderData) refreshes the receipts too.
export const billingQueryOptions = queryOptions({
  queryKey: providerKey('billing'),
  queryFn: ({ signal }) => getBilling(signal),
});

export function useBilling() {
  return useQuery(billingQueryOptions);
}
