import { operatorMessages } from '#shared/operator-messages';
import type { PendingVerification } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useDecideVerification } from '#web/features/operator/api/decide-verification';
import { ConfirmDecisionDialog } from '#web/features/operator/components/confirm-decision-dialog';

const texts = operatorMessages.verifications;

type ApproveDialogProps = ConsoleDialogProps & { verification: PendingVerification };

/** 'Aprobar' asks once more, as every other decision does: the badge and the e-mail cannot be taken back. */
export function ApproveDialog({ verification, ...dialog }: ApproveDialogProps) {
  const approve = useDecideVerification();
  const { name } = verification;
  return (
    <ConfirmDecisionDialog
      {...dialog}
      title={fillMessage(texts.approveTitle, { name })}
      description={texts.approveDescription}
      submitLabel={texts.approve}
      submitting={approve.isPending}
      send={() =>
        approve.mutateAsync({ providerId: verification.providerId, decision: 'approve', input: {} })
      }
      onDone={() => toast.success(operatorMessages.verificationApproved, name)}
    />
  );
}
