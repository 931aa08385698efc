// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '../../../lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '../../../../shared/operator-messages';
import { reasonInput, type ReasonInput } from '../../../../shared/schemas/operator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

const EMPTY: ReasonInput = { reason: '' };

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Who reads the reason, under the field. */
  hint: string;
  submitLabel: string;
  /** Sends the decision; its refusals (4xx) are shown in the dialog, field errors under the field. */
  onSubmit: (input: ReasonInput) => Promise<unknown>;
  /** After it succeeded, before the dialog closes: the toast. */
  onDone: () => void;
};

/**
 * An operator's refusal that needs a reason (reject a verification or a transfer, hide content): the reason is
 * required, the person concerned reads it, and the audit log keeps it. Decided by someone else meanwhile (409):
 * the server says so in the dialog.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  hint,
  submitLabel,
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
    try {
      await onSubmit(input);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['reason'])) return;
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(operatorMessages.actionFailed);
      return;
    }
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
          {refusal ? <Alert>{refusal}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {operatorMessages.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
