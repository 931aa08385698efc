import { describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { MIGRATIONS, useDatabaseBefore } from '#server/testing/migrations';

const TAG = '0029_service_catalogue';

const OLD_TYPES = {
  limpieza_hogar: 'home-cleaning',
  limpieza_oficina: 'office-cleaning',
  lavanderia: 'laundry',
  jardineria: 'garden',
  limpieza_ventanas: 'windows',
} as const;

describe(`migration ${TAG}: one catalogue for requests and services (${testDriver})`, () => {
  const database = useDatabaseBefore(TAG);

  it('maps every old request type onto its catalogue service, on requests and on the services made of them', async () => {
    const { query } = database;
    await query(`insert into users (id, email, user_type) values
      ('customer', 'cliente@example.com', 'client'), ('provider', 'proveedor@example.com', 'provider')`);
    const requestOf: Record<string, string> = {};
    for (const type of Object.keys(OLD_TYPES)) {
      const [row] = await query<{ id: string }>(
        `insert into service_requests (customer_id, title, description, service_type, budget_range, required_date,
          location) values ('customer', $1, 'Una solicitud de antes del catálogo.', $1, '500-1000',
          now() + interval '3 days', 'Centro') returning id`,
        [type],
      );
      requestOf[type] = row!.id;
    }
    const [booking] = await query<{ id: string }>(
      `insert into service_requests (customer_id, title, description, service_id, price, provider_id, status,
        required_date, location) values ('customer', 'Jardinería', 'Una reserva directa.', 'garden', 60000,
        'provider', 'assigned', now() + interval '2 days', 'Centro') returning id`,
    );
    const job = (requestId: string, type: string | null, serviceId: string | null) =>
      query<{ id: string }>(
        `insert into jobs (request_id, customer_id, provider_id, title, service_type, service_id, scheduled_at,
          time_zone, location, price, payment_method, status) values ($1, 'customer', 'provider', 'Servicio', $2,
          $3, now() + interval '3 days', 'America/Mexico_City', 'Centro', 70000, 'cash', 'confirmed') returning id`,
        [requestId, type, serviceId],
      );
    const [office] = await job(requestOf.limpieza_oficina!, 'limpieza_oficina', null);
    const [booked] = await job(booking!.id, null, 'garden');
    // A service whose row never copied its request's type: it takes its request's service.
    const [untyped] = await job(requestOf.lavanderia!, null, null);

    await database.migrate(MIGRATIONS);

    const requests = await query<{ id: string; service_id: string }>(
      'select id, service_id from service_requests',
    );
    const serviceOfRequest = new Map(requests.map((row) => [row.id, row.service_id]));
    for (const [type, serviceId] of Object.entries(OLD_TYPES))
      expect(serviceOfRequest.get(requestOf[type]!), type).toBe(serviceId);
    expect(serviceOfRequest.get(booking!.id)).toBe('garden');
    const jobs = await query<{ id: string; service_id: string }>('select id, service_id from jobs');
    expect(new Map(jobs.map((row) => [row.id, row.service_id]))).toEqual(
      new Map([
        [office!.id, 'office-cleaning'],
        [booked!.id, 'garden'],
        [untyped!.id, 'laundry'],
      ]),
    );
    const columns = await query<{ table_name: string }>(
      `select table_name from information_schema.columns where column_name = 'service_type'`,
    );
    expect(columns).toEqual([]);
  });

  it('takes office cleaning on a price list and refuses an old type as a service', async () => {
    const { query } = database;
    await query(
      // After every migration: a price list is priced by the hour (0036).
      `insert into provider_services (provider_id, service_id, hourly_price)
        values ('provider', 'office-cleaning', 30000)`,
    );
    await expect(
      query(
        `insert into service_requests (customer_id, title, description, service_id, budget_range, required_date,
          location) values ('customer', 'Vieja', 'Un tipo que ya no existe.', 'limpieza_hogar', '0-500',
          now() + interval '1 day', 'Centro')`,
      ),
    ).rejects.toThrow(/service_requests_service_id_valid/);
  });
});
