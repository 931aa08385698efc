import { eq, sql } from 'drizzle-orm';
import { findService } from '#shared/catalog';
import { publicFigures, HIGH_RATING, TESTIMONIALS_SHOWN, type SiteCounts } from '#shared/domain/site-stats';
import { shortName } from '#shared/names';
import type { SiteStats, Testimonial } from '#shared/schemas/site-stats';
import { rowsOf, type Database } from '#server/db/client';
import { siteStats } from '#server/db/schema';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { isVisibleReview } from '#server/domain/visible-review';

export const SITE_STATS_REFRESH = 'site-stats-refresh';
const DAY_MS = 86_400_000;

// A count a day is due; past this without one (a fresh install, a count that failed every attempt), a reader books it.
const STALE_MS = 25 * 3_600_000;
// One count per UTC day and key: readers of a stale row, or the chain meeting them, add nothing more.
const dayKey = (at: Date) => `${SITE_STATS_REFRESH}:${at.toISOString().slice(0, 10)}`;

/** Books a count now unless one was booked today; true when it did (wake the worker). */
export async function scheduleSiteStats(db: Database, now: Date): Promise<boolean> {
  return enqueue(db, { kind: SITE_STATS_REFRESH, payload: {}, dedupeKey: dayKey(now) });
}

// Written out, not bound, so that the planner can use the partial index reviews_showcase_idx.
const HIGH = sql.raw(String(HIGH_RATING));

async function countSite(tx: Database): Promise<SiteCounts> {
  const [counts] = rowsOf<SiteCounts>(
    await tx.execute(sql`select s.customers, s.completed_services as "completedServices", r.reviews,
        r.rating_sum as "ratingSum", r.high_ratings as "highRatings"
      from (select count(distinct customer_id)::int as customers, count(*)::int as completed_services
        from jobs where status = 'completed') s,
      (select count(*)::int as reviews, coalesce(sum(r.rating), 0)::int as rating_sum,
          (count(*) filter (where r.rating >= ${HIGH}))::int as high_ratings
        from reviews r where r.author_role = 'customer' and ${isVisibleReview()}) r`),
  );
  return counts!;
}

/** The daily count: the figures into their one row, and the next count a day later, in one transaction. */
export const refreshSiteStats: TaskHandler<Record<string, never>> = async (_payload, context) => {
  const { now, completeInTransaction } = context;
  await completeInTransaction(async (tx) => {
    const counts = await countSite(tx);
    await tx
      .insert(siteStats)
      .values({ id: 1, ...counts, countedAt: now })
      .onConflictDoUpdate({ target: siteStats.id, set: { ...counts, countedAt: now } });
    const next = new Date(now.getTime() + DAY_MS);
    await enqueue(tx, { kind: SITE_STATS_REFRESH, payload: {}, runAt: next, dedupeKey: dayKey(next) });
  });
};

interface TestimonialRow {
  id: string;
  full_name: string | null;
  service_id: string | null;
  rating: number;
  comment: string;
}

function toTestimonial(row: TestimonialRow): Testimonial {
  const service = findService(row.service_id)?.name ?? null;
  return { id: row.id, name: shortName(row.full_name), service, rating: row.rating, comment: row.comment };
}

/**
 * What the home page shows: the last count's figures past their thresholds, and the newest published 4–5-star
 * reviews with a comment whose authors allowed it and still have their account (read live, so a review hidden
 * by moderation leaves at once). `stale`: no count in the last day, one should be booked.
 */
export async function readSiteStats(db: Database, now: Date): Promise<{ stats: SiteStats; stale: boolean }> {
  const [[row], testimonials] = await Promise.all([
    db.select().from(siteStats).where(eq(siteStats.id, 1)),
    db.execute(sql`select r.id, p.full_name, j.service_id, r.rating, r.comment
      from reviews r join jobs j on j.id = r.job_id join profiles p on p.id = r.author_id
      where r.showcase_consent and r.author_role = 'customer' and r.rating >= ${HIGH}
        and ${isVisibleReview()} and r.comment <> '' and p.deleted_at is null and p.suspended_at is null
      order by r.published_at desc, r.id desc
      limit ${TESTIMONIALS_SHOWN}`),
  ]);
  const stats = {
    ...publicFigures(row ?? null),
    testimonials: rowsOf<TestimonialRow>(testimonials).map(toTestimonial),
    countedAt: row?.countedAt.toISOString() ?? null,
  };
  return { stats, stale: !row || now.getTime() - row.countedAt.getTime() > STALE_MS };
}
