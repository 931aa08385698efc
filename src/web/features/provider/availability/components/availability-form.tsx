import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { TIME_ZONE_CITIES } from '#shared/domain/mexican-time-zones';
import { providerUi } from '#shared/provider-ui';
import { scheduleMessages } from '#shared/schedule-messages';
import type { ScheduleInput } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { Availability } from '#web/features/provider/availability/api/get-availability';
import { useSaveAvailability } from '#web/features/provider/availability/api/save-availability';
import {
  checkAvailability,
  planVisitsHit,
  type OutsideService,
} from '#web/features/provider/availability/api/check-availability';
import { BookingSettings } from './booking-settings';
import { DayRanges } from './day-ranges';
import { DaysOffFields } from './days-off-fields';
import { OutsideServices } from './outside-services';
import { PlanVisitsDialog } from './plan-visits-dialog';
import { scheduleResolver, toForm, type ScheduleValues } from './schedule-values';

const texts = providerUi.availability;
// Days are stored 0 = domingo; the week is shown from Monday, as calendars in Mexico do.
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function AvailabilityForm({ saved }: { saved: Availability }) {
  const save = useSaveAvailability();
  const form = useForm<ScheduleValues, unknown, ScheduleInput>({
    resolver: scheduleResolver,
    defaultValues: toForm(saved),
  });
  const { isSubmitting } = form.formState;
  // Days off or hours that leave out visits of recurring plans wait here for 'Guardar y avisar'.
  const [waiting, setWaiting] = useState<{ input: ScheduleInput; visits: OutsideService[] } | null>(null);

  const refused = (error: unknown) => {
    // The server judges with the same schema: its paths ('weekly.2.1.start', 'daysOff.0.to') are the form's.
    if (error instanceof ApiError && error.fields) {
      for (const [name, message] of Object.entries(error.fields))
        form.setError(name as Path<ScheduleValues>, { type: 'server', message });
    }
    toast.error(texts.saveFailed);
  };

  const store = async (input: ScheduleInput) => {
    try {
      form.reset(toForm(await save.mutateAsync(input)));
      toast.success(texts.savedTitle, texts.savedBody);
    } catch (error) {
      refused(error);
    }
  };

  // First what the change would leave out: plan visits not out already are listed before anything is saved.
  const submit = form.handleSubmit(async (input) => {
    let visits: OutsideService[];
    try {
      visits = planVisitsHit(await checkAvailability(input), saved.outside);
    } catch (error) {
      refused(error);
      return;
    }
    if (visits.length > 0) setWaiting({ input, visits });
    else await store(input);
  });

  const confirm = async () => {
    if (!waiting) return;
    await store(waiting.input);
    setWaiting(null);
  };

  return (
    <div className="grid gap-4">
      {save.data ? <OutsideServices services={save.data.outside} /> : null}
      <Card>
        <form noValidate className="grid gap-6" onSubmit={(event) => void submit(event)}>
          <fieldset className="grid min-w-0 gap-3" aria-describedby="week-zone">
            <legend className="text-lg font-semibold text-slate-900">{scheduleMessages.week}</legend>
            <p id="week-zone" className="text-sm text-slate-600">
              {fillMessage(scheduleMessages.timeZoneNote, { city: TIME_ZONE_CITIES[saved.timeZone] })}
            </p>
            <ul className="grid gap-3 lg:grid-cols-2">
              {DISPLAY_ORDER.map((weekday) => (
                <li key={weekday}>
                  <DayRanges form={form} weekday={weekday} />
                </li>
              ))}
            </ul>
          </fieldset>
          <DaysOffFields form={form} timeZone={saved.timeZone} />
          <BookingSettings form={form} />
          <Button type="submit" className="justify-self-start" loading={isSubmitting}>
            {texts.save}
          </Button>
        </form>
      </Card>
      <PlanVisitsDialog
        visits={waiting?.visits ?? []}
        saving={save.isPending}
        onConfirm={() => void confirm()}
        onBack={() => setWaiting(null)}
      />
    </div>
  );
}
