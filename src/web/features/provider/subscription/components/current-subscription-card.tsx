import { CreditCard } from 'lucide-react';
import { findPlan } from '#shared/catalog';
import { formatDateTime, formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import type { Subscription } from '#shared/schemas/provider';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { fillMessage } from '#web/lib/fill-message';
import { RenewalControls } from './renewal-controls';

const texts = providerUi.subscription;
const onlineTexts = planPaymentMessages.online;

export function CurrentSubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  if (!subscription) {
    return (
      <EmptyState
        icon={CreditCard}
        title={providerMessages.noSubscriptionTitle}
        description={providerMessages.noSubscriptionBody}
      />
    );
  }
  const online = subscription.billing === 'stripe' || subscription.billing === 'mercadopago';
  // A plan paid online renews on its end date, or (renewal cancelled) ends there.
  const endTerm = !online ? texts.endDate : subscription.renews ? onlineTexts.renewsOn : onlineTexts.endsOn;
  const rows = [
    { term: texts.monthlyAmount, value: `${formatMoney(subscription.amount)} ${providerUi.perMonth}` },
    { term: texts.startDate, value: formatDateTime(subscription.startDate) },
    { term: endTerm, value: formatDateTime(subscription.endDate) },
    ...(subscription.nextPlanType
      ? [
          {
            term: onlineTexts.nextPlan,
            value: fillMessage(onlineTexts.nextPlanValue, {
              plan: findPlan(subscription.nextPlanType)?.name ?? subscription.nextPlanType,
              date: formatDateTime(subscription.endDate),
            }),
          },
        ]
      : []),
  ];

  return (
    <Card aria-labelledby="current-subscription-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="current-subscription-title">
          {texts.currentTitle}: {findPlan(subscription.planType)?.name}
        </CardTitle>
        <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold text-emerald-900">
          {texts.active}
        </span>
      </CardHeader>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1">
            <dt className="text-sm text-slate-600">{row.term}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {subscription.renewalFailedUntil ? (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {fillMessage(onlineTexts.renewalFailed, { date: formatDateTime(subscription.renewalFailedUntil) })}
        </p>
      ) : null}
      {online && subscription.payMethod !== 'oxxo' ? (
        <div>
          <RenewalControls subscription={subscription} />
        </div>
      ) : null}
    </Card>
  );
}
