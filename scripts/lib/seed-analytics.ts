// 'Estadísticas' under load (issue 27): one Empresarial provider with ANALYTICS_SERVICES services (each an offer
// accepted, a completed service and a customer's review, spread over the last year) and ANALYTICS_VIEWS recorded
// views and appearances, appended and counted per day as the server's recorder does.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

export const ANALYTICS_SERVICES = 5_000;
export const ANALYTICS_VIEWS = 200_000;

export async function seedAnalyticsProvider(db: Database, providerId: string, customerId: string) {
  await db.execute(sql`update subscriptions set plan_type = 'enterprise', amount = 199900
    where provider_id = ${providerId} and status = 'active'`);
  await db.execute(sql`insert into service_requests (customer_id, title, description, service_id, budget_range,
      required_date, location, lat, lng, status, provider_id, created_at)
    select ${customerId}, 'Limpieza ' || g, 'Descripción de prueba suficiente.', 'home-cleaning', '0-500',
      now() - (g % 365) * interval '1 day', 'Centro', 19.4326, -99.1332, 'completed', ${providerId},
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${ANALYTICS_SERVICES}) g`);
  await db.execute(sql`insert into request_applications (request_id, provider_id, proposed_price,
      duration_minutes, message, status, created_at)
    select r.id, ${providerId}, 50000, 180, 'Propuesta', 'accepted', r.created_at from service_requests r
    where r.provider_id = ${providerId} and r.customer_id = ${customerId}`);
  await db.execute(sql`insert into jobs (request_id, application_id, customer_id, provider_id, title, service_id,
      scheduled_at, time_zone, location, price, duration_minutes, payment_method, status, completed_at,
      created_at)
    select a.request_id, a.id, ${customerId}, ${providerId}, 'Limpieza', 'home-cleaning', a.created_at,
      'America/Mexico_City', 'Centro', 50000, 180, 'cash', 'completed', a.created_at, a.created_at
    from request_applications a join service_requests r on r.id = a.request_id
    where a.provider_id = ${providerId} and r.customer_id = ${customerId}`);
  await db.execute(sql`insert into reviews (job_id, author_role, author_id, subject_id, rating, comment, created_at,
      published_at)
    select j.id, 'customer', ${customerId}, ${providerId}, 1 + (abs(hashtext(j.id::text)) % 5), 'Bien',
      j.completed_at, j.completed_at
    from jobs j where j.provider_id = ${providerId} and j.customer_id = ${customerId}`);
  await db.execute(sql`insert into provider_events (provider_id, kind, at)
    select ${providerId}, case when g % 3 = 0 then 'wizard_appearance' else 'profile_view' end,
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${ANALYTICS_VIEWS}) g`);
  await db.execute(sql`insert into provider_event_days (provider_id, day, kind, count)
    select provider_id, (at at time zone 'America/Mexico_City')::date, kind, count(*)::int from provider_events
    where provider_id = ${providerId} group by 1, 2, 3`);
}
