import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { instantToZonedParts, scheduleToIso } from '#shared/domain/local-time';
import type { Location } from '#shared/schemas/places';
import { TextField } from '#web/components/ui/text-field';
import { typedTimeLabel, typedTimeZone } from '#web/lib/time-zone';
import type { BookingWizardValues } from '#web/features/booking/booking-form';
import { bookingTexts } from '#web/features/booking/texts';
import { StepHeading } from './step-heading';

const texts = bookingTexts.schedule;

type ScheduleStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  dateField: UseFormRegisterReturn<'schedule.date'>;
  timeField: UseFormRegisterReturn<'schedule.time'>;
  errors: { date?: string; time?: string };
  /** The service's place, when the customer already gave it (back from step 4, a restored draft). */
  place: Location | null;
  schedule: BookingWizardValues['schedule'];
};

export function ScheduleStep({
  headingRef,
  dateField,
  timeField,
  errors,
  place,
  schedule,
}: ScheduleStepProps) {
  const now = new Date();
  const typed = scheduleToIso(schedule, typedTimeZone(place));
  // Today on the place's calendar is the earliest day offered; the hour is named by its place when the
  // device's clock reads another one then.
  const today = instantToZonedParts(now, typedTimeZone(place)).date;
  const zoneLabel = typedTimeLabel(place, typed ? new Date(typed) : now);
  return (
    <section className="grid gap-4">
      <StepHeading ref={headingRef} title={texts.title} />
      <p className="text-slate-600">{texts.description}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={texts.date} type="date" min={today} error={errors.date} {...dateField} />
        <TextField
          label={texts.time}
          type="time"
          step={60}
          hint={zoneLabel || undefined}
          error={errors.time}
          {...timeField}
        />
      </div>
    </section>
  );
}
