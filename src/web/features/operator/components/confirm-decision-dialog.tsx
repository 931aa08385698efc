import { useState } from 'react';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { operatorMessages } from '#shared/operator-messages';
import { sendFromDialog } from '#web/lib/form-errors';

type ConfirmDecisionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  submitting: boolean;
  /** The decision itself; its 409 (decided by someone else meanwhile) is shown in the dialog. */
  send: () => Promise<unknown>;
  onDone: () => void;
};

/** A console decision that cannot be taken back asks once more, with what it does, before it is sent. */
export function ConfirmDecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitting,
  send,
  onDone,
}: ConfirmDecisionDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onOpenChange(false);
  };

  const confirm = async () => {
    setRefusal(null);
    const sent = await sendFromDialog(send, {
      onRefusal: setRefusal,
      fallback: operatorMessages.actionFailed,
    });
    if (!sent) return;
    onDone();
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !submitting && close())}>
      <DialogContent title={title} description={description}>
        <DialogFormFooter
          refusal={refusal}
          submitting={submitting}
          submitLabel={submitLabel}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
