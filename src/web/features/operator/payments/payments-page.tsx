import { Landmark } from 'lucide-react';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { usePayments } from '#web/features/operator/api/get-payments';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { PaymentCard } from './payment-card';
import { RejectPaymentDialog } from './reject-payment-dialog';

const texts = operatorMessages.payments;

type Target = { payment: PendingTransfer; decision: 'confirm' | 'reject' };

export function PaymentsContent() {
  const query = usePayments();
  const { target, ask, ...dialog } = useDialogTarget<Target>();
  const Dialog = target?.decision === 'confirm' ? ConfirmPaymentDialog : RejectPaymentDialog;
  return (
    <ConsoleList
      query={query}
      label={texts.listLabel}
      empty={{ icon: Landmark, title: texts.emptyTitle, description: texts.emptyBody }}
      itemKey={(payment) => payment.id}
      dialog={
        target ? (
          <Dialog key={`${target.decision}-${target.payment.id}`} payment={target.payment} {...dialog} />
        ) : null
      }
    >
      {(payment) => (
        <PaymentCard
          payment={payment}
          onConfirm={() => ask({ payment, decision: 'confirm' })}
          onReject={() => ask({ payment, decision: 'reject' })}
        />
      )}
    </ConsoleList>
  );
}
