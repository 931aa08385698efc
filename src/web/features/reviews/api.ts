import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReviews, Review } from '#shared/schemas/reviews';
import { apiFetch } from '#web/lib/api';

const REVIEWS_KEY = ['reviews'] as const;

export function useMyReviews() {
  return useQuery({
    queryKey: REVIEWS_KEY,
    queryFn: ({ signal }) => apiFetch<MyReviews>('/api/reviews', { signal }),
  });
}

export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) =>
      apiFetch<{ review: Review }>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, {
        method: 'POST',
        body: { reply },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
