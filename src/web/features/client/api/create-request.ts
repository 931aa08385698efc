import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRequestInput, ServiceRequest } from '#shared/schemas/requests';
import { apiFetch } from '#web/lib/api';
import { refreshClientData } from '#web/lib/client/query-keys';

export function createRequest(input: CreateRequestInput): Promise<{ request: ServiceRequest }> {
  return apiFetch('/api/requests', { method: 'POST', body: input });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => refreshClientData(queryClient),
  });
}
