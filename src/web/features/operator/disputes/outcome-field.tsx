import { useId, type ComponentProps } from 'react';
import { formatMoney } from '#shared/format';
import { DISPUTE_OUTCOMES, operatorMessages, type DisputeOutcome } from '#shared/operator-messages';
import { fillMessage } from '#web/lib/fill-message';

const texts = operatorMessages.disputes;

type OutcomeFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  price: number;
  error?: string;
  /** A contested no-show: upheld or in the customer's favour, never split. */
  noShow?: boolean;
};

const NO_SHOW_OUTCOMES = ['keep', 'refund'] as const satisfies readonly DisputeOutcome[];

// Three outcomes (two for a no-show), each with what it means for the customer: radios show them all at once.
export function OutcomeField({ price, error, noShow = false, ...inputProps }: OutcomeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900">{texts.outcome}</legend>
      {(noShow ? NO_SHOW_OUTCOMES : DISPUTE_OUTCOMES).map((outcome) => (
        <div key={outcome} className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-${outcome}`}
            type="radio"
            value={outcome}
            aria-describedby={`${id}-${outcome}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            {...inputProps}
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-${outcome}`} className="font-medium text-slate-900">
              {noShow
                ? operatorMessages.noShowOutcomes[outcome as 'keep']
                : operatorMessages.outcomes[outcome]}
            </label>
            <p id={`${id}-${outcome}-hint`} className="text-slate-600">
              {fillMessage(
                noShow ? texts.noShowOutcomeHints[outcome as 'keep'] : texts.outcomeHints[outcome],
                {
                  price: formatMoney(price),
                },
              )}
            </p>
          </div>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
