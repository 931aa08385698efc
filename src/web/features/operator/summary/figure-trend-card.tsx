import { operatorShellMessages } from '#shared/operator-shell-messages';
import { FigureCardFrame } from '#web/components/layout/figure-card';
import { FigureValues } from './figure-values';
import type { Point } from './series';
import { TrendChart } from './trend-chart';

const texts = operatorShellMessages.summary;

type FigureTrendCardProps = {
  title: string;
  today: number;
  month: number;
  points: readonly Point[];
  format: (value: number) => string;
};

/** One figure: today, this month, and its last 30 days. */
export function FigureTrendCard({ title, today, month, points, format }: FigureTrendCardProps) {
  return (
    <FigureCardFrame title={title} className="gap-3">
      <FigureValues
        values={[
          { term: texts.today, value: format(today) },
          { term: texts.month, value: format(month) },
        ]}
      />
      <TrendChart label={title} points={points} format={format} />
    </FigureCardFrame>
  );
}
