import { scheduleToIso } from '#shared/domain/local-time';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { typedTimeLabel } from '#web/lib/time-zone';
import { type FreeTimesAsk, useFreeTimes } from './api';
import { FreeTimePicker, type FreeTimeChoice } from './free-time-picker';

export type ChosenTime = FreeTimeChoice & {
  /** The chosen start as the API takes it (ISO, from the place's zone); '' until a time is chosen. */
  at: string;
};

export const NO_TIME: ChosenTime = { date: '', time: '', at: '' };

export type FreeTimeChooserTexts = {
  day: string;
  timesOf: string;
  chooseDay: string;
  loadFailed: string;
  noTimes: string;
};

/**
 * A provider's free starts for a service at a place, read and offered as the wizard offers them: loading, a
 * failure with 'Reintentar', none in 14 days, or the days and the chosen day's times, on the place's clock.
 */
export function FreeTimeChooser({
  ask,
  chosen,
  onChoose,
  texts,
}: {
  /** Null when there is nothing to ask with (a plan without a point): no free times are offered. */
  ask: FreeTimesAsk | null;
  chosen: ChosenTime;
  onChoose: (choice: ChosenTime) => void;
  texts: FreeTimeChooserTexts;
}) {
  const freeTimes = useFreeTimes(ask);
  const days = freeTimes.data?.days;
  const zone = ask ? typedTimeLabel(ask.place, new Date()) : '';
  return (
    <>
      {freeTimes.isPending && freeTimes.fetchStatus === 'fetching' ? <LoadingStatus /> : null}
      {freeTimes.isError ? (
        <LoadError message={texts.loadFailed} onRetry={() => void freeTimes.refetch()} />
      ) : null}
      {!ask || (days && days.every((one) => one.times.length === 0)) ? (
        <p role="status">{texts.noTimes}</p>
      ) : null}
      {days && freeTimes.data ? (
        <FreeTimePicker
          days={days}
          chosen={chosen}
          onChoose={(choice) =>
            onChoose({ ...choice, at: choice.time ? scheduleToIso(choice, freeTimes.data.timeZone) : '' })
          }
          dayLabel={zone ? `${texts.day} (${zone})` : texts.day}
          timesLabel={texts.timesOf}
          chooseDay={texts.chooseDay}
        />
      ) : null}
    </>
  );
}
