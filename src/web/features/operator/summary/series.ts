import { formatDay } from '#shared/format';
import { operatorShellMessages } from '#shared/operator-shell-messages';
import type { Figures, Summary } from '#shared/schemas/operator';
import { fillMessage } from '#web/lib/fill-message';

export type Point = { date: string; value: number };

/** One figure's 30 days, oldest first, as its chart draws them. */
export function pointsOf(series: Summary['series'], figure: keyof Figures): Point[] {
  return series.map((day) => ({ date: day.date, value: day[figure] }));
}

/** What a chart shows, in words: its text alternative (the total, and the busiest day, the first if tied). */
export function describePoints(label: string, points: readonly Point[], format: (value: number) => string) {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points.reduce<Point | null>(
    (best, point) => (best && best.value >= point.value ? best : point),
    null,
  );
  if (!peak || peak.value === 0) return fillMessage(operatorShellMessages.summary.chartEmpty, { label });
  return fillMessage(operatorShellMessages.summary.chartSummary, {
    label,
    total: format(total),
    day: formatDay(peak.date),
    peak: format(peak.value),
  });
}
