import type { ModerationTarget } from '#shared/schemas/moderation';
import type { ReasonInput } from '#shared/schemas/operator';
import { postConsoleStep, useConsoleMutation } from './console-step';

export type ModerationAction = 'hide' | 'restore' | 'dismiss';

type ModerateVariables = {
  type: ModerationTarget;
  id: string;
  action: ModerationAction;
  /** Only 'hide' sends one: the author reads it. */
  input?: ReasonInput;
};

function moderateContent({ type, id, action, input }: ModerateVariables): Promise<{ ok: true }> {
  return postConsoleStep(`/api/operator/moderation/${type}/${encodeURIComponent(id)}/${action}`, input);
}

/** 'Ocultar', 'Restaurar' and 'Descartar reportes': the lists, the summary and the Bitácora refresh after each. */
export const useModerateContent = () => useConsoleMutation(moderateContent);
