// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { recurringMessages } from '#shared/recurring-messages';
import { priceChangeInput } from '#shared/schemas/recurring';
import type { PlanOut } from '#shared/schemas/recurring';
import { recurringUi } from '#web/components/recurring/texts';
import { FormDialog } from '#web/components/ui/form-dialog';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextField } from '#web/components/ui/text-field';
import { fieldProps } from '#web/lib/field-props';
import { toast } from '#web/lib/toast';
import { useDialogSend, useFormDialog } from '#web/lib/use-dialog-send';
import { useEndPlan, useProposePrice } from './api';

const texts = recurringUi;

/** The form's price is in pesos, as the provider panel's prices are typed; the API's in centavos. */
const pesosForm = z.object({
  price: z
    .number(recurringMessages.priceInvalid)
    .transform((pesos) => Math.round(pesos * 100))
    .pipe(priceChangeInput.shape.price),
});
type PesosValues = z.input<typeof pesosForm>;

type PlanDialogProps = { plan: PlanOut; open: boolean; onOpenChange: (open: boolean) => void };

/** 'Cambiar precio': from 14 days ahead and only once the customer accepts; the dialog says both. */
export function PriceDialog({ plan, open, onOpenChange }: PlanDialogProps) {
  const propose = useProposePrice();
  const form = useForm<PesosValues, unknown, z.output<typeof pesosForm>>({
    resolver: zodResolver(pesosForm),
    defaultValues: { price: Number.NaN },
  });
  const dialog = useFormDialog(form, {
    send: ({ price }) => propose.mutateAsync({ planId: plan.id, price }),
    fields: ['price'],
    fallback: texts.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: () => toast.success(texts.priceProposed),
  });
  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={texts.changePrice}
      description={texts.changePriceDescription}
      submitLabel={texts.proposePrice}
    >
      <TextField
        label={texts.newPriceLabel}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        {...fieldProps(form, 'price', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}

/** 'Terminar plan' with notice: the dialog says which visits stay and that the customer is told. */
export function EndPlanDialog({ plan, open, onOpenChange }: PlanDialogProps) {
  const end = useEndPlan();
  const dialog = useDialogSend({
    submitting: end.isPending,
    fallback: texts.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: () => toast.success(texts.planEnded),
  });
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent title={texts.endPlan} description={texts.endPlanDescription}>
        <DialogFormFooter
          refusal={dialog.refusal}
          submitting={dialog.submitting}
          submitLabel={texts.endPlan}
          submitVariant="destructive"
          cancelLabel={texts.back}
          onConfirm={() => void dialog.send(() => end.mutateAsync(plan.id))}
        />
      </DialogContent>
    </Dialog>
  );
}
