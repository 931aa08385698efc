import { useQuery } from '@tanstack/react-query';
import { oxxoRefusal } from '#shared/domain/online-payment';
import { apiFetch } from '#web/lib/api';

// Kept apart (and small): the booking's first load carries it, not the rest of the card payment.
const REASONS = {
  too_soon: 'Solo para servicios con al menos 72 horas de anticipación.',
  amount: 'Solo para montos de $10 a $10,000.',
} as const;

/** Whether SPEI and OXXO are offered with this provider: online payments on, and their account takes them. */
export function useOnlineMethods(providerId: string | null) {
  return useQuery({
    queryKey: ['online-methods', providerId],
    queryFn: ({ signal }) =>
      apiFetch<{ online: boolean }>(
        `/api/payments/online-methods?providerId=${encodeURIComponent(providerId ?? '')}`,
        { signal },
      ).then((data) => data.online),
    enabled: providerId !== null,
    staleTime: 60_000,
  });
}

/** Why OXXO is not offered for this service now (shown beside the disabled choice); null when it is. */
export function oxxoReasonFor(scheduledAt: string, price: number, now: Date): string | null {
  const refusal = oxxoRefusal(new Date(scheduledAt), price, now);
  return refusal ? REASONS[refusal] : null;
}
