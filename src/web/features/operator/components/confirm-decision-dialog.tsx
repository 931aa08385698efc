import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { operatorMessages } from '#shared/operator-messages';
import { useDialogSend } from '#web/lib/use-dialog-send';
import type { ConsoleDialogProps } from './console-list';

type ConfirmDecisionDialogProps = ConsoleDialogProps & {
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
  const dialog = useDialogSend({
    submitting,
    fallback: operatorMessages.actionFailed,
    onClose: () => onOpenChange(false),
    onSent: onDone,
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent title={title} description={description}>
        <DialogFormFooter
          refusal={dialog.refusal}
          submitting={submitting}
          submitLabel={submitLabel}
          onConfirm={() => void dialog.send(send)}
        />
      </DialogContent>
    </Dialog>
  );
}
