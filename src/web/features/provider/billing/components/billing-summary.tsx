import type { ReactNode } from 'react';
import { findPlan } from '#shared/catalog';
import { formatDateTime } from '#shared/format';
import { billingMessages } from '#shared/plan-payment-messages';
import { providerUi } from '#shared/provider-ui';
import type { Billing } from '#shared/schemas/provider';
import { TitledCard } from '#web/components/ui/card';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { OnlinePaymentsNote } from '#web/features/provider/subscription/components/online-payments-note';
import { hasPendingTransfer, nextPayment } from '#web/features/provider/billing/receipts';
import { SubscriptionLink } from './subscription-link';

const texts = billingMessages;

function Item({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid content-start gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="grid justify-items-start gap-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The plan in force and until when, the next payment and how plans are paid here. */
export function BillingSummary({ billing }: { billing: Billing }) {
  const { subscription, paymentMode, lines } = billing;
  const next = nextPayment(billing.nextCharge, billing.subscription?.billing);
  const transfer = paymentMode === 'transfer';
  return (
    <TitledCard title={texts.summaryTitle}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item term={texts.plan}>
          {subscription ? (
            <>
              <span className="font-semibold">{findPlan(subscription.planType)?.name}</span>
              <span className="text-sm text-slate-700">
                {fillMessage(providerUi.overview.validUntil, { date: formatDateTime(subscription.endDate) })}
              </span>
            </>
          ) : (
            <>
              <span className="font-semibold">{texts.noPlan}</span>
              <SubscriptionLink label={texts.choosePlan} />
            </>
          )}
        </Item>
        <Item term={texts.nextPayment}>
          <span className="font-semibold tabular-nums">{next.value}</span>
          {next.note ? <span className="text-sm text-slate-700">{next.note}</span> : null}
        </Item>
        <Item term={texts.paymentMethod} wide={!transfer}>
          {transfer ? <span className="font-semibold">{texts.method.transfer}</span> : <OnlinePaymentsNote />}
        </Item>
      </dl>
      {transfer && hasPendingTransfer(lines) ? (
        <p className="mt-4 grid justify-items-start gap-1 rounded-md bg-amber-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-amber-200">
          {texts.pendingNote}
          <SubscriptionLink label={texts.seePaymentDetails} />
        </p>
      ) : null}
    </TitledCard>
  );
}
