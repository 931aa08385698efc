import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '#server/testing/harness';
import { emptyDatabase, type Migratable, MIGRATIONS } from '#server/testing/migrations';

const TAG = '0038_recurring_plans';

describe(`migration ${TAG}: recurring plans and one visit a plan and day (${testDriver})`, () => {
  let database: Migratable;
  beforeAll(async () => {
    database = await emptyDatabase(process.env.TEST_DATABASE_URL);
    await database.migrate(MIGRATIONS);
    await database.query(`insert into users (id, email, user_type) values ('customer', 'cliente@example.com', 'client'),
      ('provider', 'proveedora@example.com', 'provider')`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const plan = (columns = '', values = '') =>
    database.query<{ id: string }>(
      `insert into recurring_plans (customer_id, provider_id, service_id, payment_method, location, precision,
        duration_minutes, price, rhythm, first_date, visit_time, provider_zone${columns})
       values ('customer', 'provider', 'home-cleaning', 'cash', 'Centro', 'locality', 180, 60000, 'weekly',
        '2030-03-05', '10:00', 'America/Mexico_City'${values}) returning id`,
    );

  const visit = (planId: string | null, visitDate: string | null) =>
    database.query(
      `insert into service_requests (customer_id, title, description, service_id, price, provider_id, status,
        required_date, location, plan_id, visit_date) values ('customer', 'Limpieza', 'Una visita del plan.',
        'home-cleaning', 60000, 'provider', 'assigned', '2030-03-05T16:00:00Z', 'Centro', $1, $2)`,
      [planId, visitDate],
    );

  it('keeps one visit a plan and day, whoever writes it', async () => {
    const [row] = await plan();
    await visit(row!.id, '2030-03-05');
    await expect(visit(row!.id, '2030-03-05')).rejects.toThrow(/service_requests_plan_visit_date/);
    await visit(row!.id, '2030-03-12');
    await visit(null, null);
    await expect(visit(row!.id, null)).rejects.toThrow(/service_requests_plan_visit/);
  });

  it('checks every value in the database as zod does', async () => {
    await expect(plan(', status', ", 'paused'")).rejects.toThrow(/recurring_plans_answered/);
    await expect(plan(', new_price', ', 70000')).rejects.toThrow(/recurring_plans_new_price/);
    await expect(plan(', answered_at, status', ", now(), 'dormant'")).rejects.toThrow(
      /recurring_plans_status_valid/,
    );
  });

  it('rejects a bad rhythm, time of day, price or length', async () => {
    await plan();
    await expect(database.query(`update recurring_plans set rhythm = 'daily'`)).rejects.toThrow(
      /recurring_plans_rhythm_valid/,
    );
    await expect(database.query(`update recurring_plans set visit_time = '24:00'`)).rejects.toThrow(
      /recurring_plans_visit_time_valid/,
    );
    await expect(database.query(`update recurring_plans set price = 0`)).rejects.toThrow(
      /recurring_plans_price_range/,
    );
    await expect(database.query(`update recurring_plans set duration_minutes = 45`)).rejects.toThrow(
      /recurring_plans_duration_valid/,
    );
  });
});
