import { useEffect, useId, type Ref } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ServiceId } from '#shared/catalog';
import { FREQUENCIES, FREQUENCY_LABELS } from '#shared/domain/rhythms';
import { PlaceSearch } from '#web/components/places/place-search';
import { useFreeTimes } from '#web/components/free-times/api';
import { FreeTimePicker } from '#web/components/free-times/free-time-picker';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ToggleGroup } from '#web/components/ui/toggle-group';
import { typedTimeLabel } from '#web/lib/time-zone';
import type { BookingWizardOutput, BookingWizardValues } from '#web/features/booking/booking-form';
import { wizardMinutes } from '#web/features/booking/booking-price';
import { bookingTexts } from '#web/features/booking/texts';
import { planTexts } from '#web/features/booking/plan-texts';
import { FieldError } from './field-error';
import { StepHeading } from './step-heading';

const texts = bookingTexts.schedule;

type ScheduleStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  form: UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>;
  serviceId: ServiceId;
};

// 'Fecha y hora': the place first (its zone is the clock of the free times), then the provider's next 14 days as
// buttons, a day without free time disabled, then the chosen day's free start times.
export function ScheduleStep({ headingRef, form, serviceId }: ScheduleStepProps) {
  const id = useId();
  // Registered first: a Continuar with errors focuses the search when the place is missing.
  const location = useController({ control: form.control, name: 'location' });
  const [provider, length, schedule, frequency] = useWatch({
    control: form.control,
    name: ['provider', 'length', 'schedule', 'frequency'],
  });
  const { errors } = form.formState;
  const place = location.field.value;
  const freeTimes = useFreeTimes(
    provider && place
      ? { providerId: provider.id, serviceId, place, minutes: wizardMinutes(serviceId, length) }
      : null,
  );
  const days = freeTimes.data?.days;
  const day = days?.find((one) => one.date === schedule.date);

  // Another place, provider or length, or times reloaded after a 409: a choice no longer offered is undone.
  useEffect(() => {
    if (!days || !schedule.date) return;
    if (!day || day.times.length === 0) form.setValue('schedule', { date: '', time: '' });
    else if (schedule.time && !day.times.includes(schedule.time)) form.setValue('schedule.time', '');
  }, [days, day, schedule.date, schedule.time, form]);

  const zoneLabel = place ? typedTimeLabel(place, new Date()) : '';
  const timeError = errors.schedule?.time?.message;
  const dateError = errors.schedule?.date?.message;

  return (
    <section className="grid gap-5">
      <div className="grid gap-1">
        <StepHeading ref={headingRef} title={texts.title} />
        <p className="text-slate-600">{texts.description}</p>
      </div>
      <PlaceSearch
        inputRef={location.field.ref}
        value={place}
        onChange={location.field.onChange}
        error={location.fieldState.error?.message}
      />
      {freeTimes.isPending && freeTimes.fetchStatus === 'fetching' ? <LoadingStatus /> : null}
      {freeTimes.isError ? (
        <LoadError message={texts.loadFailed} onRetry={() => void freeTimes.refetch()} />
      ) : null}
      {days && days.every((one) => one.times.length === 0) ? <p role="status">{texts.noTimesAtAll}</p> : null}
      {days ? (
        <FreeTimePicker
          days={days}
          chosen={schedule}
          onChoose={(choice) => {
            form.setValue('schedule', choice);
            form.clearErrors('schedule');
          }}
          dayLabel={zoneLabel ? `${texts.day} (${zoneLabel})` : texts.day}
          timesLabel={texts.timesOf}
          chooseDay={texts.chooseDay}
        />
      ) : null}
      <FieldError id={`${id}-date-error`} message={dateError} />
      <FieldError id={`${id}-time-error`} message={timeError} />
      <div className="grid gap-1">
        <ToggleGroup
          labelId={`${id}-frequency`}
          label={planTexts.schedule.frequency}
          selected={frequency}
          onSelect={(next) => form.setValue('frequency', next)}
          items={FREQUENCIES.map((value) => ({ value, content: FREQUENCY_LABELS[value] }))}
        />
        <p className="text-sm text-slate-600">{planTexts.schedule.frequencyHint}</p>
      </div>
    </section>
  );
}
