import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { analyticsUi as texts } from '#shared/analytics-messages';
import { formatDay, formatInteger, formatMoney, formatMonth, lazy } from '#shared/format';
import type { AnalyticsFigures, ProviderAnalytics } from '#shared/schemas/analytics';
import { FigureCard } from '#web/components/layout/figure-card';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { buttonVariants } from '#web/components/ui/button';
import { InfoNote } from '#web/components/ui/info-note';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';
import { fillMessage } from '#web/lib/fill-message';
import {
  ANALYTICS_CSV_URL,
  isPlanRequired,
  useProviderAnalytics,
} from '#web/features/provider/analytics/api/get-analytics';
import { MonthlyChart } from './monthly-chart';

const percent = lazy(() => new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 0 }));

// The figures shown, in order, each with how it reads. Search appearances wait for a search-results list: the
// wizard's is the only list of providers the site has (docs/analytics.md).
const FIGURES = [
  ['profileViews', (f: AnalyticsFigures) => formatInteger(f.profileViews)],
  ['wizardAppearances', (f: AnalyticsFigures) => formatInteger(f.wizardAppearances)],
  ['offersSent', (f: AnalyticsFigures) => formatInteger(f.offersSent)],
  ['offersAccepted', (f: AnalyticsFigures) => formatInteger(f.offersAccepted)],
  [
    'acceptanceRate',
    (f: AnalyticsFigures) =>
      f.acceptanceRate === null ? texts.noOffers : percent().format(f.acceptanceRate),
  ],
  ['completedServices', (f: AnalyticsFigures) => formatInteger(f.completedServices)],
  ['earnings', (f: AnalyticsFigures) => formatMoney(f.earnings)],
  [
    'averageRating',
    (f: AnalyticsFigures) => (f.averageRating === null ? texts.noRating : f.averageRating.toFixed(1)),
  ],
] as const;

const CHARTS = [
  ['profileViews', formatInteger],
  ['wizardAppearances', formatInteger],
  ['offersSent', formatInteger],
  ['completedServices', formatInteger],
  ['earnings', formatMoney],
] as const;

/** 'Estadísticas': the thirty days as figures, the twelve months as charts and a table, and the CSV. */
export function AnalyticsContent() {
  const query = useProviderAnalytics();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return isPlanRequired(query.error) ? (
      <AnalyticsPlanRequired />
    ) : (
      <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />
    );
  return <Analytics data={query.data} />;
}

function Analytics({ data }: { data: ProviderAnalytics }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="analytics-recent" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="analytics-recent" className="text-lg font-semibold text-slate-900">
              {texts.recentTitle}
            </h2>
            <p className="text-sm text-slate-700">
              {fillMessage(texts.recentFrom, { day: formatDay(data.recent.from) })}
            </p>
          </div>
          <a href={ANALYTICS_CSV_URL} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden />
            {texts.download}
          </a>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FIGURES.map(([key, read]) => (
            <FigureCard key={key} title={texts.figures[key]} value={read(data.recent)} />
          ))}
        </div>
      </section>
      <section aria-labelledby="analytics-months" className="grid gap-4">
        <h2 id="analytics-months" className="text-lg font-semibold text-slate-900">
          {texts.monthsTitle}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {CHARTS.map(([key, format]) => (
            <MonthlyChart
              key={key}
              label={texts.figures[key]}
              points={data.months.map((month) => ({ month: month.month, value: month[key] }))}
              format={format}
            />
          ))}
        </div>
        <ScrollTable
          caption={texts.tableCaption}
          headings={[texts.month, ...FIGURES.map(([key]) => texts.figures[key])]}
          minWidth="min-w-[64rem]"
        >
          {[...data.months].reverse().map((month) => (
            <tr key={month.month}>
              <th scope="row" className={`${tableCell} font-medium capitalize`}>
                {formatMonth(month.month)}
              </th>
              {FIGURES.map(([key, read]) => (
                <td key={key} className={tableCell}>
                  {read(month)}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      </section>
    </div>
  );
}

/** Básico and Premium: what the panel holds and which plan includes it, no figures. */
export function AnalyticsPlanRequired() {
  return (
    <div className="grid gap-4">
      <InfoNote title={texts.lockedTitle} body={texts.lockedBody} />
      <ul className="grid list-disc gap-1 pl-6 text-sm text-slate-700">
        {FIGURES.map(([key]) => (
          <li key={key}>{texts.figures[key]}</li>
        ))}
      </ul>
      <div>
        <Link to={PROVIDER_PAGES.subscription.to} className={buttonVariants({ variant: 'outline' })}>
          {texts.seePlans}
        </Link>
      </div>
    </div>
  );
}
