import { Bar, BarChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMonth } from '#shared/format';

// The brand's teal-700 (app.css): an SVG fill attribute does not read CSS variables everywhere.
const BRAND = '#0f766e';

const shortMonth = (month: string) => formatMonth(month).slice(0, 3);

// Here rather than in monthly-chart.tsx, which loads this module on demand: importing it back would make a loop.
export type MonthPoint = { month: string; value: number };

export type MonthlyBarsProps = {
  label: string;
  points: readonly MonthPoint[];
  format: (value: number) => string;
};

/** The bars themselves (recharts): loaded after the page's first view, see monthly-chart.tsx. */
export default function MonthlyBars({ label, points, format }: MonthlyBarsProps) {
  return (
    <BarChart
      responsive
      data={[...points]}
      accessibilityLayer={false}
      margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <XAxis
        dataKey="month"
        tickFormatter={shortMonth}
        tick={{ fontSize: 11, fill: '#475569' }}
        interval={0}
      />
      <YAxis hide allowDecimals={false} />
      <Tooltip
        cursor={{ fill: '#f1f5f9' }}
        labelFormatter={(month) => formatMonth(String(month))}
        formatter={(value) => [format(Number(value)), label]}
        isAnimationActive={false}
      />
      <Bar dataKey="value" fill={BRAND} radius={[2, 2, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
