// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import { formResolver } from '#web/lib/zod-resolver';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute, ResolveDisputeInput } from '#shared/schemas/operator';
import { FormDialog } from '#web/components/ui/form-dialog';
import { TextField } from '#web/components/ui/text-field';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useFormDialog } from '#web/lib/use-dialog-send';
import { useResolveDispute } from '#web/features/operator/api/resolve-dispute';
import { ReasonField } from '#web/features/operator/components/reason-dialog';
import { OutcomeField } from './outcome-field';
import { EMPTY_RESOLUTION, RESOLVE_FIELDS, resolveFormSchema, type ResolveFormValues } from './resolve-form';

const texts = operatorMessages.disputes;

type ResolveDialogProps = ConsoleDialogProps & { dispute: Dispute };

export function ResolveDialog({ dispute, open, onOpenChange }: ResolveDialogProps) {
  const resolve = useResolveDispute();
  // No outcome chosen yet is not the schema's input type; the schema answers it with outcomeRequired.
  const resolver = useMemo(
    () => formResolver<ResolveFormValues, ResolveDisputeInput>(resolveFormSchema(dispute.price)),
    [dispute.price],
  );
  const form = useForm<ResolveFormValues, unknown, ResolveDisputeInput>({
    resolver,
    defaultValues: EMPTY_RESOLUTION,
  });
  const { errors } = form.formState;
  const price = formatMoney(dispute.price);
  const dialog = useFormDialog(form, {
    send: (input) => resolve.mutateAsync({ serviceId: dispute.serviceId, input }),
    fields: RESOLVE_FIELDS,
    fallback: operatorMessages.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: () => toast.success(operatorMessages.disputeResolved),
  });

  return (
    <FormDialog
      open={open}
      dialog={dialog}
      title={fillMessage(texts.dialogTitle, { title: dispute.title })}
      description={fillMessage(texts.dialogDescription, { price })}
      submitLabel={texts.submit}
    >
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
      <ReasonField
        hint={operatorMessages.reasonHint}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
