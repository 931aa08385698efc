// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '#shared/operator-messages';
import { reasonInput, type ReasonInput } from '#shared/schemas/operator';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { TextareaField } from '#web/components/ui/textarea-field';
import { sendFromDialog } from '#web/lib/form-errors';

const EMPTY: ReasonInput = { reason: '' };

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Who reads the reason, under the field. */
  hint: string;
  submitLabel: string;
  /** 'destructive' for a refusal (the default); 'default' for a step that gives something back. */
  submitVariant?: 'destructive' | 'default';
  /** Sends the decision; its refusals (4xx) are shown in the dialog, field errors under the field. */
  onSubmit: (input: ReasonInput) => Promise<unknown>;
  /** After it succeeded, before the dialog closes: the toast. */
  onDone: () => void;
};

/**
 * An operator's step that needs a reason (reject a verification or a transfer, hide content, suspend or
 * reinstate someone): the reason is required, the person concerned reads it, and the audit log keeps it. Decided by someone else meanwhile (409):
 * the server says so in the dialog.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  hint,
  submitLabel,
  submitVariant = 'destructive',
  onSubmit,
  onDone,
}: ReasonDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setRefusal(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const sent = await sendFromDialog(() => onSubmit(input), {
      setError: form.setError,
      fields: ['reason'],
      onRefusal: setRefusal,
      fallback: operatorMessages.actionFailed,
    });
    if (!sent) return;
    onDone();
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent title={title} description={description}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label={operatorMessages.reason}
            hint={hint}
            rows={3}
            maxLength={500}
            className="[&_textarea]:min-h-24"
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          <DialogFormFooter
            refusal={refusal}
            submitting={isSubmitting}
            submitLabel={submitLabel}
            submitVariant={submitVariant}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
