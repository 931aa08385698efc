import { useId } from 'react';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { cn } from '#web/lib/utils';
import type { PayOption } from '#web/features/provider/subscription/plan-payment';

const texts = planPaymentMessages.oxxo;
const keyOf = (option: Pick<PayOption, 'gateway' | 'method'>) => `${option.gateway}-${option.method}`;

/** 'Forma de pago' in the plan dialog: native radios, one tab stop, the arrows choose, the legend names it. */
export function PayMethodField({
  options,
  value,
  onChange,
  disabled = false,
}: {
  /** payOptions(): the gateways' ways to pay. */
  options: PayOption[];
  value: Pick<PayOption, 'gateway' | 'method'>;
  onChange: (value: PayOption) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{texts.methodLegend}</legend>
      {options.map((option) => {
        const key = keyOf(option);
        const checked = key === keyOf(value);
        const hintId = option.hint ? `${name}-${key}-hint` : undefined;
        return (
          <label
            key={key}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2',
              checked ? 'border-brand bg-teal-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={key}
              checked={checked}
              onChange={() => onChange(option)}
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
