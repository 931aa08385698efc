import { useId } from 'react';
import type { PlanPayMethod } from '../../../../../shared/domain/plans';
import { planPaymentMessages } from '../../../../../shared/messages';
import { cn } from '../../../../lib/utils';

const texts = planPaymentMessages.oxxo;
const OPTIONS: ReadonlyArray<{ value: PlanPayMethod; label: string; hint?: string }> = [
  { value: 'card', label: texts.card },
  { value: 'oxxo', label: texts.cash, hint: texts.cashHint },
];

/** 'Forma de pago' in the plan dialog: native radios, one tab stop, the arrows choose, the legend names it. */
export function PayMethodField({
  value,
  onChange,
  disabled = false,
}: {
  value: PlanPayMethod;
  onChange: (value: PlanPayMethod) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{texts.methodLegend}</legend>
      {OPTIONS.map((option) => {
        const hintId = option.hint ? `${name}-${option.value}-hint` : undefined;
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2',
              option.value === value ? 'border-brand bg-teal-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={hintId}
              className="mt-0.5 size-4 accent-brand"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-slate-900">{option.label}</span>
              {option.hint ? (
                <span id={hintId} className="text-slate-700">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
