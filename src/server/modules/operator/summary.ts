import { sql } from 'drizzle-orm';
import { PLAN_IDS, type PlanId } from '#shared/domain/plans';
import { wallClockIso } from '#shared/domain/local-time';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { FIGURE_KEYS, type Figures, type Summary } from '#shared/schemas/operator';
import { rowsOf, type Database } from '#server/db/client';
import { chargeAmount } from '#server/domain/charges';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { isVisibleReview } from '#server/domain/visible-review';

const SERIES_DAYS = 30;
const DAY_MS = 86_400_000;

const emptyFigures = (): Figures =>
  Object.fromEntries(FIGURE_KEYS.map((key) => [key, 0])) as unknown as Figures;

/** The calendar days (YYYY-MM-DD in Mexico City) of the last 30, oldest first, today last. */
function lastDays(now: Date): string[] {
  // Noon-to-noon steps never skip or repeat a day, even across a change of offset.
  const today = wallClockIso(now, TIME_ZONE).slice(0, 10);
  const noon = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: SERIES_DAYS }, (_, index) =>
    new Date(noon - (SERIES_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

interface EventRow {
  kind: keyof Figures;
  day: string;
  count: number;
  value: number;
}

/**
 * The console's Resumen: today's and this month's figures (days in Mexico City) and the last 30 days one by one,
 * all from one pass over what happened since the earlier of the month's first day and 29 days ago. A service
 * counts on the day it reached the status (its job_events line); completed value is what it cost then.
 */
export async function operatorSummary(db: Database, now: Date): Promise<Summary> {
  const local = sql`(${now}::timestamptz at time zone ${TIME_ZONE})`;
  const events = rowsOf<EventRow>(
    await db.execute(sql`with w as (
        select least(date_trunc('month', ${local}), date_trunc('day', ${local}) - interval '29 days')
          at time zone ${TIME_ZONE} as since)
      select kind, to_char(at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day,
        count(*)::int as count, coalesce(sum(value), 0)::bigint as value
      from (
        select case when u.user_type = 'client' then 'newCustomers' else 'newProviders' end as kind,
          u.created_at as at, 0 as value
          from users u, w where u.created_at >= w.since
        union all
        select 'requests', r.created_at, 0 from service_requests r, w
          where r.provider_id is null and r.created_at >= w.since
        union all
        select 'offers', a.created_at, 0 from request_applications a, w where a.created_at >= w.since
        union all
        select case e.to_status when 'confirmed' then 'servicesConfirmed'
            when 'completed' then 'servicesCompleted' else 'servicesCancelled' end,
          e.at, case when e.to_status = 'completed' then ${chargeAmount} else 0 end
          from job_events e join jobs j on j.id = e.job_id, w
          where e.at >= w.since and e.to_status in ('confirmed', 'completed', 'cancelled')
            and e.from_status is distinct from e.to_status
      ) x
      group by kind, day`),
  );

  const days = lastDays(now);
  const today = days.at(-1)!;
  const month = today.slice(0, 7);
  const byDay = new Map(days.map((day) => [day, emptyFigures()]));
  const totals = { today: emptyFigures(), month: emptyFigures() };
  for (const row of events) {
    const add = (figures: Figures) => {
      figures[row.kind] += row.count;
      if (row.kind === 'servicesCompleted') figures.completedValue += Number(row.value);
    };
    const day = byDay.get(row.day);
    if (day) add(day);
    if (row.day === today) add(totals.today);
    if (row.day.startsWith(month)) add(totals.month);
  }

  const plans = rowsOf<{ plan: PlanId; active: number; revenue: number }>(
    await db.execute(sql`select s.plan_type as plan, count(*)::int as active, coalesce(sum(s.amount), 0)::bigint as revenue
      from subscriptions s where ${isActivePlan(aliasColumns('s'), now.toISOString())} group by s.plan_type`),
  );
  const [rating] = rowsOf<{ average: number | null; count: number }>(
    await db.execute(sql`select avg(r.rating)::float8 as average, count(*)::int as count from reviews r
      where ${isVisibleReview()} and r.published_at <= ${now}::timestamptz`),
  );

  return {
    ...totals,
    series: days.map((date) => ({ date, ...byDay.get(date)! })),
    plans: PLAN_IDS.map((plan) => ({ plan, active: plans.find((row) => row.plan === plan)?.active ?? 0 })),
    planRevenue: plans.reduce((sum, row) => sum + Number(row.revenue), 0),
    averageRating:
      rating?.average === null || rating?.average === undefined
        ? null
        : Math.round(rating.average * 100) / 100,
    ratingCount: rating?.count ?? 0,
  };
}
