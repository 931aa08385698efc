import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/schemas/moderation';
import { apiFetch } from '#web/lib/api';

export function sendReport(input: ReportInput): Promise<{ ok: true }> {
  return apiFetch('/api/reports', { method: 'POST', body: input });
}

/** 'Reportar': nothing the reporter sees changes, so no list refreshes afterwards. */
export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
