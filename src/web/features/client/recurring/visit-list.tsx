import type { PlanOut } from '#shared/schemas/recurring';
import type { PlanVisitOut } from '#web/components/recurring/plan-errors';
import { formatVisit } from '#web/components/recurring/plan-time';

/** Visits named by a dialog (those inside 24 h that stay), on the provider's clock. */
export function VisitList({ plan, title, visits }: { plan: PlanOut; title: string; visits: PlanVisitOut[] }) {
  return (
    <div className="grid gap-1 text-sm">
      <p>{title}</p>
      <ul className="list-disc pl-5">
        {visits.map((visit) => (
          <li key={visit.date}>{formatVisit(plan, visit.scheduledAt)}</li>
        ))}
      </ul>
    </div>
  );
}
