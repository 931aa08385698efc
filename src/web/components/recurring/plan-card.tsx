import { useId, type ReactNode } from 'react';
import { formatDateTime, formatDuration, formatMoney } from '#shared/format';
import type { PlanOut } from '#shared/schemas/recurring';
import { ItemCard } from '#web/components/ui/card';
import { DetailList, type Detail } from '#web/components/ui/detail-list';
import { recurringUi } from './texts';

const texts = recurringUi;

/** One plan as both panels list it: the rhythm sentence as its heading, its details, its next visits. */
export function PlanCard({
  plan,
  details,
  visit,
  actions,
}: {
  plan: PlanOut;
  details: Detail[];
  /** What each next visit offers (the customer's 'Saltar esta visita'). */
  visit?: (visit: PlanOut['nextVisits'][number]) => ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <ItemCard aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.description}
      </h3>
      <DetailList
        details={[
          ...details,
          { term: texts.duration, value: formatDuration(plan.durationMinutes) },
          { term: texts.pricePerVisit, value: formatMoney(plan.price) },
          { term: texts.status, value: texts.statuses[plan.status] },
        ]}
      />
      <section className="grid gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{texts.nextVisits}</h4>
        {plan.nextVisits.length === 0 ? (
          <p className="text-sm text-slate-600">{texts.noVisits}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {plan.nextVisits.map((next) => (
              <li key={next.date} className="flex flex-wrap items-center justify-between gap-2">
                <span>{formatDateTime(next.scheduledAt)}</span>
                {visit?.(next)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </ItemCard>
  );
}
