import { Check } from 'lucide-react';
import type { Plan } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerUi } from '#shared/provider-ui';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';
import { fillMessage } from '#web/lib/fill-message';
import type { PlanStatus } from '#web/features/provider/subscription/plan-payment';

type PlanOptionCardProps = {
  plan: Plan;
  status: PlanStatus;
  /** The plan in force, in its last days, paid by transfer: its next month may be paid now. */
  renewable?: boolean;
  /** The current plan's button when it can be chosen again (default 'Pagar el siguiente mes'). */
  currentAction?: string;
  onChoose: () => void;
};

const BADGES = {
  active: { text: providerUi.subscription.active, className: 'bg-brand text-white' },
  pending: { text: planPaymentMessages.pending, className: 'bg-amber-100 text-amber-900' },
} as const;

export function PlanOptionCard({
  plan,
  status,
  renewable = false,
  currentAction,
  onChoose,
}: PlanOptionCardProps) {
  const titleId = `plan-option-${plan.id}`;
  const current = status === 'active';
  const locked = current && !renewable;
  const badge = status ? BADGES[status] : null;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col rounded-lg bg-white p-5 shadow-sm sm:p-6',
        current && 'ring-2 ring-brand',
        status === 'pending' && 'ring-2 ring-amber-400',
        !status && 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h4>
        {badge ? (
          <span className={cn('rounded-full px-3 py-0.5 text-sm font-semibold', badge.className)}>
            {badge.text}
          </span>
        ) : null}
      </div>
      <p className="mt-3">
        <span className="text-3xl font-extrabold text-slate-900">{formatMoney(plan.monthlyPrice)}</span>
        <span className="text-slate-600"> {providerUi.perMonth}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-6 w-full"
        size="wrap"
        variant={locked ? 'outline' : 'default'}
        disabled={locked}
        onClick={onChoose}
      >
        {locked
          ? providerUi.subscription.currentPlan
          : current
            ? (currentAction ?? planPaymentMessages.renew)
            : fillMessage(providerUi.subscription.choosePlan, { plan: plan.name })}
      </Button>
    </article>
  );
}
