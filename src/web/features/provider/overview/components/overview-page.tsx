import { findPlan } from '#shared/plan-catalog';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatInteger, formatMoney } from '#shared/format';
import { providerOverviewUi } from '#shared/provider-overview-ui';
import type { PendingPlan, ProviderOverview } from '#shared/schemas/provider';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { buttonVariants } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { formatRating, reviewsCount } from '#web/components/reviews/provider-rating';
import { fillMessage } from '#web/lib/fill-message';
import { subscriptionQueryOptions } from '#web/features/provider/subscription/api/get-subscription';
import { useOverview } from '#web/features/provider/overview/api/get-overview';
import { FigureCard } from '#web/components/layout/figure-card';
import { ServingNotice } from '#web/features/provider/serving/serving-notice';
import { SetupChecklist } from './setup-checklist';

const texts = providerOverviewUi.overview;

export function OverviewContent() {
  const overview = useOverview();
  // Only for the 'Pago pendiente' line: the figures do not wait for it.
  const pending = useQuery({ ...subscriptionQueryOptions, select: (data) => data.pendingPayment });
  if (overview.isPending) return <LoadingStatus />;
  if (overview.isError) return <LoadError onRetry={() => void overview.refetch()} />;
  return <OverviewFigures data={overview.data} pending={pending.data ?? null} />;
}

function planNote(data: ProviderOverview, pending: PendingPlan | null): string | undefined {
  const notes = [
    data.subscription && fillMessage(texts.validUntil, { date: formatDateTime(data.subscription.endDate) }),
    pending && fillMessage(texts.planPendingTitle, { plan: findPlan(pending.planType)?.name ?? '' }),
  ].filter(Boolean);
  return notes.length ? notes.join('. ') : undefined;
}

function applicationsNote(data: ProviderOverview): string {
  const limit = findPlan(data.subscription?.planType)?.monthlyApplicationLimit;
  if (!data.subscription) return texts.needsPlan;
  if (limit != null && data.applicationsRemaining !== null) {
    return fillMessage(texts.remaining, { remaining: data.applicationsRemaining, limit });
  }
  return texts.unlimited;
}

function toAnswerNote(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? texts.toAnswerOne : fillMessage(texts.toAnswer, { count });
}

// Only what the server counted: no sample figures (issue 4).
function OverviewFigures({ data, pending }: { data: ProviderOverview; pending: PendingPlan | null }) {
  const { subscription, openRequestsInArea } = data;
  const hasArea = openRequestsInArea !== null;
  return (
    <div className="grid gap-6">
      <ServingNotice serving={data.serving} />
      <div className="grid gap-4 md:grid-cols-3">
        <FigureCard
          title={texts.planTitle}
          value={findPlan(subscription?.planType)?.name ?? texts.noPlan}
          note={planNote(data, pending)}
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
            hasArea
              ? { to: PROVIDER_PAGES.requests.to, label: providerOverviewUi.seeRequests }
              : PROVIDER_PAGES.area
          }
        />
        <FigureCard
          title={texts.upcomingTitle}
          value={formatInteger(data.upcomingServices)}
          note={toAnswerNote(data.bookingsToAnswer)}
          link={PROVIDER_PAGES.calendar}
        />
        <FigureCard
          title={texts.earningsTitle}
          value={formatMoney(data.earningsThisMonth.total)}
          note={fillMessage(texts.received, { amount: formatMoney(data.earningsThisMonth.paid) })}
          link={PROVIDER_PAGES.earnings}
        />
        <FigureCard
          title={texts.ratingTitle}
          value={
            data.rating.average === null
              ? texts.noRating
              : `${formatRating(data.rating.average)} (${reviewsCount(data.rating.count)})`
          }
          link={PROVIDER_PAGES.reviews}
        />
      </div>
      <TitledCard
        title={texts.publicPageTitle}
        description={data.publicPath ? texts.publicPageBody : texts.publicPageMissing}
      >
        {data.publicPath ? (
          <Link to={data.publicPath} className={buttonVariants({ variant: 'outline', size: 'wrap' })}>
            <ExternalLink aria-hidden />
            {texts.publicPageLink}
          </Link>
        ) : null}
      </TitledCard>
      <SetupChecklist checklist={data.checklist} />
    </div>
  );
}
