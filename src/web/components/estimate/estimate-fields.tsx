import { useId, type Ref } from 'react';
import { ESTIMATE_EXTRA_OPTIONS, isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import type { EstimateExtra } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';
import { estimatedDurationLabel } from '#shared/estimate-labels';
import { SERVICE_HOURS_OPTIONS } from '#shared/request-length-labels';
import { SelectField } from '#web/components/ui/select-field';
import { Pill, PillGroup } from './choice-pill';
import { estimatedRange, type EstimateLength } from './estimate-length';
import { CountPills, CountSelects, type CountErrors, type SetEstimate } from './home-counts';

type Message = { message?: string } | undefined;

/** What a form's errors hold of the 'Cotizador' (react-hook-form's `errors.length` fits). */
export type EstimateErrors = { message?: string; hours?: Message; estimate?: CountErrors };

export interface EstimateFieldsProps {
  serviceId: ServiceId;
  value: EstimateLength;
  onChange: (value: EstimateLength) => void;
  /** 'pills' for a step that asks nothing else (the wizard), 'selects' inside a longer form (Nueva Solicitud). */
  counts: 'pills' | 'selects';
  /** Under the title: what the answers are for. */
  description?: string;
  errors?: EstimateErrors;
  /** The hours' select, for the form to focus it on an error. */
  hoursRef?: Ref<HTMLSelectElement>;
}

/**
 * The 'Cotizador': the home for a cleaning of a home (Recámaras, Baños, Tipo de limpieza, extras, Mascotas), the
 * hours for any other service, and 'Duración estimada' following every change. The group is described by the
 * estimate, so a screen reader entering it hears the answer too.
 */
export function EstimateFields(props: EstimateFieldsProps) {
  const { serviceId, value, onChange, counts, description, errors, hoursRef } = props;
  const id = useId();
  const { estimate } = value;
  const set: SetEstimate = (key, next) => onChange({ ...value, estimate: { ...estimate, [key]: next } });
  const toggleExtra = (extra: EstimateExtra) =>
    set(
      'extras',
      estimate.extras.includes(extra)
        ? estimate.extras.filter((one) => one !== extra)
        : [...estimate.extras, extra],
    );
  const Counts = counts === 'pills' ? CountPills : CountSelects;

  return (
    <fieldset
      aria-describedby={`${id}-estimate`}
      className="grid gap-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {/* Floated, the legend is laid out inside the panel like any child rather than on its border. */}
      <legend className="float-left w-full text-lg font-semibold text-slate-900">
        {estimateMessages.title}
      </legend>
      {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      {isEstimatedFromHome(serviceId) ? (
        <>
          <Counts estimate={estimate} set={set} errors={errors?.estimate} />
          <PillGroup legend={estimateMessages.extras}>
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
          </PillGroup>
          <div className="flex">
            <Pill type="checkbox" checked={estimate.pets} onChange={() => set('pets', !estimate.pets)}>
              {estimateMessages.pets}
            </Pill>
          </div>
        </>
      ) : (
        <SelectField
          ref={hoursRef}
          label={estimateMessages.hours}
          placeholder={estimateMessages.hours}
          options={SERVICE_HOURS_OPTIONS}
          className="sm:max-w-xs"
          value={String(value.hours)}
          onChange={(event) => onChange({ ...value, hours: Number(event.target.value) })}
          error={errors?.hours?.message}
        />
      )}
      <p id={`${id}-estimate`} role="status" className="font-semibold text-slate-900">
        {estimatedDurationLabel(estimatedRange(serviceId, value))}
      </p>
      {errors?.message ? (
        <p data-slot="field-error" className="text-sm font-medium text-red-700">
          {errors.message}
        </p>
      ) : null}
    </fieldset>
  );
}
