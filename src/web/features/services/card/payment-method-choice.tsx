import { useId } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/catalog';
import { uiMessages } from '../../../../shared/messages';
import { cn } from '../../../lib/utils';

/** 'Forma de pago' in a dialog: native radios, one tab stop, the arrows choose, the legend names the group. */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{uiMessages.paymentMethod}</legend>
      <div className="flex flex-wrap gap-3">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm text-slate-900',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2',
              value === method.value ? 'border-brand bg-teal-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="size-4 accent-brand"
            />
            {method.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
