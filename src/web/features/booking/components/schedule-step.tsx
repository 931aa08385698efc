import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { bookingTexts } from '../texts';
import { StepHeading } from './step-heading';

const texts = bookingTexts.schedule;

// Today in the browser's own calendar, the earliest day the date picker offers.
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type ScheduleStepProps = {
  headingRef: Ref<HTMLHeadingElement>;
  dateField: UseFormRegisterReturn<'schedule.date'>;
  timeField: UseFormRegisterReturn<'schedule.time'>;
  errors: { date?: string; time?: string };
};

export function ScheduleStep({ headingRef, dateField, timeField, errors }: ScheduleStepProps) {
  return (
    <section className="grid gap-4">
      <StepHeading ref={headingRef} title={texts.title} />
      <p className="text-slate-600">{texts.description}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={texts.date} type="date" min={localToday()} error={errors.date} {...dateField} />
        <TextField label={texts.time} type="time" step={60} error={errors.time} {...timeField} />
      </div>
    </section>
  );
}
