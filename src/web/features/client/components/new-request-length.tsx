import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  CLEANING_TYPE_OPTIONS,
  ESTIMATE_EXTRA_OPTIONS,
  isEstimatedFromHome,
  SERVICE_IDS,
  type ServiceId,
} from '#shared/catalog';
import { BATHROOMS, BEDROOMS } from '#shared/domain/estimate';
import { lengthRange } from '#shared/domain/service-length';
import { estimateMessages } from '#shared/estimate-messages';
import { estimatedDurationLabel } from '#shared/estimate-labels';
import { SERVICE_HOURS_OPTIONS } from '#shared/request-length-labels';
import { requestMessages } from '#shared/request-messages';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { SelectField } from '#web/components/ui/select-field';
import { fieldProps } from '#web/lib/field-props';
import type { NewRequestOutput, NewRequestValues } from './new-request-schema';

type Form = UseFormReturn<NewRequestValues, unknown, NewRequestOutput>;

const countOptions = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => ({
    value: String(min + index),
    label: String(min + index),
  }));
const BEDROOM_OPTIONS = countOptions(BEDROOMS);
const BATHROOM_OPTIONS = countOptions(BATHROOMS);
// Selects hold text; the form holds numbers.
const asNumber = { setValueAs: (value: string | number) => Number(value) };

const isServiceId = (value: string): value is ServiceId => (SERVICE_IDS as readonly string[]).includes(value);

/**
 * The 'Cotizador' of the new request, once a service is chosen: the home for a home's cleaning, else the hours.
 * The estimate below the fields follows every change, as the wizard's does; providers see it on the request.
 */
export function NewRequestLength({ form }: { form: Form }) {
  const serviceId = form.watch('serviceId');
  const length = form.watch('length');
  // A deep cleaning is 'Profunda' to begin with; the person may still choose another type.
  useEffect(() => {
    if (serviceId === 'deep-cleaning') form.setValue('length.estimate.cleaningType', 'profunda');
  }, [serviceId, form]);
  if (!isServiceId(serviceId)) return null;
  const estimated = isEstimatedFromHome(serviceId);
  const range = lengthRange(estimated ? { estimate: length.estimate } : { hours: length.hours });
  const lengthError = form.formState.errors.length?.message;

  return (
    <fieldset
      className="grid gap-4 rounded-md border border-slate-200 p-4"
      aria-describedby="new-request-estimate"
    >
      <legend className="px-1 text-sm font-medium text-slate-900">{requestMessages.estimateTitle}</legend>
      {estimated ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={estimateMessages.bedrooms}
              placeholder={estimateMessages.bedrooms}
              options={BEDROOM_OPTIONS}
              {...fieldProps(form, 'length.estimate.bedrooms', asNumber)}
            />
            <SelectField
              label={estimateMessages.bathrooms}
              placeholder={estimateMessages.bathrooms}
              options={BATHROOM_OPTIONS}
              {...fieldProps(form, 'length.estimate.bathrooms', asNumber)}
            />
            <SelectField
              label={estimateMessages.cleaningType}
              placeholder={estimateMessages.cleaningType}
              options={CLEANING_TYPE_OPTIONS}
              {...fieldProps(form, 'length.estimate.cleaningType')}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">{estimateMessages.extras}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {ESTIMATE_EXTRA_OPTIONS.map((option) => (
                <CheckboxField
                  key={option.value}
                  label={option.label}
                  value={option.value}
                  {...form.register('length.estimate.extras')}
                />
              ))}
            </div>
          </fieldset>
          <CheckboxField label={estimateMessages.pets} {...form.register('length.estimate.pets')} />
        </>
      ) : (
        <SelectField
          label={estimateMessages.hours}
          placeholder={estimateMessages.hours}
          options={SERVICE_HOURS_OPTIONS}
          className="sm:max-w-xs"
          {...fieldProps(form, 'length.hours', asNumber)}
        />
      )}
      <p id="new-request-estimate" aria-live="polite" className="font-semibold text-slate-900">
        {estimatedDurationLabel(range)}
      </p>
      {lengthError ? (
        <p data-slot="field-error" className="text-sm font-medium text-red-700">
          {lengthError}
        </p>
      ) : null}
    </fieldset>
  );
}
