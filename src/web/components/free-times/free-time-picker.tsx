import { useId } from 'react';
import { formatDay, lazy } from '#shared/format';
import { scheduleMessages } from '#shared/schedule-messages';
import type { FreeTimesOut } from '#shared/schemas/schedule';
import { ToggleGroup } from '#web/components/ui/toggle-group';
import { fillMessage } from '#web/lib/fill-message';

const weekday = lazy(() => new Intl.DateTimeFormat('es-MX', { weekday: 'long', timeZone: 'UTC' }));
const weekdayOf = (date: string) => weekday().format(new Date(`${date}T12:00:00Z`));

export type FreeTimeChoice = { date: string; time: string };

type FreeTimePickerProps = {
  days: FreeTimesOut['days'];
  chosen: FreeTimeChoice;
  onChoose: (choice: FreeTimeChoice) => void;
  /** 'Día', with the zone named when the place's clock reads otherwise ('Día (Hora de Cancún)'). */
  dayLabel: string;
  /** 'Horarios libres del {day}'. */
  timesLabel: string;
  /** Said until a day is chosen. */
  chooseDay: string;
};

/**
 * A provider's free times as two groups of toggle buttons: the 14 days (one without free time disabled), then the
 * chosen day's free starts. Keyboard as a toolbar: Tab into a group, arrows within it.
 */
export function FreeTimePicker({
  days,
  chosen,
  onChoose,
  dayLabel,
  timesLabel,
  chooseDay,
}: FreeTimePickerProps) {
  const id = useId();
  const day = days.find((one) => one.date === chosen.date);
  return (
    <>
      <ToggleGroup
        labelId={`${id}-days`}
        label={dayLabel}
        selected={chosen.date}
        onSelect={(date) => onChoose({ date, time: '' })}
        items={days.map((one) => ({
          value: one.date,
          disabled: one.times.length === 0,
          content: (
            <>
              <span className="capitalize">{weekdayOf(one.date)}</span>{' '}
              <span data-slot="day">{formatDay(one.date)}</span>
              {one.times.length === 0 ? (
                <>
                  {' '}
                  <span className="text-xs font-normal">{scheduleMessages.noFreeTimes}</span>
                </>
              ) : null}
            </>
          ),
        }))}
      />
      {day && day.times.length > 0 ? (
        <ToggleGroup
          labelId={`${id}-times`}
          label={fillMessage(timesLabel, { day: `${weekdayOf(day.date)} ${formatDay(day.date)}` })}
          selected={chosen.time}
          onSelect={(time) => onChoose({ date: day.date, time })}
          items={day.times.map((time) => ({ value: time, content: time }))}
        />
      ) : (
        <p className="text-sm text-slate-600">{chooseDay}</p>
      )}
    </>
  );
}
