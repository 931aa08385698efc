import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { scheduleMessages } from '#shared/schedule-messages';
import { MAX_DAYS_OFF } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { fieldProps } from '#web/lib/field-props';
import { fillMessage } from '#web/lib/fill-message';
import { todayIn, type ScheduleValues } from './schedule-values';

type DaysOffFieldsProps = { form: UseFormReturn<ScheduleValues, unknown, unknown>; timeZone: string };

// 'Días no disponibles': periods of whole days on the provider's clock, each a group ('Periodo 2').
export function DaysOffFields({ form, timeZone }: DaysOffFieldsProps) {
  const periods = useFieldArray({ control: form.control, name: 'daysOff' });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby="days-off-hint">
      <legend className="text-lg font-semibold text-slate-900">{scheduleMessages.daysOff}</legend>
      <p id="days-off-hint" className="text-sm text-slate-600">
        {scheduleMessages.daysOffHint}
      </p>
      {periods.fields.length === 0 ? (
        <p className="text-sm text-slate-700">{scheduleMessages.noDaysOff}</p>
      ) : null}
      {periods.fields.map((period, index) => {
        const number = String(index + 1);
        return (
          <div
            key={period.id}
            role="group"
            aria-label={fillMessage(scheduleMessages.dayOffLabel, { number })}
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
          >
            <TextField
              label={scheduleMessages.dayOffFrom}
              type="date"
              {...fieldProps(form, `daysOff.${index}.from`)}
            />
            <TextField
              label={scheduleMessages.dayOffTo}
              type="date"
              {...fieldProps(form, `daysOff.${index}.to`)}
            />
            <TextField
              label={scheduleMessages.dayOffNote}
              maxLength={200}
              {...fieldProps(form, `daysOff.${index}.note`)}
            />
            <Button
              type="button"
              variant="outline"
              className="sm:mt-7"
              aria-label={fillMessage(scheduleMessages.removeDayOffLabel, { number })}
              onClick={() => {
                periods.remove(index);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              <Trash2 aria-hidden />
              {scheduleMessages.removeDayOff}
            </Button>
          </div>
        );
      })}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={periods.fields.length >= MAX_DAYS_OFF}
        onClick={() => {
          const today = todayIn(timeZone);
          periods.append({ from: today, to: today, note: '' });
        }}
      >
        <Plus aria-hidden />
        {scheduleMessages.addDayOff}
      </Button>
    </fieldset>
  );
}
