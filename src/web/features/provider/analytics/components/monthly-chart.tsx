import { lazy, Suspense } from 'react';
import { analyticsUi as texts } from '#shared/analytics-messages';
import { formatMonth } from '#shared/format';
import { fillMessage } from '#web/lib/fill-message';
import type { MonthlyBarsProps, MonthPoint } from './monthly-bars';

// The figures and the table read at once; the bars follow when recharts has loaded (the box keeps its height).
const MonthlyBars = lazy(() => import('./monthly-bars'));

/** A chart in words: the twelve months' total and the best month (the first if tied). */
export function describeMonths(
  label: string,
  points: readonly MonthPoint[],
  format: (value: number) => string,
) {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points.reduce<MonthPoint | null>(
    (best, point) => (best && best.value >= point.value ? best : point),
    null,
  );
  if (!peak || peak.value === 0) return fillMessage(texts.chartEmpty, { label });
  return fillMessage(texts.chartSummary, {
    label,
    total: format(total),
    month: formatMonth(peak.month),
    peak: format(peak.value),
  });
}

/**
 * One figure's twelve months as bars, under its name. Screen readers get the words instead (role="img"), and
 * every month's number is in the table below; nothing inside the image takes focus.
 */
export function MonthlyChart({ label, points, format }: MonthlyBarsProps) {
  return (
    <figure className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-900">{label}</figcaption>
      <div role="img" aria-label={describeMonths(label, points, format)} className="h-40 w-full">
        <Suspense fallback={null}>
          <MonthlyBars label={label} points={points} format={format} />
        </Suspense>
      </div>
    </figure>
  );
}
