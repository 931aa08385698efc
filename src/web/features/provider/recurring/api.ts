import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanOut } from '#shared/schemas/recurring';
import { reportPlanError } from '#web/components/recurring/plan-errors';
import { providerKey, refreshProviderData } from '#web/features/provider/query-keys';
import { apiFetch } from '#web/lib/api';

const PROVIDER_PLANS_KEY = providerKey('recurring-plans');

const providerPlanPath = (planId: string) => `/api/provider/recurring-plans/${encodeURIComponent(planId)}`;

/** 'Clientes recurrentes': the provider's plans. */
export function useProviderPlans() {
  return useQuery({
    queryKey: PROVIDER_PLANS_KEY,
    queryFn: () =>
      apiFetch<{ plans: PlanOut[] }>('/api/provider/recurring-plans').then((answer) => answer.plans),
  });
}

/** 'Aceptar plan' / 'Rechazar plan'. */
export function useAnswerPlan(onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, accept }: { planId: string; accept: boolean }) =>
      apiFetch<{ plan: PlanOut }>(`${providerPlanPath(planId)}/answer`, {
        method: 'POST',
        body: { accept },
      }),
    onSuccess: () => refreshProviderData(queryClient),
    onError: reportPlanError(onRefused),
  });
}

/** 'Cambiar precio': a new price per visit in centavos, for the customer to accept. */
export function useProposePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, price }: { planId: string; price: number }) =>
      apiFetch<{ plan: PlanOut }>(`${providerPlanPath(planId)}/price`, { method: 'POST', body: { price } }),
    onSuccess: () => refreshProviderData(queryClient),
  });
}

/** 'Terminar plan', with notice: the visits within it stay. */
export function useEndPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      apiFetch<{ plan: PlanOut; cancelledVisits: number }>(`${providerPlanPath(planId)}/end`, {
        method: 'POST',
      }),
    onSuccess: () => refreshProviderData(queryClient),
  });
}
