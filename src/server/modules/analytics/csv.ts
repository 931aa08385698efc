import { analyticsMessages } from '#shared/analytics-messages';
import type { AnalyticsFigures, ProviderAnalytics } from '#shared/schemas/analytics';

// Search appearances wait for a search-results list (docs/analytics.md). Every cell is a month, a fixed label or a number: nothing a person typed, so nothing to quote or neutralise.
const row = (period: string, figures: AnalyticsFigures) =>
  [
    period,
    figures.profileViews,
    figures.wizardAppearances,
    figures.offersSent,
    figures.offersAccepted,
    figures.acceptanceRate === null ? '' : (figures.acceptanceRate * 100).toFixed(1),
    figures.completedServices,
    (figures.earnings / 100).toFixed(2),
    figures.averageRating === null ? '' : figures.averageRating.toFixed(1),
    figures.ratingCount,
  ].join(',');

/**
 * 'Descargar CSV': one row per month, oldest first, then the thirty days' row; RFC 4180 with CRLF and a
 * byte-order mark so that Excel in Spanish reads the accents as UTF-8. Pesos and rates with a point.
 */
export function analyticsCsv(analytics: ProviderAnalytics): string {
  const lines = [
    analyticsMessages.csvColumns.join(','),
    ...analytics.months.map((month) => row(month.month, month)),
    row(analyticsMessages.csvRecentRow, analytics.recent),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
