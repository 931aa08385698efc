import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancellationCharge, type CancellingAction } from '#shared/domain/cancellation-fee';
import type { PartyAction } from '#shared/domain/service-lifecycle';
import { formatMoney } from '#shared/format';
import type { Service, ServiceActionInput } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { TextareaField } from '#web/components/ui/textarea-field';
import { ApiError, apiFetch } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { serviceActionUi as texts, serviceUi } from './texts';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';

const CHARGED: ReadonlySet<PartyAction> = new Set<CancellingAction>(['cancel_by_customer', 'report_no_show']);

/** The steps that carry a text, and its label: the customer's report, and the provider's answer to it. */
const REASON_LABELS: Partial<Record<PartyAction, string>> = {
  report_problem: texts.problemLabel,
  contest_no_show: texts.contestLabel,
  answer_dispute: texts.statementLabel,
};

function takeStep(serviceId: string, body: ServiceActionInput): Promise<{ service: Service }> {
  return apiFetch(`/api/services/${encodeURIComponent(serviceId)}/actions`, { method: 'POST', body });
}

/** The charge the dialog states, by the same rule the server applies when the step is taken. */
function chargeOf(service: StepTarget, action: PartyAction): number | null {
  if (!CHARGED.has(action)) return null;
  return cancellationCharge(
    action as CancellingAction,
    {
      status: service.status,
      scheduledAt: new Date(service.scheduledAt),
      price: service.price,
      leftOutAt: service.leftOut ? new Date(service.scheduledAt) : null,
    },
    new Date(),
  );
}

/** What a step's dialog needs of its service: a card's whole service, or a line of Ganancias. */
export type StepTarget = Pick<Service, 'id' | 'title' | 'status' | 'scheduledAt' | 'price'> &
  Partial<Pick<Service, 'card' | 'leftOut'>>;

// One button per step the server says this person may take now; each asks first in a dialog.
export function ServiceActions({ service, labelledBy }: { service: Service; labelledBy: string }) {
  if (service.actions.length === 0) return null;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="flex flex-wrap gap-3 border-t border-slate-100 pt-4"
    >
      {service.actions.map((action) => (
        <StepButton key={action} target={service} action={action} />
      ))}
    </div>
  );
}

/** One step's button and the dialog it opens. */
export function StepButton({
  target,
  action,
  size,
}: {
  target: StepTarget;
  action: PartyAction;
  size?: 'sm';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={action === 'decline_booking' || action.startsWith('cancel') ? 'outline' : 'default'}
        onClick={() => setOpen(true)}
      >
        {texts.actions[action].label}
      </Button>
      {open ? <StepDialog service={target} action={action} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function StepDialog({
  service,
  action,
  onClose,
}: {
  service: StepTarget;
  action: PartyAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const text = texts.actions[action];
  const reasonLabel = REASON_LABELS[action];
  const charge = chargeOf(service, action);
  // A charge of a service not paid online goes from hand to hand: said before the customer cancels.
  const payInPerson = action === 'cancel_by_customer' && (charge ?? 0) > 0 && service.card === null;
  // The toast and the closing live on the mutation, not on one call of it: once the step is taken the list
  // refreshes, and the card (with this dialog) may leave it before a call's own callbacks would run.
  const step = useMutation({
    mutationFn: (body: ServiceActionInput) => takeStep(service.id, body),
    onSuccess: () => {
      toast.success(text.doneTitle, charge === null ? text.doneBody : chargeSentence(charge));
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(texts.failed);
    },
    // Also after a refusal: the list shows what the service has become meanwhile (and a new charge).
    onSettled: () => void queryClient.invalidateQueries(),
  });

  const confirm = () => {
    setRefusal(null);
    setReasonError(undefined);
    const body: ServiceActionInput = { action };
    if (charge !== null) body.expectedFee = charge;
    if (reasonLabel) body.reason = reason;
    step.mutate(body);
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !step.isPending) onClose();
      }}
    >
      <DialogContent title={fillMessage(text.title, { title: service.title })} description={text.description}>
        {charge !== null ? <p className="font-semibold text-slate-900">{chargeSentence(charge)}</p> : null}
        {payInPerson ? <p className="text-sm text-slate-700">{serviceUi.payChargeInPerson}</p> : null}
        {action === 'cancel_by_customer' ? <p className="text-sm text-slate-700">{texts.policy}</p> : null}
        {reasonLabel ? (
          <TextareaField
            label={reasonLabel}
            value={reason}
            maxLength={1000}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <DialogFormFooter
          refusal={refusal}
          submitting={step.isPending}
          submitLabel={text.confirm}
          cancelLabel={texts.back}
          onConfirm={confirm}
        />
      </DialogContent>
    </Dialog>
  );
}

function chargeSentence(charge: number): string {
  return charge === 0 ? texts.noCharge : fillMessage(texts.charge, { amount: formatMoney(charge) });
}
