import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CLEANING_TYPE_OPTIONS,
  ESTIMATE_EXTRA_OPTIONS,
  isEstimatedFromHome,
  type ServiceId,
} from '#shared/catalog';
import { BATHROOMS, BEDROOMS, SERVICE_HOURS, type EstimateExtra } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';
import { estimatedDurationLabel, formatHoursRange } from '#shared/estimate-labels';
import { cn } from '#web/lib/utils';
import type { BookingWizardOutput, BookingWizardValues } from '#web/features/booking/booking-form';
import { wizardRange } from '#web/features/booking/booking-price';
import { bookingTexts } from '#web/features/booking/texts';

const texts = bookingTexts.length;

type WizardForm = UseFormReturn<BookingWizardValues, unknown, BookingWizardOutput>;

const numbers = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

const HOURS = Array.from(
  { length: (SERVICE_HOURS.max - SERVICE_HOURS.min) / SERVICE_HOURS.step + 1 },
  (_, index) => SERVICE_HOURS.min + index * SERVICE_HOURS.step,
);

const pill = cn(
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:border-brand',
  'has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand',
  'has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2',
);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

type PillProps = {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
};

// A native radio or checkbox in a pill: arrow keys move within a radio group, Space chooses, as everywhere.
function Pill({ type, name, checked, onChange, children }: PillProps) {
  return (
    <label className={pill}>
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 accent-brand" />
      {children}
    </label>
  );
}

/** Step 1's 'Cotizador': the home for a cleaning of a home, the hours for any other service; the estimate live. */
export function LengthFields({ form, serviceId }: { form: WizardForm; serviceId: ServiceId }) {
  const id = useId();
  const length = useWatch({ control: form.control, name: 'length' });
  const set = <K extends keyof BookingWizardValues['length']['estimate']>(
    key: K,
    value: BookingWizardValues['length']['estimate'][K],
  ) => form.setValue(`length.estimate.${key}`, value as never, { shouldDirty: true });
  const home = isEstimatedFromHome(serviceId);
  const { estimate } = length;
  const toggleExtra = (extra: EstimateExtra) =>
    set(
      'extras',
      estimate.extras.includes(extra)
        ? estimate.extras.filter((one) => one !== extra)
        : [...estimate.extras, extra],
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h3>
        <p className="text-sm text-slate-600">{home ? texts.homeDescription : texts.hoursDescription}</p>
      </div>
      {home ? (
        <>
          <Group legend={estimateMessages.bedrooms}>
            {numbers(BEDROOMS).map((count) => (
              <Pill
                key={count}
                type="radio"
                name={`${id}-bedrooms`}
                checked={estimate.bedrooms === count}
                onChange={() => set('bedrooms', count)}
              >
                {count}
              </Pill>
            ))}
          </Group>
          <Group legend={estimateMessages.bathrooms}>
            {numbers(BATHROOMS).map((count) => (
              <Pill
                key={count}
                type="radio"
                name={`${id}-bathrooms`}
                checked={estimate.bathrooms === count}
                onChange={() => set('bathrooms', count)}
              >
                {count}
              </Pill>
            ))}
          </Group>
          <Group legend={estimateMessages.cleaningType}>
            {CLEANING_TYPE_OPTIONS.map((option) => (
              <Pill
                key={option.value}
                type="radio"
                name={`${id}-type`}
                checked={estimate.cleaningType === option.value}
                onChange={() => set('cleaningType', option.value)}
              >
                {option.label}
              </Pill>
            ))}
          </Group>
          <Group legend={estimateMessages.extras}>
            {ESTIMATE_EXTRA_OPTIONS.map((option) => (
              <Pill
                key={option.value}
                type="checkbox"
                checked={estimate.extras.includes(option.value)}
                onChange={() => toggleExtra(option.value)}
              >
                {option.label}
              </Pill>
            ))}
          </Group>
          <div className="flex">
            <Pill type="checkbox" checked={estimate.pets} onChange={() => set('pets', !estimate.pets)}>
              {estimateMessages.pets}
            </Pill>
          </div>
        </>
      ) : (
        <div className="grid max-w-xs gap-1">
          <label htmlFor={`${id}-hours`} className="text-sm font-semibold text-slate-900">
            {estimateMessages.hours}
          </label>
          <select
            id={`${id}-hours`}
            value={String(length.hours)}
            onChange={(event) =>
              form.setValue('length.hours', Number(event.target.value), { shouldDirty: true })
            }
            className="h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            {HOURS.map((hours) => (
              <option key={hours} value={String(hours)}>
                {formatHoursRange({ minHours: hours, maxHours: hours })}
              </option>
            ))}
          </select>
        </div>
      )}
      <p role="status" className="font-semibold text-slate-900">
        {estimatedDurationLabel(wizardRange(serviceId, length))}
      </p>
    </section>
  );
}
