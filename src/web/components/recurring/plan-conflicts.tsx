import { useId, type ReactNode } from 'react';
import type { PlanOut } from '#shared/schemas/recurring';
import { choiceTexts } from './choice-texts';
import { formatVisit } from './plan-time';

const texts = choiceTexts;
type PlanConflict = PlanOut['conflicts'][number];

/**
 * The visits the scheduler could not book, with why, as both sides of the plan read them: the customer chooses
 * ('Saltar' or another time, through `actions`), the provider is told they will hear the choice.
 */
export function PlanConflicts({
  plan,
  side,
  actions,
}: {
  plan: PlanOut;
  side: 'customer' | 'provider';
  actions?: (conflict: PlanConflict) => ReactNode;
}) {
  const headingId = useId();
  if (plan.conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900"
    >
      <h4 id={headingId} className="font-semibold">
        {texts.conflictsTitle}
      </h4>
      <p className="text-sm">{texts.offer[side]}</p>
      <ul className="grid gap-2">
        {plan.conflicts.map((conflict) => (
          <li key={conflict.date} className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {formatVisit(plan, conflict.scheduledAt)}: {texts.reasons[side][conflict.reason]}.
            </span>
            {actions?.(conflict)}
          </li>
        ))}
      </ul>
    </section>
  );
}
