import { findPlan } from '../../../../../shared/catalog';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatInteger, formatMoneyWithCents } from '../../../../../shared/format';
import { providerUi } from '../../../../../shared/messages';
import type { ProviderOverview } from '../../../../../shared/schemas/provider';
import { PROVIDER_PAGES } from '../../../../components/layout/panel-menus';
import { buttonVariants } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { LoadError, LoadingStatus } from '../../../../components/ui/query-status';
import { formatRating, reviewsCount } from '../../../reviews/provider-rating';
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

function toAnswerNote(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1 ? texts.toAnswerOne : fillMessage(texts.toAnswer, { count });
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
        <FigureCard
          title={texts.upcomingTitle}
          value={formatInteger(data.upcomingServices)}
          note={toAnswerNote(data.bookingsToAnswer)}
          link={PROVIDER_PAGES.calendar}
        />
        <FigureCard
          title={texts.earningsTitle}
          value={formatMoneyWithCents(data.earningsThisMonth.total)}
          note={fillMessage(texts.received, { amount: formatMoneyWithCents(data.earningsThisMonth.paid) })}
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
      <Card aria-labelledby="public-page-title">
        <CardHeader>
          <CardTitle id="public-page-title">{texts.publicPageTitle}</CardTitle>
          <CardDescription>
            {data.publicPath ? texts.publicPageBody : texts.publicPageMissing}
          </CardDescription>
        </CardHeader>
        {data.publicPath ? (
          <Link to={data.publicPath} className={buttonVariants({ variant: 'outline', size: 'wrap' })}>
            <ExternalLink aria-hidden />
            {texts.publicPageLink}
          </Link>
        ) : null}
      </Card>
      <SetupChecklist checklist={data.checklist} />
    </div>
  );
}
