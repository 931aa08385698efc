import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { providerOverviewUi } from '#shared/provider-overview-ui';
import type { ProviderOverview } from '#shared/schemas/provider';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { TitledCard } from '#web/components/ui/card';

type Checklist = ProviderOverview['checklist'];

const STEPS: ReadonlyArray<{ key: keyof Checklist; to: string }> = [
  { key: 'plan', to: PROVIDER_PAGES.subscription.to },
  { key: 'area', to: PROVIDER_PAGES.area.to },
  { key: 'services', to: PROVIDER_PAGES.services.to },
  { key: 'profile', to: PROVIDER_PAGES.profile.to },
  { key: 'verification', to: PROVIDER_PAGES.verification.to },
];

// Each step still to do links to the page where it gets done.
export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  return (
    <TitledCard title={providerOverviewUi.overview.checklistTitle}>
      <ul className="grid gap-3">
        {STEPS.map(({ key, to }) => {
          const done = checklist[key];
          const text = providerOverviewUi.checklist[key];
          return (
            <li key={key} className="flex items-start gap-3">
              {done ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
              )}
              <span className="sr-only">
                {done ? providerOverviewUi.overview.done : providerOverviewUi.overview.pending}:
              </span>
              {done ? (
                <span className="text-slate-800">{text.done}</span>
              ) : (
                <Link
                  to={to}
                  className="rounded font-medium text-brand underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand"
                >
                  {text.todo}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
