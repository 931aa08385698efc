import { useState } from 'react';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { PendingVerification } from '../../../../shared/schemas/operator';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { fillMessage } from '../../../lib/fill-message';
import { sendFromDialog } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDecideVerification } from '../api/decide-verification';

const texts = operatorMessages.verifications;

type ApproveDialogProps = {
  verification: PendingVerification;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Aprobar' asks once more, as every other decision does: the badge and the e-mail cannot be taken back. */
export function ApproveDialog({ verification, open, onOpenChange }: ApproveDialogProps) {
  const approve = useDecideVerification();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { name } = verification;

  const close = () => {
    setRefusal(null);
    onOpenChange(false);
  };

  // Decided by someone else meanwhile (409): the server says so, in the dialog.
  const confirm = async () => {
    setRefusal(null);
    const sent = await sendFromDialog(
      () => approve.mutateAsync({ providerId: verification.providerId, decision: 'approve', input: {} }),
      { onRefusal: setRefusal, fallback: operatorMessages.actionFailed },
    );
    if (!sent) return;
    toast.success(operatorMessages.verificationApproved, name);
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !approve.isPending && close())}>
      <DialogContent title={fillMessage(texts.approveTitle, { name })} description={texts.approveDescription}>
        <DialogFormFooter
          refusal={refusal}
          submitting={approve.isPending}
          submitLabel={texts.approve}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
