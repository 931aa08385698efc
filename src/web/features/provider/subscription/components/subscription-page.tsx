import { lazy, Suspense, useEffect, useState } from 'react';
import { findPlan, PLANS } from '#shared/catalog';
import { isRenewable } from '#shared/domain/plans';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import { fillMessage } from '#web/lib/fill-message';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useSubscription } from '#web/features/provider/subscription/api/get-subscription';
import { planStatus } from '#web/features/provider/subscription/plan-payment';
import { ConfirmPlanDialog, type PlanChoice } from './confirm-plan-dialog';
import { CurrentSubscriptionCard } from './current-subscription-card';
import { OnlinePaymentsNote } from './online-payments-note';
import { PendingPaymentCard } from './pending-payment-card';
import { PlanOptionCard } from './plan-option-card';
import { OnlinePendingCard } from './online-pending-card';
import { useSubscribe } from '#web/features/provider/subscription/api/subscribe';
import type { OnlineCheckout } from '#shared/schemas/provider';
import type { Plan } from '#shared/catalog';
import type { PlanGateway, PlanPayMethod } from '#shared/domain/plans';

// Stripe's form and its loader come with the first online payment, never with the page.
const StripePaymentDialog = lazy(() => import('./stripe-payment-dialog'));

/** How long the page waits for an upgrade's difference to be charged before it stops asking. */
const UPGRADE_WAIT_MS = 60_000;

export function SubscriptionContent() {
  // An upgrade of a plan paid online is applied by the gateway's webhook: the page asks until it shows.
  const [upgrading, setUpgrading] = useState<Plan | null>(null);
  const query = useSubscription({ refetchInterval: upgrading ? 2000 : false });
  const upgraded = upgrading !== null && query.data?.subscription?.planType === upgrading.id;
  useEffect(() => {
    if (!upgrading) return;
    if (upgraded) {
      toast.success(
        providerMessages.subscribedTitle,
        fillMessage(planPaymentMessages.online.upgradedBody, { plan: upgrading.name }),
      );
      setUpgrading(null);
      return;
    }
    const timer = setTimeout(() => setUpgrading(null), UPGRADE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [upgrading, upgraded]);
  // The choice outlives `open` so the dialog keeps its text while it animates out.
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [open, setOpen] = useState(false);
  const [payment, setPayment] = useState<{ plan: Plan; checkout: OnlineCheckout } | null>(null);
  const [paying, setPaying] = useState(false);
  const resume = useSubscribe();
  useErrorToast(query.errorUpdatedAt, providerMessages.subscriptionLoadFailed);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) {
    return (
      <LoadError message={providerMessages.subscriptionLoadFailed} onRetry={() => void query.refetch()} />
    );
  }
  const { subscription, pendingPayment, pendingOnline, paymentMode, gateways } = query.data;
  // A plan that renews online is changed, not replaced: an upgrade now, a downgrade at its end.
  const renewing =
    paymentMode === 'online' && subscription?.renews
      ? { endDate: subscription.endDate, next: findPlan(subscription.nextPlanType ?? undefined) }
      : undefined;
  const pay = (plan: Plan, checkout: OnlineCheckout) => {
    // Mercado Pago takes the payment on its own page; it sends the provider back here ('Pago en proceso').
    if (checkout.redirectUrl) {
      toast.success(planPaymentMessages.mercadoPago.redirecting);
      window.location.assign(checkout.redirectUrl);
      return;
    }
    setPayment({ plan, checkout });
    setPaying(true);
  };
  // 'Continuar con el pago': choosing the waiting plan again gives back the same payment to finish.
  const continuePayment = (planId: Plan['id'], method: PlanPayMethod, gateway: PlanGateway) =>
    resume.mutate(
      { planType: planId, method, gateway },
      {
        onSuccess: (data) => (data.checkout ? pay(findPlan(planId)!, data.checkout) : undefined),
        onError: () => toast.error(providerMessages.subscribeFailed),
      },
    );

  return (
    <>
      {pendingPayment ? <PendingPaymentCard pending={pendingPayment} /> : null}
      {pendingOnline ? (
        <OnlinePendingCard
          pending={pendingOnline}
          continuing={resume.isPending}
          onContinue={() =>
            continuePayment(pendingOnline.planType, pendingOnline.method, pendingOnline.gateway)
          }
        />
      ) : null}
      {/* 'Elige un plan' would contradict the plan just chosen and waiting for its payment. */}
      {subscription || (!pendingPayment && !pendingOnline) ? (
        <CurrentSubscriptionCard subscription={subscription} />
      ) : null}
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
                (paymentMode === 'transfer' &&
                  subscription?.planType === plan.id &&
                  pendingPayment?.planType !== plan.id &&
                  isRenewable(new Date(subscription.endDate), new Date())) ||
                (paymentMode === 'online' &&
                  subscription?.payMethod === 'oxxo' &&
                  subscription.planType === plan.id &&
                  pendingOnline?.planType !== plan.id &&
                  isRenewable(new Date(subscription.endDate), new Date())) ||
                Boolean(renewing?.next && subscription?.planType === plan.id)
              }
              currentAction={
                renewing?.next
                  ? fillMessage(planPaymentMessages.online.keepPlan, { plan: plan.name })
                  : undefined
              }
              onChoose={() => {
                setChoice({
                  plan,
                  current: findPlan(subscription?.planType),
                  pending: findPlan(pendingPayment?.planType),
                  mode: paymentMode,
                  renewing,
                  oxxoPlan: subscription?.payMethod === 'oxxo',
                  gateways,
                });
                setOpen(true);
              }}
            />
          ))}
        </div>
      </section>
      {choice ? (
        <ConfirmPlanDialog
          key={choice.plan.id}
          choice={choice}
          open={open}
          onOpenChange={setOpen}
          onCheckout={(checkout) => pay(choice.plan, checkout)}
          onUpgrade={setUpgrading}
        />
      ) : null}
      {payment ? (
        <Suspense fallback={null}>
          <StripePaymentDialog
            plan={payment.plan}
            checkout={payment.checkout}
            open={paying}
            onOpenChange={setPaying}
          />
        </Suspense>
      ) : null}
    </>
  );
}
