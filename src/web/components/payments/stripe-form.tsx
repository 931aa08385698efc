import type { RefObject } from 'react';

/** Where a Stripe payment dialog stands; a plan's OXXO voucher and a declined card add their own stages. */
export type StripeFormStage = 'loading' | 'ready' | 'paying' | 'confirming' | 'slow' | 'failed';

export interface StripeFormTexts {
  loadingForm: string;
  formFailed: string;
  confirming: string;
  confirmingSlow: string;
}

/** The status line of a stage: the form loading or failing, the payment waiting for its webhook; else none. */
export function stageNote(stage: string, texts: StripeFormTexts): string | null {
  const notes: Partial<Record<string, string>> = {
    loading: texts.loadingForm,
    failed: texts.formFailed,
    confirming: texts.confirming,
    slow: texts.confirmingSlow,
  };
  return notes[stage] ?? null;
}

/**
 * The body every card dialog shares: where the gateway's form is mounted (Stripe's Payment Element by `mountRef`,
 * Mercado Pago's brick by `mountId`, labelled), hidden once paid, the stage's status line, the gateway's or the
 * server's refusal, and the note that card data goes to the gateway.
 */
export function StripeForm({
  mountRef,
  mountId,
  label,
  hidden,
  note,
  error,
  footnote,
}: {
  mountRef?: RefObject<HTMLDivElement | null>;
  mountId?: string;
  /** The mounted form's name, when the gateway's form does not name itself. */
  label?: string;
  hidden: boolean;
  note: string | null;
  error: string | null;
  footnote: string;
}) {
  return (
    <>
      <div
        ref={mountRef}
        id={mountId}
        {...(label && { role: 'group', 'aria-label': label })}
        className={hidden ? 'hidden' : 'min-h-24'}
      />
      {note ? (
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">{footnote}</p>
    </>
  );
}
