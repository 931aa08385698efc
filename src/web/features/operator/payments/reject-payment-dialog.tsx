import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useDecidePayment } from '#web/features/operator/api/decide-payment';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = operatorMessages.payments;

type RejectPaymentDialogProps = {
  payment: PendingTransfer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Rechazar' asks why: the provider reads the reason in the e-mail and can choose their plan again. */
export function RejectPaymentDialog({ payment, open, onOpenChange }: RejectPaymentDialogProps) {
  const reject = useDecidePayment();
  const { name } = payment.provider;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fillMessage(texts.rejectTitle, { name })}
      description={texts.rejectDescription}
      hint={texts.rejectReasonHint}
      submitLabel={texts.reject}
      onSubmit={(input) => reject.mutateAsync({ paymentId: payment.id, decision: 'reject', input })}
      onDone={() => toast.success(texts.rejected, name)}
    />
  );
}
