import { useState } from 'react';
import { findPlan, PLANS } from '../../../../../shared/catalog';
import { isRenewable } from '../../../../../shared/domain/plans';
import { providerMessages, providerUi } from '../../../../../shared/messages';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useSubscription } from '../api/get-subscription';
import { planStatus } from '../plan-payment';
import { ConfirmPlanDialog, type PlanChoice } from './confirm-plan-dialog';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { OnlinePaymentsNote } from './online-payments-note';
import { PendingPaymentCard } from './pending-payment-card';
import { PlanOptionCard } from './plan-option-card';

export function SubscriptionContent() {
  const query = useSubscription();
  // The choice outlives `open` so the dialog keeps its text while it animates out.
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [open, setOpen] = useState(false);
  useErrorToast(query.errorUpdatedAt, providerMessages.subscriptionLoadFailed);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return (
      <LoadError message={providerMessages.subscriptionLoadFailed} onRetry={() => void query.refetch()} />
    );
  }
  const { subscription, pendingPayment, paymentMode } = query.data;

  return (
    <>
      {pendingPayment ? <PendingPaymentCard pending={pendingPayment} /> : null}
      {/* 'Elige un plan' would contradict the plan just chosen and waiting for its transfer. */}
      {subscription || !pendingPayment ? <CurrentSubscriptionCard subscription={subscription} /> : null}
      <section aria-labelledby="plans-title" className="grid gap-4">
        <h3 id="plans-title" className="text-xl font-semibold text-slate-900">
          {providerUi.subscription.plansTitle}
        </h3>
        {paymentMode === 'immediate' ? <OnlinePaymentsNote /> : null}
        <div className="grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanOptionCard
              key={plan.id}
              plan={plan}
              status={planStatus(plan.id, query.data)}
              renewable={
                paymentMode === 'transfer' &&
                subscription?.planType === plan.id &&
                pendingPayment?.planType !== plan.id &&
                isRenewable(new Date(subscription.endDate), new Date())
              }
              onChoose={() => {
                setChoice({
                  plan,
                  current: findPlan(subscription?.planType),
                  pending: findPlan(pendingPayment?.planType),
                  mode: paymentMode,
                });
                setOpen(true);
              }}
            />
          ))}
        </div>
      </section>
      {choice ? <ConfirmPlanDialog choice={choice} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
