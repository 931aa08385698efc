import { useId, type ComponentProps } from 'react';
import type { PaymentMethod } from '#shared/domain/payment-methods';
import { uiMessages } from '#shared/common-messages';
import { cn } from '#web/lib/utils';
import { useOfferedMethods } from './offered-methods';

/** What a form's `register('paymentMethod')` gives each radio. */
type RegisteredRadio = Omit<ComponentProps<'input'>, 'type' | 'value'>;

type PaymentMethodChoiceProps = {
  /** SPEI and OXXO are offered (paid online with this provider); OXXO disabled with `oxxoReason`. */
  online?: boolean;
  oxxoReason?: string | null;
  /** The schema's or the server's refusal of this way to pay (a card, with a provider who takes none). */
  error?: string;
  disabled?: boolean;
} & (
  | { field: RegisteredRadio; value?: never; onChange?: never }
  | { value: PaymentMethod; onChange: (method: PaymentMethod) => void; field?: never }
);

/**
 * 'Forma de pago', in a form (`field`, registered) or a dialog (`value` and `onChange`): native radios, one tab
 * stop, the arrows choose, the legend names the group. Cash and transfer always, 'Tarjeta' where the server
 * takes cards; OXXO, when offered but not possible now, stays visible, disabled, with the reason read with it.
 */
export function PaymentMethodChoice({
  online = false,
  oxxoReason = null,
  error,
  disabled = false,
  ...choice
}: PaymentMethodChoiceProps) {
  const id = useId();
  const methods = useOfferedMethods(online);
  const errorId = `${id}-error`;
  const reasonId = `${id}-oxxo`;
  const radio = (method: PaymentMethod): ComponentProps<'input'> =>
    choice.field
      ? choice.field
      : { name: id, checked: choice.value === method, onChange: () => choice.onChange(method) };
  return (
    <fieldset
      className="grid gap-2"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-900">{uiMessages.paymentMethod}</legend>
      <div className="flex flex-wrap gap-3">
        {methods.map((method) => {
          const blocked = method.value === 'oxxo' && oxxoReason !== null;
          return (
            <label
              key={method.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
                'has-checked:border-brand has-checked:bg-brand-soft',
                'has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2',
                blocked && 'cursor-not-allowed text-slate-600',
              )}
            >
              <input
                type="radio"
                value={method.value}
                className="size-4 accent-brand"
                {...radio(method.value)}
                disabled={blocked}
                aria-describedby={blocked ? reasonId : undefined}
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
      {error ? (
        <p id={errorId} data-slot="field-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
