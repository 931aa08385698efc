import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanAction } from '#shared/domain/recurring-plan';
import type { PlanOut } from '#shared/schemas/recurring';
import { apiFetch } from '#web/lib/api';
import { clientKey, refreshClientData } from '#web/lib/client/query-keys';
import { reportPlanError, type PlanVisitOut } from '#web/components/recurring/plan-errors';

const CLIENT_PLANS_KEY = clientKey('recurring-plans');

const planPath = (planId: string) => `/api/recurring-plans/${encodeURIComponent(planId)}`;

/** 'Limpiezas recurrentes': the customer's plans. */
export function useClientPlans() {
  return useQuery({
    queryKey: CLIENT_PLANS_KEY,
    queryFn: () => apiFetch<{ plans: PlanOut[] }>('/api/recurring-plans').then((answer) => answer.plans),
  });
}

/** 'Pausar', 'Reanudar', 'Cancelar plan': one call each, no fee. */
export function usePlanAction(onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, action }: { planId: string; action: PlanAction }) =>
      apiFetch<{ plan: PlanOut; keptVisits: PlanVisitOut[] }>(`${planPath(planId)}/${action}`, {
        method: 'POST',
      }),
    onSuccess: () => refreshClientData(queryClient),
    onError: reportPlanError(onRefused),
  });
}

/** 'Saltar esta visita': `confirm: false` previews the fee, `confirm: true` skips at that fee. */
export function useSkipVisit(onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, date, confirm }: { planId: string; date: string; confirm: boolean }) =>
      apiFetch<{ fee: number; skipped: boolean }>(
        `${planPath(planId)}/visits/${encodeURIComponent(date)}/skip`,
        {
          method: 'POST',
          body: { confirm },
        },
      ),
    onSuccess: (answer) => (answer.skipped ? refreshClientData(queryClient) : undefined),
    onError: reportPlanError(onRefused),
  });
}

export type MoveScope = 'once' | 'from_now_on';

/**
 * 'Cambiar día u hora': one visit to another free start, or ('Desde ahora') the plan's new first start; the visits
 * inside 24 h that stay come back (none for one visit).
 */
export function useMoveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      planId,
      date,
      scope,
      requiredDate,
    }: {
      planId: string;
      date: string;
      scope: MoveScope;
      requiredDate: string;
    }): Promise<PlanVisitOut[]> => {
      if (scope === 'once') {
        await apiFetch(`${planPath(planId)}/visits/${encodeURIComponent(date)}/move`, {
          method: 'POST',
          body: { requiredDate },
        });
        return [];
      }
      const moved = await apiFetch<{ plan: PlanOut; keptVisits: PlanVisitOut[] }>(
        `${planPath(planId)}/move`,
        {
          method: 'POST',
          body: { requiredDate },
        },
      );
      return moved.keptVisits;
    },
    onSuccess: () => refreshClientData(queryClient),
  });
}

/** 'Aceptar nuevo precio' (true) / 'Rechazar nuevo precio' (false). */
export function useAnswerPrice(onRefused: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, accept }: { planId: string; accept: boolean }) =>
      apiFetch<{ plan: PlanOut }>(`${planPath(planId)}/price`, { method: 'POST', body: { accept } }),
    onSuccess: () => refreshClientData(queryClient),
    onError: reportPlanError(onRefused),
  });
}
