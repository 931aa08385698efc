import { useEffect, useState, type RefObject } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '#web/components/ui/dialog';

/** Where a payment dialog stands; a service's declined card and a plan's OXXO voucher add their own stages. */
export type PaymentStage = 'loading' | 'ready' | 'paying' | 'confirming' | 'slow' | 'failed';

/** How long a dialog waits for the gateway's word (its webhook) before saying it may take longer. */
const CONFIRM_WAIT_MS = 60_000;

/** The stage and the refusal shown; 'confirming' turns 'slow' once the wait is long. */
export function usePaymentStages<Extra extends string = never>() {
  const [stage, setStage] = useState<PaymentStage | Extra>('loading');
  const [error, setError] = useState<string | null>(null);
  const waiting = stage === 'confirming' || stage === 'slow';

  useEffect(() => {
    if (stage !== 'confirming') return;
    const timer = setTimeout(() => setStage('slow'), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  return { stage, setStage, error, setError, waiting };
}

export interface GatewayFormTexts {
  loadingForm: string;
  formFailed: string;
  confirming: string;
  confirmingSlow: string;
}

/** The status line of a stage: the form loading or failing, the payment waiting for its webhook; else none. */
export function stageNote(stage: string, texts: GatewayFormTexts): string | null {
  const notes: Partial<Record<string, string>> = {
    loading: texts.loadingForm,
    failed: texts.formFailed,
    confirming: texts.confirming,
    slow: texts.confirmingSlow,
  };
  return notes[stage] ?? null;
}

/** Where the gateway's form is mounted: Stripe's Payment Element by `mountRef`, Mercado Pago's brick by `mountId`. */
export type GatewayForm = {
  mountRef?: RefObject<HTMLDivElement | null>;
  mountId?: string;
  /** The mounted form's name, when the gateway's form does not name itself. */
  label?: string;
  /** Once paid, declined or a voucher issued: the form has nothing more to take. */
  hidden: boolean;
  /** The note that card data goes to the gateway. */
  footnote: string;
};

export type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  stage: PaymentStage | 'declined' | 'voucher';
  form: GatewayForm;
  /** The stage's status line (stageNote, or the dialog's own). */
  note: string | null;
  /** The gateway's or the server's refusal. */
  error: string | null;
  /** The button that pays, while the form is up; none where the gateway's form brings its own. */
  action?: { label: string; onClick: () => void };
  /** Another card once one was declined ('Intentar con otra tarjeta'): the server asks for a new payment. */
  retry?: { label: string; pending: boolean; onClick: () => void };
  closeLabel: string;
  /** 'Cerrar' beside the action (a service's card), or only in its place (a plan: paid, voucher or failed). */
  closeBesideAction?: boolean;
};

/**
 * A card or an online payment in the gateway's own form, mounted in a dialog: the card data goes from the browser
 * to the gateway. The dialog stays open while paying, and says what it waits for once the payment is sent.
 */
export function PaymentDialog({
  open,
  onOpenChange,
  title,
  description,
  stage,
  form,
  note,
  error,
  action,
  retry,
  closeLabel,
  closeBesideAction = true,
}: PaymentDialogProps) {
  const paying = stage === 'paying';
  const formUp = stage === 'loading' || stage === 'ready' || paying;
  const payButton = action && formUp;
  return (
    <Dialog open={open} onOpenChange={(next) => (paying ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description}>
        <div
          ref={form.mountRef}
          id={form.mountId}
          {...(form.label && { role: 'group', 'aria-label': form.label })}
          className={form.hidden ? 'hidden' : 'min-h-24'}
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
        <p className="text-xs text-slate-600">{form.footnote}</p>
        <DialogFooter>
          {closeBesideAction || !payButton ? (
            <Button variant="outline" disabled={paying} onClick={() => onOpenChange(false)}>
              {closeLabel}
            </Button>
          ) : null}
          {stage === 'declined' && retry ? (
            <Button loading={retry.pending} onClick={retry.onClick}>
              {retry.label}
            </Button>
          ) : payButton ? (
            <Button loading={paying} disabled={stage === 'loading'} onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
