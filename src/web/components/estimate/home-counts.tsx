import { useId } from 'react';
import { CLEANING_TYPE_OPTIONS } from '#shared/catalog';
import { BATHROOMS, BEDROOMS, type EstimateInput } from '#shared/domain/estimate';
import { estimateMessages } from '#shared/estimate-messages';
import { SelectField } from '#web/components/ui/select-field';
import { Pill, PillGroup } from './choice-pill';

type Estimate = EstimateInput;
export type SetEstimate = <K extends keyof Estimate>(key: K, value: Estimate[K]) => void;
type Message = { message?: string } | undefined;
export type CountErrors = { bedrooms?: Message; bathrooms?: Message; cleaningType?: Message };

const numbers = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

const asOptions = (values: readonly number[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));
const BEDROOM_OPTIONS = asOptions(numbers(BEDROOMS));
const BATHROOM_OPTIONS = asOptions(numbers(BATHROOMS));

type CountsProps = { estimate: Estimate; set: SetEstimate; errors?: CountErrors };

/** Recámaras, Baños and Tipo de limpieza as pills: one tap each, for a step that asks nothing else. */
export function CountPills({ estimate, set }: CountsProps) {
  const id = useId();
  const radios = <K extends 'bedrooms' | 'bathrooms' | 'cleaningType'>(
    key: K,
    legend: string,
    options: readonly { value: Estimate[K]; label: string }[],
  ) => (
    <PillGroup legend={legend}>
      {options.map((option) => (
        <Pill
          key={String(option.value)}
          type="radio"
          name={`${id}-${key}`}
          checked={estimate[key] === option.value}
          onChange={() => set(key, option.value)}
        >
          {option.label}
        </Pill>
      ))}
    </PillGroup>
  );
  const counts = (range: { min: number; max: number }) =>
    numbers(range).map((count) => ({ value: count, label: String(count) }));
  return (
    <>
      {radios('bedrooms', estimateMessages.bedrooms, counts(BEDROOMS))}
      {radios('bathrooms', estimateMessages.bathrooms, counts(BATHROOMS))}
      {radios('cleaningType', estimateMessages.cleaningType, CLEANING_TYPE_OPTIONS)}
    </>
  );
}

/** The same three as selects side by side: compact, inside a longer form. */
export function CountSelects({ estimate, set, errors }: CountsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={estimateMessages.bedrooms}
        placeholder={estimateMessages.bedrooms}
        options={BEDROOM_OPTIONS}
        value={String(estimate.bedrooms)}
        onChange={(event) => set('bedrooms', Number(event.target.value))}
        error={errors?.bedrooms?.message}
      />
      <SelectField
        label={estimateMessages.bathrooms}
        placeholder={estimateMessages.bathrooms}
        options={BATHROOM_OPTIONS}
        value={String(estimate.bathrooms)}
        onChange={(event) => set('bathrooms', Number(event.target.value))}
        error={errors?.bathrooms?.message}
      />
      <SelectField
        label={estimateMessages.cleaningType}
        placeholder={estimateMessages.cleaningType}
        options={CLEANING_TYPE_OPTIONS}
        value={estimate.cleaningType}
        onChange={(event) => set('cleaningType', event.target.value as Estimate['cleaningType'])}
        error={errors?.cleaningType?.message}
      />
    </div>
  );
}
