import { lazy, Suspense } from 'react';
import { describePoints, type Point } from './series';

// The figures read at once; the bars follow when recharts has loaded (the box keeps its height meanwhile).
const TrendBars = lazy(() => import('./trend-bars'));

type TrendChartProps = { label: string; points: readonly Point[]; format: (value: number) => string };

/**
 * A figure's last 30 days as small bars. Screen readers get the words instead (role="img"); recharts' own
 * keyboard layer is off, so nothing inside the image takes focus.
 */
export function TrendChart({ label, points, format }: TrendChartProps) {
  return (
    <div role="img" aria-label={describePoints(label, points, format)} className="h-16 w-full">
      <Suspense fallback={null}>
        <TrendBars label={label} points={points} format={format} />
      </Suspense>
    </div>
  );
}
