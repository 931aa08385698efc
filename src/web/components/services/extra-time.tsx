import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { extraTimeChoices, extraTimePrice } from '#shared/domain/extra-time';
import { extraTimeMessages as texts } from '#shared/extra-time-messages';
import { formatDuration, formatMoney } from '#shared/format';
import type { ExtraTimeAnswerInput, ExtraTimeInput, ExtraTimeOut } from '#shared/schemas/extra-time';
import type { Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { SelectField } from '#web/components/ui/select-field';
import { ApiError, apiFetch } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';

// 'Tiempo extra' on a service card: the provider asks for more time while the service is under way, the customer
// approves or declines it. Read only for a confirmed service whose start has passed (few cards at once).

const extraTimePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}/extra-time`;

/** Whether the card shows 'Tiempo extra': confirmed and under way, however it is paid. */
export const takesExtraTime = (service: Service, now = new Date()) =>
  service.status === 'confirmed' && new Date(service.scheduledAt).getTime() <= now.getTime();

const amounts = (extra: Pick<ExtraTimeOut, 'minutes' | 'price'>) => ({
  time: formatDuration(extra.minutes),
  price: formatMoney(extra.price),
});

export function ExtraTime({ service, viewer }: { service: Service; viewer: 'customer' | 'provider' }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useQuery({
    queryKey: ['services', service.id, 'extra-time'],
    queryFn: ({ signal }) =>
      apiFetch<{ extraTime: ExtraTimeOut | null }>(extraTimePath(service.id), { signal }),
    select: (data) => data.extraTime,
  });
  const answer = useMutation({
    mutationFn: (body: ExtraTimeAnswerInput) =>
      apiFetch(`${extraTimePath(service.id)}/answer`, { method: 'POST', body }),
    onSuccess: (_answer, body) => toast.success(body.approve ? texts.approvedToast : texts.declinedToast),
    onError: (error) => setRefusal(error instanceof ApiError ? error.message : String(error)),
    // The card's length and price change with an approval; a refusal shows what the request became.
    onSettled: () => void queryClient.invalidateQueries(),
  });

  if (latest.isPending || latest.isError) return null;
  const extra = latest.data;
  const waiting = extra?.status === 'requested';
  const answered =
    extra && extra.status !== 'requested' ? fillMessage(texts[extra.status], amounts(extra)) : null;
  const choices = extraTimeChoices(service.durationMinutes);
  return (
    <section aria-label={texts.dialogTitle} className="grid gap-2 border-t border-slate-100 pt-4 text-sm">
      {answered ? <p className="text-slate-700">{answered}</p> : null}
      {waiting && viewer === 'provider' ? (
        <p className="text-slate-700">{fillMessage(texts.waiting, amounts(extra))}</p>
      ) : null}
      {extra && extra.status !== 'declined' && viewer === 'provider' ? (
        <p className="text-slate-700">{texts.collectedByForProvider[extra.collectedBy]}</p>
      ) : null}
      {extra?.status === 'approved' && viewer === 'customer' ? (
        <p className="text-slate-700">{texts.collectedBy[extra.collectedBy]}</p>
      ) : null}
      {waiting && viewer === 'customer' ? (
        <>
          <p className="font-medium text-slate-900">{fillMessage(texts.question, amounts(extra))}</p>
          <p className="text-slate-700">{texts.collectedBy[extra.collectedBy]}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approve: true })}
            >
              {texts.approve}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ approve: false })}
            >
              {texts.decline}
            </Button>
          </div>
        </>
      ) : null}
      {viewer === 'provider' && !waiting && choices.length > 0 ? (
        <div>
          <Button type="button" variant="outline" onClick={() => setAsking(true)}>
            {texts.request}
          </Button>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-red-700">
          {refusal}
        </p>
      ) : null}
      {asking ? <AskDialog service={service} choices={choices} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

function AskDialog({
  service,
  choices,
  onClose,
}: {
  service: Service;
  choices: number[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState(choices[0]!);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (body: ExtraTimeInput) => apiFetch(extraTimePath(service.id), { method: 'POST', body }),
    onSuccess: () => {
      toast.success(texts.sent, texts.sentBody);
      onClose();
    },
    onError: (error) => setRefusal(error instanceof ApiError ? error.message : String(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['services', service.id, 'extra-time'] }),
  });
  const added = extraTimePrice(service.price, service.durationMinutes, minutes);
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !ask.isPending) onClose();
      }}
    >
      <DialogContent title={texts.dialogTitle} description={texts.dialogDescription}>
        <SelectField
          label={texts.minutes}
          placeholder={texts.minutes}
          value={String(minutes)}
          options={choices.map((choice) => ({ value: String(choice), label: formatDuration(choice) }))}
          onChange={(event) => setMinutes(Number(event.target.value))}
        />
        <p className="font-semibold text-slate-900">
          {fillMessage(texts.addedPrice, { price: formatMoney(added) })}
        </p>
        <DialogFormFooter
          refusal={refusal}
          submitting={ask.isPending}
          submitLabel={texts.send}
          cancelLabel={texts.back}
          onConfirm={() => {
            setRefusal(null);
            ask.mutate({ minutes });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
