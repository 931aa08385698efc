// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '../../../lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { operatorMessages } from '../../../../shared/operator-messages';
import { reasonInput, type ReasonInput, type UserDetail } from '../../../../shared/schemas/operator';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api';
import { fillMessage } from '../../../lib/fill-message';
import { applyFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSetSuspension, type SuspensionStep } from '../api/set-suspension';

const texts = operatorMessages.users;
const EMPTY: ReasonInput = { reason: '' };

const STEPS = {
  suspend: {
    label: texts.suspend,
    title: texts.suspendTitle,
    description: texts.suspendDescription,
    done: operatorMessages.suspended,
  },
  reinstate: {
    label: texts.reinstate,
    title: texts.reinstateTitle,
    description: texts.reinstateDescription,
    done: operatorMessages.reinstated,
  },
} satisfies Record<SuspensionStep, Record<string, string>>;

/** 'Suspender' or 'Reactivar', whichever applies now, and the dialog that asks for the reason. */
export function SuspensionButton({ user }: { user: UserDetail['user'] }) {
  const step: SuspensionStep = user.suspendedAt ? 'reinstate' : 'suspend';
  // The dialog keeps the step it opened with: once done, the button turns into the other one while the
  // dialog is still closing.
  const [asked, setAsked] = useState<SuspensionStep>(step);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={step === 'suspend' ? 'destructive' : 'default'}
        onClick={() => {
          setAsked(step);
          setOpen(true);
        }}
      >
        {STEPS[step].label}
      </Button>
      <SuspensionDialog user={user} step={asked} open={open} onOpenChange={setOpen} />
    </>
  );
}

type SuspensionDialogProps = {
  user: UserDetail['user'];
  step: SuspensionStep;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function SuspensionDialog({ user, step, open, onOpenChange }: SuspensionDialogProps) {
  const text = STEPS[step];
  const change = useSetSuspension();
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
      await change.mutateAsync({ userId: user.id, step, input });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['reason'])) return;
      // An operator cannot be suspended; someone else may have acted first: the server says so (409).
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else toast.error(operatorMessages.actionFailed);
      return;
    }
    toast.success(text.done);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent title={fillMessage(text.title, { email: user.email })} description={text.description}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextareaField
            label={operatorMessages.reason}
            hint={operatorMessages.reasonHint}
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
            <Button
              type="submit"
              variant={step === 'suspend' ? 'destructive' : 'default'}
              loading={isSubmitting}
            >
              {text.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
