import { useId, useState } from 'react';
import type { PlanOut } from '#shared/schemas/recurring';
import { FreeTimeChooser, NO_TIME, type ChosenTime } from '#web/components/free-times/free-time-chooser';
import type { PlanVisitOut } from '#web/components/recurring/plan-errors';
import { formatVisit } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { ToggleGroup } from '#web/components/ui/toggle-group';
import { fillMessage } from '#web/lib/fill-message';
import { type MoveScope, useMoveVisit } from './api';
import { useTimeRefusal } from './use-time-refusal';
import { VisitList } from './visit-list';

const texts = recurringUi;

/**
 * 'Cambiar día u hora': this visit only, or ('Desde ahora') this one and every later one, to one of the
 * provider's free starts for the plan's service, place and length. A time taken meanwhile (409) is said and the
 * free times read again; the visits inside 24 h that stay are named once it is done.
 */
export function MoveDialog({
  plan,
  visit,
  onClose,
}: {
  plan: PlanOut;
  visit: PlanVisitOut;
  onClose: () => void;
}) {
  const id = useId();
  const [scope, setScope] = useState<MoveScope>('once');
  const [chosen, setChosen] = useState<ChosenTime>(NO_TIME);
  const { refusal, setRefusal, onError } = useTimeRefusal();
  const [kept, setKept] = useState<PlanVisitOut[] | null>(null);
  const move = useMoveVisit();
  const { place } = plan;

  const submit = () => {
    if (!chosen.at) {
      setRefusal(texts.move.chooseTime);
      return;
    }
    setRefusal(null);
    move.mutate(
      { planId: plan.id, date: visit.date, scope, requiredDate: chosen.at },
      {
        onSuccess: (keptVisits) => (keptVisits.length > 0 ? setKept(keptVisits) : onClose()),
        onError: (error) => onError(error, () => setChosen({ ...NO_TIME, date: chosen.date })),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !move.isPending && onClose()}>
      <DialogContent
        title={texts.changeTime}
        description={fillMessage(texts.move.description, { date: formatVisit(plan, visit.scheduledAt) })}
      >
        {kept ? (
          <>
            <VisitList plan={plan} title={texts.move.kept} visits={kept} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{texts.back}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <ToggleGroup
              labelId={`${id}-scope`}
              label={texts.move.scope}
              selected={scope}
              onSelect={setScope}
              items={[
                { value: 'once', content: texts.move.once },
                {
                  value: 'from_now_on',
                  // A plan that ends (its provider ended it, a new price unanswered) no longer changes its rhythm.
                  disabled: plan.endsAt !== null,
                  content: (
                    <>
                      {texts.move.fromNowOn}{' '}
                      <span className="text-xs font-normal">({texts.move.fromNowOnHint})</span>
                    </>
                  ),
                },
              ]}
            />
            <FreeTimeChooser
              ask={
                place
                  ? {
                      providerId: plan.providerId,
                      serviceId: plan.serviceId,
                      place,
                      minutes: plan.durationMinutes,
                      // The visits that move are free for themselves: an hour later the same day is offered.
                      moving: { planId: plan.id, visitDate: scope === 'once' ? visit.date : undefined },
                    }
                  : null
              }
              chosen={chosen}
              onChoose={(choice) => {
                setChosen(choice);
                setRefusal(null);
              }}
              texts={texts.move}
            />
            <DialogFormFooter
              refusal={refusal}
              submitting={move.isPending}
              submitLabel={texts.move.submit}
              cancelLabel={texts.back}
              onConfirm={submit}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
