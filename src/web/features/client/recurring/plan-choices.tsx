import { useId, useState } from 'react';
import type { PlanOut } from '#shared/schemas/recurring';
import { useFavourites } from '#web/components/favourites/api';
import { FreeTimeChooser, NO_TIME, type ChosenTime } from '#web/components/free-times/free-time-chooser';
import { choiceTexts } from '#web/components/recurring/choice-texts';
import { PlanConflicts } from '#web/components/recurring/plan-conflicts';
import { formatVisit } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { LoadingStatus } from '#web/components/ui/query-status';
import { ToggleGroup } from '#web/components/ui/toggle-group';
import { fillMessage } from '#web/lib/fill-message';
import { newIdempotencyKey } from '#web/lib/idempotency-key';
import { toast } from '#web/lib/toast';
import { useResolveConflict, useTransferPlan } from './choices-api';
import { useTimeRefusal } from './use-time-refusal';

const texts = choiceTexts;
type PlanConflict = PlanOut['conflicts'][number];

/** The customer's side of the visits the scheduler could not book: each one's 'Saltar' and 'Elegir otra hora'. */
export function ClientPlanConflicts({ plan }: { plan: PlanOut }) {
  const [open, setOpen] = useState<{ conflict: PlanConflict; skip: boolean } | null>(null);
  return (
    <>
      <PlanConflicts
        plan={plan}
        side="customer"
        actions={(conflict) => (
          <span className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setOpen({ conflict, skip: true })}>
              {texts.skip}
            </Button>
            {plan.status === 'active' ? (
              <Button variant="outline" size="sm" onClick={() => setOpen({ conflict, skip: false })}>
                {texts.otherTime}
              </Button>
            ) : null}
          </span>
        )}
      />
      {open ? (
        <ConflictDialog plan={plan} conflict={open.conflict} skip={open.skip} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

function ConflictDialog({
  plan,
  conflict,
  skip,
  onClose,
}: {
  plan: PlanOut;
  conflict: PlanConflict;
  skip: boolean;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<ChosenTime>(NO_TIME);
  const { refusal, setRefusal, onError } = useTimeRefusal();
  const resolve = useResolveConflict();
  const date = formatVisit(plan, conflict.scheduledAt);
  const submit = () => {
    if (!skip && !chosen.at) {
      setRefusal(texts.chooseTime);
      return;
    }
    setRefusal(null);
    resolve.mutate(
      { planId: plan.id, date: conflict.date, at: skip ? undefined : chosen.at },
      {
        onSuccess: () => {
          toast.success(skip ? texts.skipped : texts.booked);
          onClose();
        },
        onError: (error) => onError(error, () => setChosen({ ...NO_TIME, date: chosen.date })),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(next) => !next && !resolve.isPending && onClose()}>
      <DialogContent
        title={skip ? texts.skipTitle : texts.otherTime}
        description={fillMessage(skip ? texts.skipDescription : texts.otherTimeDescription, { date })}
      >
        {skip || !plan.place ? null : (
          <FreeTimeChooser
            ask={{
              providerId: plan.providerId,
              serviceId: plan.serviceId,
              place: plan.place,
              minutes: plan.durationMinutes,
            }}
            chosen={chosen}
            onChoose={(choice) => {
              setChosen(choice);
              setRefusal(null);
            }}
            texts={texts.times}
          />
        )}
        <DialogFormFooter
          refusal={refusal}
          submitting={resolve.isPending}
          submitLabel={skip ? texts.skip : texts.book}
          cancelLabel={recurringUi.back}
          onConfirm={submit}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The offer on a plan whose provider cancelled or missed two visits in 28 days: keep it (nothing to do), pause it
 * (the card's own 'Pausar'), or 'Pasar a un favorito'.
 */
export function UnreliableOffer({ plan }: { plan: PlanOut }) {
  const [open, setOpen] = useState(false);
  if (!plan.unreliable || (plan.status !== 'active' && plan.status !== 'paused')) return null;
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <p>{texts.unreliableOffer}</p>
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {texts.transfer}
        </Button>
      </div>
      {open ? <TransferDialog plan={plan} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function TransferDialog({ plan, onClose }: { plan: PlanOut; onClose: () => void }) {
  const id = useId();
  const favourites = useFavourites();
  const [providerId, setProviderId] = useState('');
  const [chosen, setChosen] = useState<ChosenTime>(NO_TIME);
  const [key] = useState(newIdempotencyKey);
  const { refusal, setRefusal, onError } = useTimeRefusal();
  const transfer = useTransferPlan();
  const choices = (favourites.data ?? []).filter(
    (one) => one.listed && one.id !== plan.providerId && one.serviceIds.includes(plan.serviceId),
  );
  const submit = () => {
    if (!providerId || !chosen.at) {
      setRefusal(texts.chooseTime);
      return;
    }
    setRefusal(null);
    transfer.mutate(
      { planId: plan.id, providerId, requiredDate: chosen.at, idempotencyKey: key },
      {
        onSuccess: () => {
          toast.success(texts.transferred);
          onClose();
        },
        onError: (error) => onError(error, () => setChosen({ ...NO_TIME, date: chosen.date })),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(next) => !next && !transfer.isPending && onClose()}>
      <DialogContent title={texts.transfer} description={texts.transferDescription}>
        {favourites.isPending ? <LoadingStatus /> : null}
        {favourites.data && choices.length === 0 ? <p role="status">{texts.noFavourites}</p> : null}
        {choices.length > 0 ? (
          <ToggleGroup
            labelId={`${id}-favourite`}
            label={texts.favourite}
            selected={providerId}
            onSelect={(next) => {
              setProviderId(next);
              setChosen(NO_TIME);
              setRefusal(null);
            }}
            items={choices.map((one) => ({ value: one.id, content: one.displayName }))}
          />
        ) : null}
        {providerId && plan.place ? (
          <FreeTimeChooser
            ask={{ providerId, serviceId: plan.serviceId, place: plan.place, minutes: plan.durationMinutes }}
            chosen={chosen}
            onChoose={(choice) => {
              setChosen(choice);
              setRefusal(null);
            }}
            texts={texts.favouriteTimes}
          />
        ) : null}
        <DialogFormFooter
          refusal={refusal}
          submitting={transfer.isPending}
          submitLabel={texts.transferSubmit}
          cancelLabel={recurringUi.back}
          onConfirm={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
