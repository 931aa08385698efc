import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MAX_SERVICES_PER_DAY, TRAVEL_MINUTES } from '#shared/domain/working-hours';
import { scheduleMessages } from '#shared/schedule-messages';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { fieldProps } from '#web/lib/field-props';
import type { ScheduleValues } from './schedule-values';

const MAX_OPTIONS = Array.from({ length: MAX_SERVICES_PER_DAY }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

// Travel, the daily maximum and 'Reserva inmediata': how bookings fill the hours above.
export function BookingSettings({ form }: { form: UseFormReturn<ScheduleValues, unknown, unknown> }) {
  const instantHint = useId();
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="text-lg font-semibold text-slate-900">{scheduleMessages.settings}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={scheduleMessages.travel}
          hint={scheduleMessages.travelHint}
          type="number"
          inputMode="numeric"
          min={TRAVEL_MINUTES.min}
          max={TRAVEL_MINUTES.max}
          step={5}
          {...fieldProps(form, 'travelMinutes', { valueAsNumber: true })}
        />
        <SelectField
          label={scheduleMessages.maxPerDay}
          placeholder={scheduleMessages.noMax}
          emptyIsChoice
          options={MAX_OPTIONS}
          {...fieldProps(form, 'maxPerDay')}
        />
      </div>
      <div className="grid gap-1">
        <CheckboxField
          role="switch"
          label={scheduleMessages.instantBooking}
          aria-describedby={instantHint}
          {...form.register('instantBooking')}
        />
        <p id={instantHint} className="pl-6 text-sm text-slate-600">
          {scheduleMessages.instantBookingHint}
        </p>
      </div>
    </fieldset>
  );
}
