import { useState } from 'react';
import { formatMoney } from '#shared/format';
import type { PlanOut } from '#shared/schemas/recurring';
import { formatPlanInstant } from '#web/components/recurring/plan-time';
import { recurringUi } from '#web/components/recurring/texts';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { fillMessage } from '#web/lib/fill-message';
import { useAnswerPrice } from './api';

const texts = recurringUi;

/**
 * The provider's new price per visit, waiting for the customer: 'Aceptar nuevo precio' in one tap, or 'Rechazar
 * nuevo precio' after the dialog says the plan then ends after the last visit at the old price.
 */
export function PriceOffer({ plan, change }: { plan: PlanOut; change: NonNullable<PlanOut['priceChange']> }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const answer = useAnswerPrice(setRefusal);
  const values = { price: formatMoney(change.price), date: formatPlanInstant(plan, change.from) };
  const send = (accept: boolean, onSuccess?: () => void) => {
    setRefusal(null);
    answer.mutate({ planId: plan.id, accept }, { onSuccess });
  };
  return (
    <section
      aria-label={texts.priceProposed}
      className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <p>
        <strong className="font-semibold text-slate-900">{texts.priceProposed}.</strong>{' '}
        {fillMessage(texts.priceOffer, values)}
      </p>
      {refusal && !declining ? <Alert>{refusal}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          loading={answer.isPending && answer.variables.accept}
          disabled={answer.isPending}
          onClick={() => send(true)}
        >
          {texts.acceptPrice}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => setDeclining(true)}>
          {texts.rejectPrice}
        </Button>
      </div>
      <Dialog open={declining} onOpenChange={(next) => !answer.isPending && setDeclining(next)}>
        <DialogContent
          title={texts.rejectPrice}
          description={fillMessage(texts.rejectPriceDescription, values)}
        >
          <DialogFormFooter
            refusal={refusal}
            submitting={answer.isPending}
            submitLabel={texts.rejectPrice}
            submitVariant="destructive"
            cancelLabel={texts.back}
            onConfirm={() => send(false, () => setDeclining(false))}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
