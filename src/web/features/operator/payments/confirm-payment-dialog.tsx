import { findPlan } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import type { ConsoleDialogProps } from '#web/features/operator/components/console-list';
import { useDecidePayment } from '#web/features/operator/api/decide-payment';
import { ConfirmDecisionDialog } from '#web/features/operator/components/confirm-decision-dialog';

const texts = operatorMessages.payments;

type ConfirmPaymentDialogProps = ConsoleDialogProps & { payment: PendingTransfer };

/** 'Confirmar pago' asks once more: the plan starts the moment it is confirmed, and money cannot be unseen. */
export function ConfirmPaymentDialog({ payment, ...dialog }: ConfirmPaymentDialogProps) {
  const decide = useDecidePayment();
  const { name } = payment.provider;
  return (
    <ConfirmDecisionDialog
      {...dialog}
      title={fillMessage(texts.confirmTitle, { name })}
      description={fillMessage(texts.confirmDescription, {
        amount: formatMoney(payment.amount),
        reference: payment.reference,
        plan: findPlan(payment.planType)?.name ?? payment.planType,
      })}
      submitLabel={texts.confirm}
      submitting={decide.isPending}
      send={() => decide.mutateAsync({ paymentId: payment.id, decision: 'confirm', input: {} })}
      onDone={() => toast.success(texts.confirmed, name)}
    />
  );
}
