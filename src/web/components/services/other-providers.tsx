import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '#shared/format';
import { rebookMessages as texts } from '#shared/rebook-messages';
import type { BookAnotherInput, OtherProvider } from '#shared/schemas/bookings-alternatives';
import type { Service } from '#shared/schemas/services';
import { ProviderRating } from '#web/components/reviews/provider-rating';
import { Button } from '#web/components/ui/button';
import { ApiError, apiFetch } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { newIdempotencyKey } from '#web/lib/idempotency-key';
import { toast } from '#web/lib/toast';

const alternativesPath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/alternatives`;

/** Whether the card offers other providers: a booking declined (or left unanswered) whose time is still ahead. */
export const offersOtherProviders = (service: Service, now = new Date()) =>
  service.status === 'declined' && new Date(service.scheduledAt).getTime() > now.getTime();

/**
 * 'Otros proveedores disponibles' under a declined booking: up to three providers free at the same time, each
 * booked with one click with the booking's details (service, place, address, length, way to pay).
 */
export function OtherProviders({ service }: { service: Service }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = `other-providers-${service.id}`;
  const alternatives = useQuery({
    queryKey: ['services', service.id, 'alternatives'],
    queryFn: ({ signal }) =>
      apiFetch<{ providers: OtherProvider[] }>(alternativesPath(service.id), { signal }),
    select: (data) => data.providers,
  });
  const book = useMutation({
    mutationFn: (provider: OtherProvider) =>
      apiFetch(alternativesPath(service.id), {
        method: 'POST',
        body: { providerId: provider.id, idempotencyKey: newIdempotencyKey() } satisfies BookAnotherInput,
      }),
    onSuccess: (_answer, provider) =>
      toast.success(fillMessage(texts.booked, { name: provider.displayName })),
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(error instanceof Error ? error.message : String(error));
    },
    // The new booking joins the lists; after a refusal the providers are read again.
    onSettled: () => void queryClient.invalidateQueries(),
  });

  if (alternatives.isPending || alternatives.isError) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t border-slate-100 pt-4">
      <h4 id={titleId} className="font-semibold text-slate-900">
        {texts.title}
      </h4>
      {alternatives.data.length === 0 ? (
        <p className="text-sm text-slate-700">{texts.none}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{texts.hint}</p>
          <ul className="grid gap-3">
            {alternatives.data.map((provider) => (
              <li
                key={provider.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
              >
                <span className="grid gap-1">
                  <span className="font-medium text-slate-900">{provider.displayName}</span>
                  <ProviderRating provider={provider} />
                  <span className="text-sm text-slate-700">{formatMoney(provider.price)}</span>
                </span>
                <Button
                  type="button"
                  disabled={book.isPending}
                  onClick={() => {
                    setRefusal(null);
                    book.mutate(provider);
                  }}
                >
                  {fillMessage(texts.book, { name: provider.displayName })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
