import { findPlan } from '#shared/catalog';
import { formatDateTime, formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { ConsoleCard } from '#web/features/operator/components/console-card';
import { EmailLink } from '#web/features/operator/components/email-link';

const texts = operatorMessages.payments;

type PaymentCardProps = { payment: PendingTransfer; onConfirm: () => void; onReject: () => void };

/** One plan waiting for its transfer: who chose it, what to look for in the bank statement, and the decision. */
export function PaymentCard({ payment, onConfirm, onReject }: PaymentCardProps) {
  const titleId = `payment-${payment.id}`;
  const { name, email } = payment.provider;
  const labels = { name, reference: payment.reference };

  return (
    <ConsoleCard id={titleId} title={name}>
      <DetailList
        details={[
          {
            term: texts.email,
            value: <EmailLink email={email} />,
          },
          { term: texts.plan, value: findPlan(payment.planType)?.name ?? payment.planType },
          { term: texts.amount, value: formatMoney(payment.amount) },
          {
            term: texts.reference,
            value: <span className="font-mono text-base tracking-wide">{payment.reference}</span>,
          },
          { term: texts.createdAt, value: formatDateTime(payment.createdAt) },
        ]}
      />
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <Button aria-label={fillMessage(texts.confirmLabel, labels)} onClick={onConfirm}>
          {texts.confirm}
        </Button>
        <Button variant="destructive" aria-label={fillMessage(texts.rejectLabel, labels)} onClick={onReject}>
          {texts.reject}
        </Button>
      </div>
    </ConsoleCard>
  );
}
