import { Undo2 } from 'lucide-react';
import { formatDateTime, formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { ServiceRefundRow } from '#shared/schemas/service-refunds';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useMarkRefundSent, useServiceRefunds } from '#web/features/operator/api/service-refunds';
import { ConsoleCard } from '#web/features/operator/components/console-card';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { EmailLink } from '#web/features/operator/components/email-link';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = operatorMessages.serviceRefunds;

function RefundCard({ refund, onSent }: { refund: ServiceRefundRow; onSent: () => void }) {
  const amount = formatMoney(refund.amount);
  return (
    <ConsoleCard id={`refund-${refund.id}`} title={refund.title}>
      <DetailList
        details={[
          { term: texts.amount, value: amount },
          { term: texts.email, value: <EmailLink email={refund.customerEmail} /> },
          {
            term: texts.clabe,
            value: refund.clabe ? (
              <span className="font-mono text-base tracking-wide">{refund.clabe}</span>
            ) : (
              texts.waitingClabe
            ),
          },
          { term: texts.holder, value: refund.holder ?? '—' },
          { term: texts.createdAt, value: formatDateTime(refund.createdAt) },
        ]}
      />
      {refund.status === 'requested' ? (
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          <Button
            aria-label={fillMessage(texts.markSentLabel, { title: refund.title, amount })}
            onClick={onSent}
          >
            {texts.markSent}
          </Button>
        </div>
      ) : null}
    </ConsoleCard>
  );
}

/** Pagos' second list: OXXO payments owed back, sent by transfer by hand and marked sent (with a reason). */
export function RefundsSection() {
  const query = useServiceRefunds();
  const mark = useMarkRefundSent();
  const { target, ask, ...dialog } = useDialogTarget<ServiceRefundRow>();

  return (
    <section aria-labelledby="service-refunds" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="service-refunds" className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h2>
        <p className="text-sm text-slate-700">{texts.description}</p>
      </div>
      <ConsoleList
        query={query}
        label={texts.listLabel}
        empty={{ icon: Undo2, title: texts.emptyTitle, description: texts.emptyBody }}
        itemKey={(refund) => refund.id}
      >
        {(refund) => <RefundCard refund={refund} onSent={() => ask(refund)} />}
      </ConsoleList>
      {target ? (
        <ReasonDialog
          key={target.id}
          {...dialog}
          title={fillMessage(texts.sentTitle, { title: target.title })}
          description={fillMessage(texts.sentDescription, {
            amount: formatMoney(target.amount),
            clabe: target.clabe ?? '',
          })}
          hint={texts.sentHint}
          submitLabel={texts.markSent}
          onSubmit={(input) => mark.mutateAsync({ refundId: target.id, input })}
          onDone={() => toast.success(texts.sent, target.title)}
        />
      ) : null}
    </section>
  );
}
