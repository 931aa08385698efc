import { Landmark } from 'lucide-react';
import { findPlan } from '#shared/catalog';
import { formatDateTime } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { PendingPlan } from '#shared/schemas/provider';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { fillMessage } from '#web/lib/fill-message';
import { transferDetails, type TransferDetail } from '#web/features/provider/subscription/plan-payment';
import { CopyButton } from '#web/components/ui/copy-button';

const texts = planPaymentMessages;

function DetailValue({ detail }: { detail: TransferDetail }) {
  if (!detail.copyable) return <span className="font-medium">{detail.value}</span>;
  // Groups are separated by margins, not spaces: a selection copied by hand is still the bare digits.
  return (
    <span className="font-mono text-base font-semibold tracking-wide break-all">
      {(detail.groups ?? [detail.value]).map((group, index) => (
        <span key={index} className="mr-[0.6ch] last:mr-0">
          {group}
        </span>
      ))}
    </span>
  );
}

/** 'Pago pendiente': the transfer still to make, with everything the bank's app asks for. */
export function PendingPaymentCard({ pending }: { pending: PendingPlan }) {
  return (
    <Card aria-labelledby="pending-payment-title" className="border-amber-300 bg-amber-50">
      <CardHeader>
        <CardTitle id="pending-payment-title" className="flex items-center gap-2">
          <Landmark aria-hidden className="size-5 shrink-0 text-amber-800" />
          {fillMessage(texts.pendingTitle, { plan: findPlan(pending.planType)?.name ?? pending.planType })}
        </CardTitle>
        <CardDescription className="text-slate-800">{texts.pendingBody}</CardDescription>
      </CardHeader>
      <dl className="grid gap-x-6 gap-y-4 rounded-md bg-white p-4 ring-1 ring-amber-200 sm:grid-cols-2">
        {transferDetails(pending).map((detail) => (
          <div key={detail.term} className="grid content-start gap-1">
            <dt className="text-sm text-slate-600">{detail.term}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-900">
              <DetailValue detail={detail} />
              {detail.copyable ? <CopyButton term={detail.term} value={detail.value} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-800">
        {fillMessage(texts.payBy, { date: formatDateTime(pending.payBy) })}
      </p>
    </Card>
  );
}
