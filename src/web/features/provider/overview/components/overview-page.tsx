import { findPlan } from '../../../../../shared/catalog';
import { formatDateTime, formatInteger } from '../../../../../shared/format';
import { providerUi } from '../../../../../shared/messages';
import type { ProviderOverview } from '../../../../../shared/schemas/provider';
import { PROVIDER_PAGES } from '../../../../components/layout/panel-menus';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { fillMessage } from '../../../../lib/fill-message';
import { useOverview } from '../api/get-overview';
import { FigureCard } from '../../../../components/layout/figure-card';
import { SetupChecklist } from './setup-checklist';

const texts = providerUi.overview;

export function OverviewContent() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingStatus />;
  if (overview.isError) return <LoadError onRetry={() => void overview.refetch()} />;
  return <OverviewFigures data={overview.data} />;
}

function applicationsNote(data: ProviderOverview): string {
  const limit = findPlan(data.subscription?.planType)?.monthlyApplicationLimit;
  if (!data.subscription) return texts.needsPlan;
  if (limit != null && data.applicationsRemaining !== null) {
    return fillMessage(texts.remaining, { remaining: data.applicationsRemaining, limit });
  }
  return texts.unlimited;
}

// Only what the server counted: no sample figures (issue 4).
function OverviewFigures({ data }: { data: ProviderOverview }) {
  const { subscription, openRequestsInArea } = data;
  const hasArea = openRequestsInArea !== null;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <FigureCard
          title={texts.planTitle}
          value={findPlan(subscription?.planType)?.name ?? texts.noPlan}
          note={
            subscription
              ? fillMessage(texts.validUntil, { date: formatDateTime(subscription.endDate) })
              : undefined
          }
          link={PROVIDER_PAGES.subscription}
        />
        <FigureCard
          title={texts.applicationsTitle}
          value={formatInteger(data.applicationsThisMonth)}
          note={applicationsNote(data)}
        />
        <FigureCard
          title={texts.openRequestsTitle}
          value={hasArea ? formatInteger(openRequestsInArea) : texts.noArea}
          note={hasArea ? undefined : texts.needsArea}
          link={
            hasArea ? { to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests } : PROVIDER_PAGES.area
          }
        />
      </div>
      <SetupChecklist checklist={data.checklist} />
    </div>
  );
}
