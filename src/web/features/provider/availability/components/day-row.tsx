import type { UseFormRegisterReturn } from 'react-hook-form';
import { providerUi } from '#shared/provider-ui';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';

const texts = providerUi.availability;

type DayRowProps = {
  name: string;
  enabled: boolean;
  enabledField: UseFormRegisterReturn;
  startField: UseFormRegisterReturn;
  endField: UseFormRegisterReturn;
  startError?: string;
  endError?: string;
};

// The legend names the day, so "Desde" and "Hasta" are read as "Lunes, Desde".
export function DayRow({
  name,
  enabled,
  enabledField,
  startField,
  endField,
  startError,
  endError,
}: DayRowProps) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
      <legend className="sr-only">{name}</legend>
      <div className="grid gap-1 sm:pt-8">
        <p aria-hidden className="font-semibold text-slate-900">
          {name}
        </p>
        <CheckboxField label={texts.available} {...enabledField} />
      </div>
      {/* Hidden hours keep their values in the form, ready if the day is switched back on. */}
      {enabled ? (
        <>
          <TextField label={texts.start} type="time" error={startError} {...startField} />
          <TextField label={texts.end} type="time" error={endError} {...endField} />
        </>
      ) : (
        <p className="text-sm text-slate-600 sm:col-span-2 sm:pt-8">{texts.unavailable}</p>
      )}
    </fieldset>
  );
}
