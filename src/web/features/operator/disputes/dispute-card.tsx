import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatDateTime, formatDateTimeIn, formatMoney } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { Dispute } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { EmailLink } from '#web/features/operator/components/email-link';
import { ConsoleCard } from '#web/features/operator/components/console-card';

const texts = operatorMessages.disputes;

function Party({ party }: { party: Dispute['customer'] }) {
  return (
    <>
      {party.name ? <span className="block">{party.name}</span> : null}
      <EmailLink email={party.email} />
    </>
  );
}

/** One dispute: the service, both parties, and both sides of the story. */
export function DisputeCard({ dispute, onResolve }: { dispute: Dispute; onResolve: () => void }) {
  const titleId = `dispute-${dispute.serviceId}`;
  const method = labelOf(PAYMENT_METHODS, dispute.paymentMethod);
  return (
    <ConsoleCard
      id={titleId}
      title={dispute.title}
      subtitle={
        <>
          <p className="text-sm text-slate-700">
            {texts.disputedAt}: {formatDateTime(dispute.disputedAt)}
          </p>
          {dispute.noShowAt ? (
            <>
              <p className="text-sm font-semibold text-orange-900">{texts.noShowBadge}</p>
              <p className="text-sm text-slate-700">
                {fillMessage(texts.noShowNote, { date: formatDateTime(dispute.noShowAt) })}
              </p>
            </>
          ) : null}
        </>
      }
    >
      <DetailList
        details={[
          {
            term: texts.date,
            value: formatDateTimeIn(dispute.scheduledAt, dispute.timeZone, browserTimeZone()),
          },
          { term: texts.price, value: formatMoney(dispute.price) },
          {
            term: texts.paymentMethod,
            value: dispute.paymentConfirmed ? fillMessage(texts.paymentReceived, { method }) : method,
          },
          { term: texts.customer, value: <Party party={dispute.customer} /> },
          { term: texts.provider, value: <Party party={dispute.provider} /> },
        ]}
      />
      <div className="grid gap-3 md:grid-cols-2">
        <Statement term={dispute.noShowAt ? texts.noShowProblem : texts.problem} text={dispute.problem} />
        <Statement term={texts.statement} text={dispute.providerStatement ?? texts.noStatement} />
      </div>
      <div className="border-t border-slate-100 pt-4">
        <Button onClick={onResolve}>{texts.resolve}</Button>
      </div>
    </ConsoleCard>
  );
}

function Statement({ term, text }: { term: string; text: string }) {
  return (
    <div className="grid content-start gap-1 rounded-md bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">{term}</p>
      <p className="break-words whitespace-pre-line text-slate-800">{text}</p>
    </div>
  );
}
