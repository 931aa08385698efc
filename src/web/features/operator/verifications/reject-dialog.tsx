// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '../../../lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '../../../../shared/operator-messages';
import { reasonInput, type PendingVerification, type ReasonInput } from '../../../../shared/schemas/operator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDecideVerification } from '../api/decide-verification';

const texts = operatorMessages.verifications;
const EMPTY: ReasonInput = { reason: '' };

type RejectDialogProps = {
  verification: PendingVerification;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Rechazar' asks why: the provider reads the reason in the e-mail and on their 'Verificación' page. */
export function RejectDialog({ verification, open, onOpenChange }: RejectDialogProps) {
  const reject = useDecideVerification();
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
      await reject.mutateAsync({ providerId: verification.providerId, decision: 'reject', input });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['reason'])) return;
      // Decided by someone else meanwhile (409): the server says so, in the dialog.
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(operatorMessages.actionFailed);
      return;
    }
    toast.success(operatorMessages.verificationRejected, verification.name);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent
        title={fillMessage(texts.rejectTitle, { name: verification.name })}
        description={texts.rejectDescription}
      >
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label={operatorMessages.reason}
            hint={texts.rejectReasonHint}
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
              {texts.reject}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
