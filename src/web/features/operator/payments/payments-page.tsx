import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { usePayments } from '#web/features/operator/api/get-payments';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { PaymentCard } from './payment-card';
import { RejectPaymentDialog } from './reject-payment-dialog';

const texts = operatorMessages.payments;

type Target = { payment: PendingTransfer; decision: 'confirm' | 'reject' };

export function PaymentsContent() {
  const query = usePayments();
  // The target outlives `open` (and the list, once decided) so the dialog keeps its text while it closes.
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (payment: PendingTransfer, decision: Target['decision']) => {
    setTarget({ payment, decision });
    setOpen(true);
  };

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const Dialog = target?.decision === 'confirm' ? ConfirmPaymentDialog : RejectPaymentDialog;
  return (
    <>
      {query.data.length === 0 ? (
        <EmptyState icon={Landmark} title={texts.emptyTitle} description={texts.emptyBody} />
      ) : (
        <ul className="grid gap-4" aria-label={texts.listLabel}>
          {query.data.map((payment) => (
            <li key={payment.id}>
              <PaymentCard
                payment={payment}
                onConfirm={() => ask(payment, 'confirm')}
                onReject={() => ask(payment, 'reject')}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <Dialog
          key={`${target.decision}-${target.payment.id}`}
          payment={target.payment}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
