import { describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { MIGRATIONS, useDatabaseBefore } from '#server/testing/migrations';

const TAG = '0036_schedules';

const AT_TEN = '2030-03-04T16:00:00Z';
const hoursAfterTen = (hours: number) => new Date(Date.parse(AT_TEN) + hours * 3_600_000).toISOString();

describe(`migration ${TAG}: schedules, hourly prices and no overlapping services (${testDriver})`, () => {
  const database = useDatabaseBefore(TAG);

  /**
   * A confirmed (or other) service of the provider, each with its own request as in the product; after the
   * migration a service names its length, 3 h here.
   */
  async function job(
    providerId: string,
    scheduledAt: string,
    { status = 'confirmed', migrated = false } = {},
  ) {
    const { query } = database;
    const [request] = await query<{ id: string }>(
      `insert into service_requests (customer_id, title, description, service_id, price, provider_id, status,
        required_date, location) values ('customer', 'Limpieza', 'Una reserva de antes.', 'home-cleaning', 60000,
        $1, 'assigned', $2, 'Centro') returning id`,
      [providerId, scheduledAt],
    );
    const length = migrated ? ['duration_minutes, ', '180, '] : ['', ''];
    const [row] = await query<{ id: string }>(
      `insert into jobs (request_id, customer_id, provider_id, title, service_id, scheduled_at, time_zone, location,
        price, payment_method, ${length[0]}status) values ($1, 'customer', $2, 'Limpieza', 'home-cleaning', $3,
        'America/Mexico_City', 'Centro', 60000, 'cash', ${length[1]}$4) returning id`,
      [request!.id, providerId, scheduledAt, status],
    );
    return row!.id;
  }

  it('turns saved weeks into ranges, prices into a third per hour, and flags services already double booked', async () => {
    const { query } = database;
    await query(`insert into users (id, email, user_type) values ('customer', 'cliente@example.com', 'client'),
      ('weekly', 'semana@example.com', 'provider'), ('closed', 'cerrado@example.com', 'provider'),
      ('never', 'nunca@example.com', 'provider')`);
    // 'weekly' works Monday to Friday (Friday until 14:00) and saved Saturday and Sunday off; 'closed' saved every
    // day off; 'never' never saved a week.
    for (let weekday = 0; weekday < 7; weekday++) {
      await query(
        `insert into provider_availability (provider_id, weekday, enabled, start_time, end_time)
          values ('weekly', $1, $2, '08:30', $3), ('closed', $1, false, '09:00', '18:00')`,
        [weekday, weekday >= 1 && weekday <= 5, weekday === 5 ? '14:00' : '17:00'],
      );
    }
    await query(`insert into provider_services (provider_id, service_id, price) values
      ('weekly', 'home-cleaning', 50000), ('weekly', 'windows', 45000), ('weekly', 'garden', 1),
      ('closed', 'pool', 10000000)`);
    // Before the constraint: two confirmed services of 'weekly' an hour apart (3 h each), a later pending one that
    // does not overlap, and a cancelled one at the same time as the first.
    const first = await job('weekly', AT_TEN);
    const second = await job('weekly', hoursAfterTen(1));
    const later = await job('weekly', hoursAfterTen(4), { status: 'pending' });
    const cancelled = await job('weekly', AT_TEN, { status: 'cancelled' });

    await database.migrate(MIGRATIONS);

    expect(
      await query(
        `select provider_id, weekday, start_time, end_time from provider_working_hours
          order by provider_id, weekday`,
      ),
    ).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({
        provider_id: 'weekly',
        weekday,
        start_time: '08:30',
        end_time: weekday === 5 ? '14:00' : '17:00',
      })),
    );
    expect(
      await query(
        'select provider_id, travel_minutes, max_per_day, instant_booking from provider_schedules order by 1',
      ),
    ).toEqual([
      { provider_id: 'closed', travel_minutes: 30, max_per_day: null, instant_booking: false },
      { provider_id: 'weekly', travel_minutes: 30, max_per_day: null, instant_booking: false },
    ]);
    expect(
      await query('select provider_id, service_id, hourly_price from provider_services order by 1, 2'),
    ).toEqual([
      { provider_id: 'closed', service_id: 'pool', hourly_price: 1_000_000 },
      { provider_id: 'weekly', service_id: 'garden', hourly_price: 100 },
      { provider_id: 'weekly', service_id: 'home-cleaning', hourly_price: 16_700 },
      { provider_id: 'weekly', service_id: 'windows', hourly_price: 15_000 },
    ]);

    const flags = await query<{ id: string; overlaps_before: boolean; duration_minutes: number }>(
      'select id, overlaps_before, duration_minutes from jobs',
    );
    expect(new Map(flags.map((row) => [row.id, [row.overlaps_before, row.duration_minutes]]))).toEqual(
      new Map([
        [first, [false, 180]],
        [second, [true, 180]],
        [later, [false, 180]],
        [cancelled, [false, 180]],
      ]),
    );
  });

  it('refuses a third service over the first one, and takes one after the services already there', async () => {
    await expect(job('weekly', hoursAfterTen(2), { migrated: true })).rejects.toThrow(/jobs_no_overlap/);
    // 'later' holds 14:00 to 17:00; one that starts as it ends fits.
    await expect(job('weekly', hoursAfterTen(7), { migrated: true })).resolves.toEqual(expect.any(String));
  });
});
