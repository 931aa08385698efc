import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationTarget } from '#shared/schemas/moderation';
import type { ReasonInput } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

export type ModerationAction = 'hide' | 'restore' | 'dismiss';

type ModerateVariables = {
  type: ModerationTarget;
  id: string;
  action: ModerationAction;
  /** Only 'hide' sends one: the author reads it. */
  input?: ReasonInput;
};

export function moderateContent({ type, id, action, input }: ModerateVariables): Promise<{ ok: true }> {
  return apiFetch(`/api/operator/moderation/${type}/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    ...(input ? { body: input } : {}),
  });
}

/** 'Ocultar', 'Restaurar' and 'Descartar reportes': the lists, the summary and the Bitácora refresh after each. */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateContent,
    // Also after a refusal: content someone else moderated meanwhile moves to its other list. Not awaited, so
    // the toast does not wait for the lists.
    onSettled: () => void refreshOperatorData(queryClient),
  });
}
