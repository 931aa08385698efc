// Seeds recurring plans (issue 30) for the capacity run's plans lists: each plan is one customer and provider who
// already have agreed services ahead (seed-services.ts), weekly, its visits those services. Plain SQL over what
// is seeded, so 10,000 plans take a few statements; then the scheduler books them 8 weeks ahead, as a running
// marketplace has them, and the work that run queued (reminders, e-mails about conflicts) is dropped: otherwise the
// server's first hourly run does it during the measurement (a first profile spent most of its time there); that
// hour's run is recorded as done. Returns how many plans were made.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { rowsOf } from '#server/db/client';
import { extendPlans, RECURRING_EXTEND, scheduleRecurringExtend } from '#server/modules/recurring';

// A literal, not a parameter: DISTINCT ON must read the same expression as ORDER BY.
const ZONE = sql.raw(`'America/Mexico_City'`);

export async function seedPlans(db: Database, count: number): Promise<number> {
  // One plan per customer and provider with a confirmed service ahead, from the soonest one.
  const [made] = rowsOf<{ plans: number }>(
    await db.execute(sql`with firsts as (
        select distinct on (j.customer_id, j.provider_id) j.customer_id, j.provider_id, j.price, j.scheduled_at,
          j.duration_minutes, r.service_id, r.payment_method, r.location, r.lat, r.lng, r.precision
        from jobs j join service_requests r on r.id = j.request_id
        where j.status = 'confirmed' and j.scheduled_at > now() and r.plan_id is null
        order by j.customer_id, j.provider_id, j.scheduled_at
        limit ${count}
      ), plans as (
        insert into recurring_plans (customer_id, provider_id, service_id, payment_method, location, lat, lng,
          precision, duration_minutes, price, rhythm, first_date, visit_time, provider_zone, status, answered_at)
        select customer_id, provider_id, service_id, payment_method, location, lat, lng, precision,
          duration_minutes, price, 'weekly', (scheduled_at at time zone ${ZONE})::date,
          to_char(scheduled_at at time zone ${ZONE}, 'HH24:MI'), ${ZONE}, 'active', now()
        from firsts
        returning id, customer_id, provider_id
      )
      select count(*)::int as plans from plans`),
  );
  // Their visits: the pair's services ahead, one a day (the plan's key is its date).
  await db.execute(sql`update service_requests r set plan_id = v.plan_id, visit_date = v.visit_date
    from (
      select distinct on (p.id, (j.scheduled_at at time zone ${ZONE})::date) p.id as plan_id, j.request_id,
        (j.scheduled_at at time zone ${ZONE})::date as visit_date
      from recurring_plans p
      join jobs j on j.customer_id = p.customer_id and j.provider_id = p.provider_id
      where j.status in ('pending', 'confirmed') and j.scheduled_at > now()
      order by p.id, (j.scheduled_at at time zone ${ZONE})::date, j.scheduled_at
    ) v
    where r.id = v.request_id`);
  const now = new Date();
  await extendPlans(db, now);
  await db.execute(sql`delete from tasks where done_at is null`);
  // This hour's run over every plan is the one just made: recorded as done, so that the server does not start
  // with it (a read of 10,000 plans beside the first list measured). The next hourly run is the server's own.
  await scheduleRecurringExtend(db, now);
  await db.execute(
    sql`update tasks set done_at = now() where kind = ${RECURRING_EXTEND} and done_at is null`,
  );
  // The plans and their visits came after the seed's own vacuum analyze: without statistics the first list measured
  // ran beside autovacuum's analyze of them (the customers' list missed 200 req/s by that alone).
  await db.execute(sql`vacuum analyze`);
  return made?.plans ?? 0;
}
