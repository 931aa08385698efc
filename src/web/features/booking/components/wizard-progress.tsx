import { useId } from 'react';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import type { BookingStep } from '#web/features/booking/booking-form';
import { BOOKING_STEP_COUNT, bookingTexts as texts } from '#web/features/booking/texts';

const FILL: Record<BookingStep, string> = { 1: 'w-1/4', 2: 'w-1/2', 3: 'w-3/4', 4: 'w-full' };

// "Paso 2 de 4: Proveedor" names the bar and its value; the list below shows every step by name.
export function WizardProgress({ step }: { step: BookingStep }) {
  const labelId = useId();
  const label = `${fillMessage(texts.stepOf, { step, total: BOOKING_STEP_COUNT })}: ${texts.steps[step - 1]}`;
  return (
    <div className="grid gap-3">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={BOOKING_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full bg-brand transition-all', FILL[step])} />
      </div>
      <ol className="grid grid-cols-4 gap-2 text-xs sm:text-sm" aria-label={texts.progressLabel}>
        {texts.steps.map((name, index) => {
          const current = index + 1 === step;
          return (
            <li
              key={name}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'border-t-2 pt-1',
                index + 1 <= step ? 'border-brand text-slate-900' : 'border-transparent text-slate-600',
                current && 'font-semibold',
              )}
            >
              {name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
