import { CalendarPlus, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatInteger, formatMoney } from '#shared/format';
import { FigureCard } from '#web/components/layout/figure-card';
import { CLIENT_PAGES, NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { buttonVariants } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { formatRating, reviewsCount } from '#web/components/reviews/provider-rating';
import { useClientSummary } from '#web/features/client/api/get-summary';
import { clientOverviewUi } from '#web/features/client/overview-texts';

const texts = clientOverviewUi.overview;
const seeRequests = { to: CLIENT_PAGES.requests.to, label: texts.seeRequests };

// Only what the server counted: no sample figures (issue 5).
export function OverviewContent() {
  const summary = useClientSummary();
  return (
    <div className="grid gap-6">
      {summary.isPending ? (
        <LoadingStatus />
      ) : summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FigureCard
            title={texts.openRequests}
            value={formatInteger(summary.data.openRequests)}
            link={seeRequests}
          />
          <FigureCard
            title={texts.offersReceived}
            value={formatInteger(summary.data.offersReceived)}
            link={seeRequests}
          />
          <FigureCard
            title={texts.upcomingServices}
            value={formatInteger(summary.data.upcomingServices)}
            link={{ to: CLIENT_PAGES.scheduled.to, label: texts.seeScheduled }}
          />
          <FigureCard
            title={texts.completedServices}
            value={formatInteger(summary.data.completedServices)}
            link={{ to: CLIENT_PAGES.history.to, label: texts.seeHistory }}
          />
          <FigureCard
            title={texts.totalSpent}
            value={formatMoney(summary.data.totalSpent)}
            link={{ to: CLIENT_PAGES.payments.to, label: texts.seePayments }}
          />
          <FigureCard
            title={texts.rating}
            value={
              summary.data.rating.average === null
                ? texts.noRating
                : `${formatRating(summary.data.rating.average)} (${reviewsCount(summary.data.rating.count)})`
            }
            link={{ to: CLIENT_PAGES.reviews.to, label: texts.seeReviews }}
          />
        </div>
      )}
      <TitledCard title={texts.nextTitle} description={texts.nextBody}>
        <div className="flex flex-wrap gap-3">
          <Link to={NEW_REQUEST_PATH} className={buttonVariants({ size: 'wrap' })}>
            <Plus aria-hidden />
            {clientOverviewUi.publishRequest}
          </Link>
          <Link to="/reservar" className={buttonVariants({ variant: 'outline', size: 'wrap' })}>
            <CalendarPlus aria-hidden />
            {texts.book}
          </Link>
        </div>
      </TitledCard>
    </div>
  );
}
