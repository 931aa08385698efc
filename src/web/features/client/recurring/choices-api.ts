import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanOut } from '#shared/schemas/recurring';
import { apiFetch } from '#web/lib/api';
import { refreshClientData } from '#web/lib/client/query-keys';

// When a plan's provider fails the customer: a visit not booked skipped or booked at another time, and the plan
// moved to a favourite provider.

const conflictPath = (planId: string, date: string) =>
  `/api/recurring-plans/${encodeURIComponent(planId)}/conflicts/${encodeURIComponent(date)}`;

/** 'Saltar' (no `at`) or another free start (`at`) for a visit the scheduler could not book. */
export function useResolveConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, date, at }: { planId: string; date: string; at?: string }) =>
      at
        ? apiFetch(`${conflictPath(planId, date)}/book`, { method: 'POST', body: { requiredDate: at } })
        : apiFetch(`${conflictPath(planId, date)}/skip`, { method: 'POST' }),
    onSuccess: () => refreshClientData(queryClient),
  });
}

/** 'Pasar a un favorito': a new plan with the favourite, at one of their free starts, once per dialog (`key`). */
export function useTransferPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      planId,
      ...body
    }: {
      planId: string;
      providerId: string;
      requiredDate: string;
      idempotencyKey: string;
    }) =>
      apiFetch<{ plan: PlanOut }>(`/api/recurring-plans/${encodeURIComponent(planId)}/transfer`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => refreshClientData(queryClient),
  });
}
