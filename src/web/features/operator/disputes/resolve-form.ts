// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import '#web/lib/zod-resolver';
import { z } from 'zod';
import { DISPUTE_OUTCOMES, operatorMessages, type DisputeOutcome } from '#shared/operator-messages';
import { reasonInput, type ResolveDisputeInput } from '#shared/schemas/operator';

const texts = operatorMessages.disputes;

// Pesos as typed in Mexico: an optional sign, thousands grouped with commas or not, up to two decimals.
const PESOS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** '350', '350.50', '$1,350.5' in centavos (35000, 35050, 135050); null when the text is not an amount. */
export function parsePesos(text: string): number | null {
  const match = PESOS.exec(text.trim());
  if (!match) return null;
  const [, whole = '', cents = ''] = match;
  const centavos = Number(whole.replaceAll(',', '')) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/** Why a split's amount cannot be sent: missing, not an amount, or not strictly between $0 and the price. */
export function splitAmountError(text: string, price: number): string | null {
  if (text.trim() === '') return operatorMessages.splitAmountRequired;
  const centavos = parsePesos(text);
  if (centavos === null) return texts.amountInvalid;
  return centavos >= 1 && centavos < price ? null : operatorMessages.splitAmountRange;
}

/** What the dialog's inputs hold: no outcome is chosen at first, and the amount is text in pesos. */
export type ResolveFormValues = { outcome: DisputeOutcome | ''; amount: string; reason: string };
export const EMPTY_RESOLUTION: ResolveFormValues = { outcome: '', amount: '', reason: '' };
export const RESOLVE_FIELDS = ['outcome', 'amount', 'reason'] as const;

/** The shared rules for a dispute of this price, as the form holds its values; the output is the API's body. */
export function resolveFormSchema(price: number) {
  return z
    .object({
      outcome: z.enum(DISPUTE_OUTCOMES, texts.outcomeRequired),
      amount: z.string(),
      reason: reasonInput.shape.reason,
    })
    .superRefine((form, context) => {
      const message = form.outcome === 'split' ? splitAmountError(form.amount, price) : null;
      if (message) context.addIssue({ code: 'custom', path: ['amount'], message });
    })
    .transform(({ outcome, amount, reason }): ResolveDisputeInput =>
      outcome === 'split' ? { outcome, reason, amount: parsePesos(amount)! } : { outcome, reason },
    );
}
