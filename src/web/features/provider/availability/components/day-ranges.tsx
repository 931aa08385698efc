import { useRef } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { providerUi } from '#shared/provider-ui';
import { scheduleMessages } from '#shared/schedule-messages';
import { MAX_RANGES_PER_DAY } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { fieldProps } from '#web/lib/field-props';
import { fillMessage } from '#web/lib/fill-message';
import { nextRange, type ScheduleValues } from './schedule-values';

const texts = providerUi.availability;

type DayRangesProps = { form: UseFormReturn<ScheduleValues, unknown, unknown>; weekday: number };

// One weekday: its legend names the day, each range is a group ('Lunes, horario 2') so "Desde" and "Hasta" are
// read with it. Removing a range hands the focus to 'Agregar horario', which stays.
export function DayRanges({ form, weekday }: DayRangesProps) {
  const day = texts.weekdays[weekday]!;
  const ranges = useFieldArray({ control: form.control, name: `weekly.${weekday}` });
  const addButton = useRef<HTMLButtonElement>(null);
  const dayError =
    form.formState.errors.weekly?.[weekday]?.root?.message ??
    form.formState.errors.weekly?.[weekday]?.message;

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{day}</legend>
      {ranges.fields.length === 0 ? <p className="text-sm text-slate-600">{texts.unavailable}</p> : null}
      {ranges.fields.map((range, index) => {
        const label = fillMessage(scheduleMessages.rangeLabel, { day, number: String(index + 1) });
        return (
          <div
            key={range.id}
            role="group"
            aria-label={label}
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            <TextField
              label={texts.start}
              type="time"
              {...fieldProps(form, `weekly.${weekday}.${index}.start`)}
            />
            <TextField
              label={texts.end}
              type="time"
              {...fieldProps(form, `weekly.${weekday}.${index}.end`)}
            />
            <Button
              type="button"
              variant="outline"
              className="sm:mt-7"
              aria-label={fillMessage(scheduleMessages.removeRangeLabel, { day, number: String(index + 1) })}
              onClick={() => {
                ranges.remove(index);
                // After React drops the range: the button may have been disabled by a full day.
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              <Trash2 aria-hidden />
              {scheduleMessages.removeRange}
            </Button>
          </div>
        );
      })}
      {dayError ? (
        <p data-slot="field-error" className="text-sm font-medium text-red-700">
          {dayError}
        </p>
      ) : null}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={ranges.fields.length >= MAX_RANGES_PER_DAY}
        aria-label={fillMessage(scheduleMessages.addRangeLabel, { day })}
        onClick={() => ranges.append(nextRange(form.getValues(`weekly.${weekday}`)))}
      >
        <Plus aria-hidden />
        {scheduleMessages.addRange}
      </Button>
    </fieldset>
  );
}
