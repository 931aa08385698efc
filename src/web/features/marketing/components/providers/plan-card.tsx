import { Check } from 'lucide-react';
import type { Plan } from '#shared/catalog';
import { FEATURED_PLANS } from '#shared/domain/featured';
import { featuredListingHint } from '#shared/featured-messages';
import { formatMoney } from '#shared/format';
import { priceLabels } from '#web/features/marketing/content/common';
import { plansSection } from '#web/features/marketing/content/providers';
import { ButtonLink } from '#web/features/marketing/components/button-link';

export function PlanCard({ plan, highlight }: { plan: Plan; highlight?: string }) {
  const titleId = `plan-${plan.id}`;
  // A plan's first feature is its listing: on featured plans, what 'destacado' means goes right under it.
  const listingHint = FEATURED_PLANS.includes(plan.id) ? featuredListingHint : null;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${
        highlight ? 'ring-2 ring-brand' : 'ring-1 ring-slate-200'
      }`}
    >
      {highlight ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-0.5 text-sm font-semibold text-white">
          {highlight}
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-semibold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3">
        <span className="text-4xl font-extrabold text-slate-900">{formatMoney(plan.monthlyPrice)}</span>
        <span className="text-slate-600"> MXN{priceLabels.perMonth}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature, index) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            {index === 0 && listingHint ? (
              <span className="grid gap-1">
                {feature}
                <span className="text-sm text-slate-600">{listingHint}</span>
              </span>
            ) : (
              feature
            )}
          </li>
        ))}
      </ul>
      <ButtonLink to="/registro" variant={highlight ? 'primary' : 'secondary'} className="mt-8 w-full">
        {plansSection.choosePlan} {plan.name}
      </ButtonLink>
    </article>
  );
}
