import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useOfferedMethods } from '../../../components/payments/offered-methods';
import { bookingTexts } from '../texts';
import { FieldError } from './field-error';

export function PaymentOptions({
  field,
  error,
  online = false,
  oxxoReason = null,
}: {
  field: UseFormRegisterReturn<'paymentMethod'>;
  /** The server's refusal of this way to pay (a card, with a provider who takes none). */
  error?: string;
  /** SPEI and OXXO are offered (paid online with this provider); OXXO disabled with `oxxoReason`. */
  online?: boolean;
  oxxoReason?: string | null;
}) {
  const id = useId();
  // 'Tarjeta' only where the server takes cards (GET /api/config).
  const methods = useOfferedMethods(online);
  const errorId = `${id}-error`;
  const reasonId = `${id}-oxxo`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-900">{bookingTexts.address.payment}</legend>
      <div className="flex flex-wrap gap-3">
        {methods.map((method) => (
          <label
            key={method.value}
            htmlFor={`${id}-${method.value}`}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:ring-2 has-focus-visible:ring-brand"
          >
            <input
              id={`${id}-${method.value}`}
              type="radio"
              value={method.value}
              className="size-4 accent-brand"
              {...field}
              disabled={method.value === 'oxxo' && oxxoReason !== null}
              aria-describedby={method.value === 'oxxo' && oxxoReason ? reasonId : undefined}
            />
            {method.label}
          </label>
        ))}
      </div>
      {online && oxxoReason ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {oxxoReason}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
