import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { scheduleToIso } from '#shared/domain/local-time';
import type { PlanOut } from '#shared/schemas/recurring';
import { FREE_TIMES_KEY, useFreeTimes } from '#web/components/free-times/api';
import { FreeTimePicker, type FreeTimeChoice } from '#web/components/free-times/free-time-picker';
import type { PlanVisitOut } from '#web/components/recurring/plan-errors';
import { formatVisit } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ToggleGroup } from '#web/components/ui/toggle-group';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { typedTimeLabel } from '#web/lib/time-zone';
import { toast } from '#web/lib/toast';
import { type MoveScope, useMoveVisit } from './api';
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
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<MoveScope>('once');
  const [chosen, setChosen] = useState<FreeTimeChoice>({ date: '', time: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [kept, setKept] = useState<PlanVisitOut[] | null>(null);
  const move = useMoveVisit();
  const { place } = plan;
  const freeTimes = useFreeTimes(
    place
      ? { providerId: plan.providerId, serviceId: plan.serviceId, place, minutes: plan.durationMinutes }
      : null,
  );
  const days = freeTimes.data?.days;
  const zone = place ? typedTimeLabel(place, new Date()) : '';

  const submit = () => {
    if (!chosen.time || !freeTimes.data) {
      setRefusal(texts.move.chooseTime);
      return;
    }
    setRefusal(null);
    const requiredDate = scheduleToIso(chosen, freeTimes.data.timeZone);
    move.mutate(
      { planId: plan.id, date: visit.date, scope, requiredDate },
      {
        onSuccess: (keptVisits) => (keptVisits.length > 0 ? setKept(keptVisits) : onClose()),
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status >= 500) {
            toast.error(texts.actionFailed);
            return;
          }
          setRefusal(error.message);
          if (error.code !== 'SLOT_TAKEN') return;
          setChosen({ date: chosen.date, time: '' });
          void queryClient.invalidateQueries({ queryKey: FREE_TIMES_KEY });
        },
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
            {freeTimes.isPending && freeTimes.fetchStatus === 'fetching' ? <LoadingStatus /> : null}
            {freeTimes.isError ? (
              <LoadError message={texts.move.loadFailed} onRetry={() => void freeTimes.refetch()} />
            ) : null}
            {!place || (days && days.every((one) => one.times.length === 0)) ? (
              <p role="status">{texts.move.noTimes}</p>
            ) : null}
            {days ? (
              <FreeTimePicker
                days={days}
                chosen={chosen}
                onChoose={(choice) => {
                  setChosen(choice);
                  setRefusal(null);
                }}
                dayLabel={zone ? `${texts.move.day} (${zone})` : texts.move.day}
                timesLabel={texts.move.timesOf}
                chooseDay={texts.move.chooseDay}
              />
            ) : null}
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
