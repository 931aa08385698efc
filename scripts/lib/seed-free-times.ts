// The provider whose free times npm run load:capacity measures (issue 29): 300 services of theirs in the 14 days
// the wizard shows, and a 'Disponibilidad' open all day, every day, so that each answer walks every half hour of
// the 14 days against all 300.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { FREE_TIMES } from '#server/domain/schedule';
import { insertProviders } from './direct-sessions';

export const FREE_TIMES_SERVICES = 300;
/** The Zócalo: the provider's area's centre and the customer's place. */
export const FREE_TIMES_PLACE = { lat: 19.4326, lng: -99.1332 };
export const FREE_TIMES_SERVICE_ID = 'garden';

const HOUR = 3_600_000;

/**
 * One provider, 'load-free-times-provider-0', who prices FREE_TIMES_SERVICE_ID and works 00:00–23:59 each day
 * with no travel, and FREE_TIMES_SERVICES services of one hour, back to back from three hours after `now` on a
 * whole hour (the last ends 12.5 days later: the 14 days keep some free time at their end). Half pending, half
 * confirmed, with one customer. Returns the provider's id.
 */
export async function seedFreeTimesProvider(db: Database, now = Date.now()): Promise<string> {
  const [providerId] = await insertProviders(
    db,
    [{ center: FREE_TIMES_PLACE, radiusKm: 25 }],
    'load-free-times-provider',
  );
  const customerId = 'load-free-times-customer';
  await db.execute(sql`
    insert into users (id, email, user_type, name, email_verified)
    values (${customerId}, ${`${customerId}@load.limpiahogar.test`}, 'client', '', true)`);
  await db.execute(sql`
    insert into provider_services (provider_id, service_id, hourly_price)
    values (${providerId}, ${FREE_TIMES_SERVICE_ID}, 15000)`);
  await db.execute(sql`
    insert into provider_schedules (provider_id, travel_minutes, max_per_day, instant_booking)
    values (${providerId}, 0, null, false)`);
  await db.execute(sql`
    insert into provider_working_hours (provider_id, weekday, start_time, end_time)
    select ${providerId}, weekday, '00:00', '23:59' from generate_series(0, 6) as weekday`);
  const first = Math.ceil(now / HOUR) * HOUR + 3 * HOUR;
  const starts = Array.from({ length: FREE_TIMES_SERVICES }, (_, i) =>
    new Date(first + i * HOUR).toISOString(),
  );
  if (first + FREE_TIMES_SERVICES * HOUR > now + FREE_TIMES.days * 24 * HOUR)
    throw new Error('the services do not fit in the free times’ window');
  await db.execute(sql`
    with requests as (
      insert into service_requests (customer_id, title, description, service_id, price, payment_method,
        required_date, location, lat, lng, status, provider_id, min_minutes, max_minutes)
      select ${customerId}, 'Jardinería', 'Servicio de prueba para medir los horarios libres.',
        ${FREE_TIMES_SERVICE_ID}, 15000, 'cash', start::timestamptz, 'Centro', ${FREE_TIMES_PLACE.lat},
        ${FREE_TIMES_PLACE.lng}, 'assigned', ${providerId}, 60, 60
      from unnest(${sql.param(starts)}::text[]) as start
      returning id, required_date
    )
    insert into jobs (request_id, customer_id, provider_id, title, service_id, scheduled_at, time_zone, location,
      price, duration_minutes, travel_minutes, payment_method, status)
    select id, ${customerId}, ${providerId}, 'Jardinería', ${FREE_TIMES_SERVICE_ID}, required_date,
      'America/Mexico_City', 'Centro', 15000, 60, 0, 'cash',
      case when extract(hour from required_date)::int % 2 = 0 then 'confirmed' else 'pending' end
    from requests`);
  return providerId!;
}
