import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, ContactReplyInput } from '#shared/schemas/operator';
import { apiFetch } from '#web/lib/api';
import { refreshOperatorData } from '#web/features/operator/query-keys';

const messagePath = (id: string) => `/api/operator/contact-messages/${encodeURIComponent(id)}`;

export function markHandled(id: string): Promise<ContactMessage> {
  return apiFetch(`${messagePath(id)}/handled`, { method: 'POST', body: {} });
}

/** Sends the e-mail and marks the message handled. */
export function replyToMessage({
  id,
  input,
}: {
  id: string;
  input: ContactReplyInput;
}): Promise<ContactMessage> {
  return apiFetch(`${messagePath(id)}/reply`, { method: 'POST', body: input });
}

// Both move the message from Pendientes to Atendidos; the refresh is not awaited, so the toast is not either.
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markHandled, onSettled: () => void refreshOperatorData(queryClient) });
}

export function useReplyToMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToMessage, onSettled: () => void refreshOperatorData(queryClient) });
}
