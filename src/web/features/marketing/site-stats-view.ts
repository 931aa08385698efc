import type { SiteStats } from '#shared/schemas/site-stats';
import { figureLabels, testimonialTexts } from './content/site-stats';

// How the home page writes GET /api/site-stats, shared by its React components and by src/web/enhance (the page
// ships without React): keep it free of React and of anything heavy.

export type FigureKey = keyof typeof figureLabels;
export const FIGURE_KEYS = Object.keys(figureLabels) as FigureKey[];

const count = new Intl.NumberFormat('es-MX');

/** A published figure as the band shows it ('1,250', '4.7/5', '96 %'); null while it is under its threshold. */
export function figureText(stats: SiteStats, key: FigureKey): { value: string; label: string } | null {
  const figure = stats[key];
  if (figure === null) return null;
  const value =
    key === 'averageRating'
      ? `${figure.toFixed(1)}/5`
      : key === 'highRatingShare'
        ? `${figure} %`
        : count.format(figure);
  return { value, label: figureLabels[key] };
}

export const starsLabel = (rating: number) => testimonialTexts.stars.replace('{rating}', String(rating));

export const STAR_CLASSES = {
  filled: 'size-5 fill-amber-400 text-amber-500',
  empty: 'size-5 text-slate-300',
} as const;
