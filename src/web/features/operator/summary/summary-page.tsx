import { PLANS } from '#shared/plan-catalog';
import { formatInteger, formatMoney, formatRating } from '#shared/format';
import { operatorShellMessages } from '#shared/operator-shell-messages';
import type { Figures, Summary } from '#shared/schemas/operator';
import { FigureCard, FigureCardFrame } from '#web/components/layout/figure-card';
import { LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { useSummary } from '#web/features/operator/api/get-summary';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { FigureTrendCard } from './figure-trend-card';
import { FigureValues } from './figure-values';
import { pointsOf } from './series';

const texts = operatorShellMessages.summary;
// In the order of their titles, which name every figure (`satisfies`): the schemas module would bring zod along.
const FIGURE_KEYS = Object.keys(texts.figures) as (keyof Figures)[];

const formatOf = (figure: keyof Figures) => (figure === 'completedValue' ? formatMoney : formatInteger);

export function SummaryContent() {
  const query = useSummary();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <SummaryFigures summary={query.data} />;
}

function ratingCount(count: number): string {
  return count === 1 ? texts.ratingCount.one : fillMessage(texts.ratingCount.other, { count });
}

function SummaryFigures({ summary }: { summary: Summary }) {
  const { averageRating, ratingCount: reviews } = summary;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {FIGURE_KEYS.map((figure) => (
        <FigureTrendCard
          key={figure}
          title={texts.figures[figure]}
          today={summary.today[figure]}
          month={summary.month[figure]}
          points={pointsOf(summary.series, figure)}
          format={formatOf(figure)}
        />
      ))}
      <FigureCardFrame title={texts.plansTitle} className="gap-3">
        <FigureValues
          values={PLANS.map((plan) => ({
            term: plan.name,
            value: formatInteger(summary.plans.find((row) => row.plan === plan.id)?.active ?? 0),
          }))}
        />
      </FigureCardFrame>
      <FigureCard
        title={texts.planRevenueTitle}
        value={formatMoney(summary.planRevenue)}
        note={texts.planRevenueNote}
      />
      <FigureCard
        title={texts.ratingTitle}
        value={
          averageRating === null
            ? texts.noRating
            : fillMessage(texts.rating, { average: formatRating(averageRating) })
        }
        note={averageRating === null ? undefined : ratingCount(reviews)}
      />
    </div>
  );
}
