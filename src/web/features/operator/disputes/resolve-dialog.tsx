// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute, ResolveDisputeInput } from '#shared/schemas/operator';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { fillMessage } from '#web/lib/fill-message';
import { sendFromDialog } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useResolveDispute } from '#web/features/operator/api/resolve-dispute';
import { OutcomeField } from './outcome-field';
import { EMPTY_RESOLUTION, RESOLVE_FIELDS, resolveFormSchema, type ResolveFormValues } from './resolve-form';

const texts = operatorMessages.disputes;

type ResolveDialogProps = { dispute: Dispute; open: boolean; onOpenChange: (open: boolean) => void };

export function ResolveDialog({ dispute, open, onOpenChange }: ResolveDialogProps) {
  const resolve = useResolveDispute();
  const [refusal, setRefusal] = useState<string | null>(null);
  // No outcome chosen yet is not the schema's input type; the schema answers it with outcomeRequired.
  const resolver = useMemo(
    () =>
      zodResolver(resolveFormSchema(dispute.price)) as unknown as Resolver<
        ResolveFormValues,
        unknown,
        ResolveDisputeInput
      >,
    [dispute.price],
  );
  const form = useForm<ResolveFormValues, unknown, ResolveDisputeInput>({
    resolver,
    defaultValues: EMPTY_RESOLUTION,
  });
  const { errors, isSubmitting } = form.formState;
  const price = formatMoney(dispute.price);

  const close = () => {
    form.reset(EMPTY_RESOLUTION);
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const sent = await sendFromDialog(() => resolve.mutateAsync({ serviceId: dispute.serviceId, input }), {
      setError: form.setError,
      fields: RESOLVE_FIELDS,
      onRefusal: setRefusal,
      fallback: operatorMessages.actionFailed,
    });
    if (!sent) return;
    toast.success(operatorMessages.disputeResolved);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent
        title={fillMessage(texts.dialogTitle, { title: dispute.title })}
        description={fillMessage(texts.dialogDescription, { price })}
      >
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <OutcomeField
            price={dispute.price}
            noShow={dispute.noShowAt !== null}
            error={errors.outcome?.message}
            {...form.register('outcome')}
          />
          {form.watch('outcome') === 'split' ? (
            <TextField
              label={texts.amount}
              inputMode="decimal"
              autoComplete="off"
              hint={fillMessage(texts.amountHint, { price })}
              error={errors.amount?.message}
              {...form.register('amount')}
            />
          ) : null}
          <TextareaField
            label={operatorMessages.reason}
            hint={operatorMessages.reasonHint}
            rows={3}
            maxLength={500}
            className="[&_textarea]:min-h-24"
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogFormFooter refusal={refusal} submitting={isSubmitting} submitLabel={texts.submit} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
