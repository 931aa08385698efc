import { useId, type ComponentProps } from 'react';
import { useOfferedMethods } from '../../../components/payments/offered-methods';
import { clientUi } from '../texts';

type PaymentMethodFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & { error?: string };

// Two or three choices that fit on one line: radios show them all at once and need one keypress to change.
// 'Tarjeta' only where the server takes cards (GET /api/config).
export function PaymentMethodField({ error, ...inputProps }: PaymentMethodFieldProps) {
  const id = useId();
  const methods = useOfferedMethods();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{clientUi.form.paymentMethod}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {methods.map((method) => (
          <label key={method.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={method.value}
              className="size-4 accent-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              {...inputProps}
            />
            {method.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
