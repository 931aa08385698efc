import { operatorMessages } from '#shared/operator-messages';
import type { PendingVerification } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useDecideVerification } from '#web/features/operator/api/decide-verification';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = operatorMessages.verifications;

type RejectDialogProps = ConsoleDialogProps & { verification: PendingVerification };

/** 'Rechazar' asks why: the provider reads the reason in the e-mail and on their 'Verificación' page. */
export function RejectDialog({ verification, ...dialog }: RejectDialogProps) {
  const reject = useDecideVerification();
  return (
    <ReasonDialog
      {...dialog}
      title={fillMessage(texts.rejectTitle, { name: verification.name })}
      description={texts.rejectDescription}
      hint={texts.rejectReasonHint}
      submitLabel={texts.reject}
      onSubmit={(input) =>
        reject.mutateAsync({ providerId: verification.providerId, decision: 'reject', input })
      }
      onDone={() => toast.success(operatorMessages.verificationRejected, verification.name)}
    />
  );
}
