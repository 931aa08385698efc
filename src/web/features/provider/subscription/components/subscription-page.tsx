import { useState } from 'react';
import { PLANS, type Plan, type PlanId } from '../../../../../shared/catalog';
import { providerMessages, providerUi } from '../../../../../shared/messages';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useSubscription } from '../api/get-subscription';
import { ConfirmPlanDialog } from './confirm-plan-dialog';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { PlanOptionCard } from './plan-option-card';

export function SubscriptionContent() {
  const query = useSubscription();
  // The choice outlives `open` so the dialog keeps its text while it animates out.
  const [choice, setChoice] = useState<{ plan: Plan; current: PlanId | null } | null>(null);
  const [open, setOpen] = useState(false);
  useErrorToast(query.errorUpdatedAt, providerMessages.subscriptionLoadFailed);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return (
      <LoadError message={providerMessages.subscriptionLoadFailed} onRetry={() => void query.refetch()} />
    );
  }
  const { subscription } = query.data;

  return (
    <>
      <CurrentSubscriptionCard subscription={subscription} />
      <section aria-labelledby="plans-title" className="grid gap-4">
        <h3 id="plans-title" className="text-xl font-semibold text-slate-900">
          {providerUi.subscription.plansTitle}
        </h3>
        <div className="grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanOptionCard
              key={plan.id}
              plan={plan}
              current={subscription?.planType === plan.id}
              onChoose={() => {
                setChoice({ plan, current: subscription?.planType ?? null });
                setOpen(true);
              }}
            />
          ))}
        </div>
      </section>
      {choice ? (
        <ConfirmPlanDialog
          plan={choice.plan}
          currentPlanId={choice.current}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
