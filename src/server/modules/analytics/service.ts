import { sql } from 'drizzle-orm';
import { ANALYTICS_PLAN } from '#shared/domain/analytics';
import { analyticsMessages } from '#shared/analytics-messages';
import { analyticsWindow } from '#shared/domain/analytics-window';
import type { AnalyticsFigures, ProviderAnalytics } from '#shared/schemas/analytics';
import { rowsOf, type Database } from '#server/db/client';
import { ForbiddenError } from '#server/domain/errors';
import { chargeAmount, chargeMonth, isCharge } from '#server/domain/charges';
import { isVisibleReview } from '#server/domain/visible-review';
import { findActiveSubscription } from '#server/modules/subscriptions';

/** Refuses (403 PLAN_REQUIRED) unless the provider's plan in force at `now` is the one that shows the panel. */
export async function requireAnalyticsPlan(db: Database, providerId: string, now: Date) {
  if ((await findActiveSubscription(db, providerId, now))?.planType !== ANALYTICS_PLAN)
    throw new ForbiddenError('PLAN_REQUIRED', analyticsMessages.planRequired);
}

// Each source's rows: a month's sums, and the part of them within the thirty days.
interface SourceRow {
  /** 'YYYY-MM', or the month's place among the twelve (localMonth). */
  month: string | number;
  kind?: string;
  value: number | string;
  recent: number | string;
  extra?: number | string;
  recent_extra?: number | string;
}

const emptyFigures = (): AnalyticsFigures & { ratingSum: number } => ({
  profileViews: 0,
  searchAppearances: 0,
  wizardAppearances: 0,
  offersSent: 0,
  offersAccepted: 0,
  acceptanceRate: null,
  completedServices: 0,
  earnings: 0,
  averageRating: null,
  ratingCount: 0,
  ratingSum: 0,
});

const EVENT_FIELDS = {
  profile_view: 'profileViews',
  search_appearance: 'searchAppearances',
  wizard_appearance: 'wizardAppearances',
} as const;

/**
 * 'Estadísticas': the twelve months and the thirty days. Views and appearances come from the daily counts
 * (provider_event_days), never the events; offers, services, earnings (Ganancias' charges, isCharge and
 * chargeAmount) and ratings (customers' visible reviews) from their own tables through the provider's indexes.
 */
export async function providerAnalytics(
  db: Database,
  providerId: string,
  now: Date,
): Promise<ProviderAnalytics> {
  const window = analyticsWindow(now);
  const since = window.since.toISOString();
  const recentSince = window.recentSince.toISOString();
  // The month of an instant, as its place among the months' first midnights (1 to 12): comparisons, not a time
  // zone conversion per row, which on 5,000 services was most of the answer's time.
  const starts = sql.param(window.monthStarts.map((start) => start.toISOString()));
  const localMonth = (column: string) => sql`width_bucket(${sql.raw(column)}, ${starts}::timestamptz[])`;
  const [events, offers, completed, earnings, ratings] = await Promise.all([
    db.execute(sql`select to_char(d.day, 'YYYY-MM') as month, d.kind, sum(d.count)::int as value,
        coalesce(sum(d.count) filter (where d.day >= ${window.recentFirstDay}::date), 0)::int as recent
      from provider_event_days d where d.provider_id = ${providerId} and d.day >= ${window.firstDay}::date
      group by 1, 2`),
    db.execute(sql`select ${localMonth('a.created_at')} as month, count(*)::int as value,
        count(*) filter (where a.created_at >= ${recentSince}::timestamptz)::int as recent,
        count(*) filter (where a.status = 'accepted')::int as extra,
        count(*) filter (where a.status = 'accepted' and a.created_at >= ${recentSince}::timestamptz)::int as recent_extra
      from request_applications a where a.provider_id = ${providerId} and a.created_at >= ${since}::timestamptz
      group by 1`),
    db.execute(sql`select ${localMonth('j.completed_at')} as month, count(*)::int as value,
        count(*) filter (where j.completed_at >= ${recentSince}::timestamptz)::int as recent
      from jobs j where j.provider_id = ${providerId} and j.completed_at >= ${since}::timestamptz
      group by 1`),
    // A charge is filed under its service's date where it takes place (chargeMonth), as in Ganancias; a day
    // either side of the window in UTC reads every service that can be filed in it.
    db.execute(sql`select ${chargeMonth} as month, sum(${chargeAmount})::int as value,
        coalesce(sum(${chargeAmount}) filter (where j.scheduled_at >= ${recentSince}::timestamptz), 0)::int as recent
      from jobs j where j.provider_id = ${providerId} and ${isCharge}
        and j.scheduled_at >= ${since}::timestamptz - interval '1 day'
      group by 1`),
    db.execute(sql`select ${localMonth('r.published_at')} as month, count(*)::int as value,
        count(*) filter (where r.published_at >= ${recentSince}::timestamptz)::int as recent,
        sum(r.rating)::int as extra,
        coalesce(sum(r.rating) filter (where r.published_at >= ${recentSince}::timestamptz), 0)::int as recent_extra
      from reviews r where r.subject_id = ${providerId} and r.author_role = 'customer' and ${isVisibleReview()}
        and r.published_at >= ${since}::timestamptz
      group by 1`),
  ]);

  const byMonth = new Map(window.months.map((month) => [month, emptyFigures()]));
  const recent = emptyFigures();
  const add = (
    result: unknown,
    apply: (figures: ReturnType<typeof emptyFigures>, row: SourceRow, part: 'value' | 'recent') => void,
  ) => {
    for (const row of rowsOf<SourceRow>(result)) {
      const month = byMonth.get(
        typeof row.month === 'number' ? (window.months[row.month - 1] ?? '') : row.month,
      );
      if (month) apply(month, row, 'value');
      apply(recent, row, 'recent');
    }
  };
  add(events, (figures, row, part) => {
    figures[EVENT_FIELDS[row.kind as keyof typeof EVENT_FIELDS]] += Number(row[part]);
  });
  add(offers, (figures, row, part) => {
    figures.offersSent += Number(row[part]);
    figures.offersAccepted += Number(part === 'value' ? row.extra : row.recent_extra);
  });
  add(completed, (figures, row, part) => {
    figures.completedServices += Number(row[part]);
  });
  add(earnings, (figures, row, part) => {
    figures.earnings += Number(row[part]);
  });
  add(ratings, (figures, row, part) => {
    figures.ratingCount += Number(row[part]);
    figures.ratingSum += Number(part === 'value' ? row.extra : row.recent_extra);
  });

  return {
    months: window.months.map((month) => ({ month, ...finish(byMonth.get(month)!) })),
    recent: { from: window.recentFirstDay, ...finish(recent) },
  };
}

// The rates from the sums: the rating to one decimal as Reseñas shows it.
function finish({ ratingSum, ...figures }: ReturnType<typeof emptyFigures>): AnalyticsFigures {
  return {
    ...figures,
    acceptanceRate: figures.offersSent === 0 ? null : figures.offersAccepted / figures.offersSent,
    averageRating: figures.ratingCount === 0 ? null : Math.round((ratingSum / figures.ratingCount) * 10) / 10,
  };
}
