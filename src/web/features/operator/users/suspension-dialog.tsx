import { useState } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import type { UserDetail } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useSetSuspension, type SuspensionStep } from '#web/features/operator/api/set-suspension';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = operatorMessages.users;

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

type SuspensionDialogProps = ConsoleDialogProps & { user: UserDetail['user']; step: SuspensionStep };

function SuspensionDialog({ user, step, ...dialog }: SuspensionDialogProps) {
  const text = STEPS[step];
  const change = useSetSuspension();
  // An operator cannot be suspended; someone else may have acted first: the server says so (409).
  return (
    <ReasonDialog
      {...dialog}
      title={fillMessage(text.title, { email: user.email })}
      description={text.description}
      hint={texts.suspensionReasonHint}
      submitLabel={text.label}
      submitVariant={step === 'suspend' ? 'destructive' : 'default'}
      onSubmit={(input) => change.mutateAsync({ userId: user.id, step, input })}
      onDone={() => toast.success(text.done)}
    />
  );
}
