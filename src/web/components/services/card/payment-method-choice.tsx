import { useId } from 'react';
import type { PaymentMethod } from '../../../../shared/catalog';
import { uiMessages } from '../../../../shared/messages';
import { useOfferedMethods } from '../../payments/offered-methods';
import { cn } from '../../../lib/utils';

/**
 * 'Forma de pago' in a dialog: native radios, one tab stop, the arrows choose, the legend names the group. OXXO,
 * when offered but not possible now, stays visible, disabled, with the reason read with it.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled = false,
  online = false,
  oxxoReason = null,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  online?: boolean;
  oxxoReason?: string | null;
}) {
  const name = useId();
  // Cash and transfer, 'Tarjeta' where the server takes cards, SPEI and OXXO when paid online with this provider.
  const methods = useOfferedMethods(online);
  const reasonId = `${name}-oxxo`;
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-900">{uiMessages.paymentMethod}</legend>
      <div className="flex flex-wrap gap-3">
        {methods.map((method) => {
          const blocked = method.value === 'oxxo' && oxxoReason !== null;
          return (
            <label
              key={method.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm text-slate-900',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2',
                value === method.value ? 'border-brand bg-teal-50' : 'border-slate-300 bg-white',
                blocked && 'cursor-not-allowed text-slate-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={method.value}
                checked={value === method.value}
                disabled={blocked}
                aria-describedby={blocked ? reasonId : undefined}
                onChange={() => onChange(method.value)}
                className="size-4 accent-brand"
              />
              {method.label}
            </label>
          );
        })}
      </div>
      {online && oxxoReason ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {oxxoReason}
        </p>
      ) : null}
    </fieldset>
  );
}
