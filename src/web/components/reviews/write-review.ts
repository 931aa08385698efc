import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '#shared/schemas/reviews';
import { apiFetch } from '#web/lib/api';

/**
 * 'Calificar': a review of one service; afterwards every list that shows it refreshes. The handlers sit on
 * the mutation, not on one call of it: the card that opened the dialog may leave its list before a call's
 * own callbacks would run.
 */
export function useWriteReview(
  serviceId: string,
  handlers: {
    onSuccess: (answer: { review: Review }, body: ReviewInput) => void;
    onError: (error: Error) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      apiFetch<{ review: Review }>(`/api/services/${encodeURIComponent(serviceId)}/review`, {
        method: 'POST',
        body,
      }),
    ...handlers,
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
