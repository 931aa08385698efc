import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useDecidePayment } from '#web/features/operator/api/decide-payment';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = operatorMessages.payments;

type RejectPaymentDialogProps = ConsoleDialogProps & { payment: PendingTransfer };

/** 'Rechazar' asks why: the provider reads the reason in the e-mail and can choose their plan again. */
export function RejectPaymentDialog({ payment, ...dialog }: RejectPaymentDialogProps) {
  const reject = useDecidePayment();
  const { name } = payment.provider;
  return (
    <ReasonDialog
      {...dialog}
      title={fillMessage(texts.rejectTitle, { name })}
      description={texts.rejectDescription}
      hint={texts.rejectReasonHint}
      submitLabel={texts.reject}
      onSubmit={(input) => reject.mutateAsync({ paymentId: payment.id, decision: 'reject', input })}
      onDone={() => toast.success(texts.rejected, name)}
    />
  );
}
