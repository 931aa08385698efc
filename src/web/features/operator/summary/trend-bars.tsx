import { Bar, BarChart, Tooltip, XAxis } from 'recharts';
import { formatDay } from '#shared/format';
import type { Point } from './series';

// The brand's teal-700 (app.css): an SVG fill attribute does not read CSS variables everywhere.
const BRAND = '#0f766e';

type TrendBarsProps = { label: string; points: readonly Point[]; format: (value: number) => string };

/** The bars themselves (recharts, ~80 KB gzip): loaded after the console's first view, see trend-chart.tsx. */
export default function TrendBars({ label, points, format }: TrendBarsProps) {
  return (
    <BarChart
      responsive
      data={[...points]}
      accessibilityLayer={false}
      margin={{ top: 2, right: 0, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <XAxis dataKey="date" hide />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        labelFormatter={(date) => formatDay(String(date))}
        formatter={(value) => [format(Number(value)), label]}
        isAnimationActive={false}
      />
      <Bar dataKey="value" fill={BRAND} radius={[2, 2, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
