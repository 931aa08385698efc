import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { instantToZonedParts } from '#shared/domain/local-time';
import { planChangeNotices } from '#shared/recurring-change-messages';
import { RECURRING_PAGES } from '#shared/recurring-notice-messages';
import { scheduleMessages } from '#shared/schedule-messages';
import type { ScheduleOut } from '#shared/schemas/schedule';
import { jobs, notifications } from '#server/db/schema';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { bookingBody, signUpCustomer } from '#server/testing/marketplace';
import { planVisits, runningPlan } from '#server/testing/recurring';

const HOUR_MS = 3_600_000;
const DAY_OFF = planChangeNotices['day-off'];

// A day off that hits plan visits (issue 30): 'Disponibilidad' lists them before saving
// (POST /api/provider/availability/check), and the save tells each plan's customer once; the visits stay booked.
describe(`a day off on a plan's visit (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  afterEach(() => t.clock.set(new Date()));

  /** Every line in this person's bell, whatever its kind. */
  const bellOf = (userId: string) =>
    db()
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  const dayOffNotices = async (userId: string) =>
    (
      await db()
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'recurring-plan-change')))
    ).filter((row) => row.title === DAY_OFF.subject);

  /**
   * A running weekly plan, and a one-off of another customer with the same provider on the day of the plan's
   * second visit (4 h away from it): the day off on that date leaves both out.
   */
  async function planAndOneOff() {
    const running = await runningPlan(t);
    const [, visit] = await planVisits(db(), running.id);
    const visitHour = Number(instantToZonedParts(visit!.start, 'America/Mexico_City').time.slice(0, 2));
    const oneOffAt = new Date(visit!.start.getTime() + (visitHour >= 12 ? -4 : 4) * HOUR_MS);
    const other = await signUpCustomer(t.app);
    const booked = await other.client.post(
      '/api/bookings',
      bookingBody(running.booked.userId, { requiredDate: oneOffAt.toISOString() }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const saved = (await running.booked.client.get('/api/provider/availability')).json() as ScheduleOut;
    const { outside, timeZone, ...schedule } = saved;
    expect([outside, timeZone]).toEqual([[], 'America/Mexico_City']);
    const withDayOff = {
      ...schedule,
      daysOff: [...schedule.daysOff, { from: visit!.date!, to: visit!.date!, note: 'Cita médica' }],
    };
    return { ...running, other, visit: visit!, oneOffAt, schedule, withDayOff };
  }

  it('lists the plan visit (with its plan) and the one-off before saving, and writes nothing', async () => {
    const { booked, customer, other, id, visit, oneOffAt, schedule, withDayOff } = await planAndOneOff();
    const bellBefore = [(await bellOf(customer.userId)).length, (await bellOf(other.userId)).length];

    const checked = await booked.client.post('/api/provider/availability/check', withDayOff);
    expect(checked.statusCode, checked.body).toBe(200);
    const lines = [
      {
        id: visit.id,
        title: expect.any(String),
        scheduledAt: visit.start.toISOString(),
        timeZone: 'America/Mexico_City',
        durationMinutes: 180,
        planId: id,
        customerName: expect.stringMatching(/\S/),
      },
      {
        id: expect.any(String),
        title: expect.any(String),
        scheduledAt: oneOffAt.toISOString(),
        timeZone: 'America/Mexico_City',
        durationMinutes: 180,
        planId: null,
        customerName: expect.stringMatching(/\S/),
      },
    ].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
    expect(checked.json()).toEqual({ outside: lines });

    // Nothing saved, nobody told.
    const after = (await booked.client.get('/api/provider/availability')).json() as ScheduleOut;
    expect(after).toMatchObject({ daysOff: schedule.daysOff, outside: [] });
    await t.runTasks();
    expect([(await bellOf(customer.userId)).length, (await bellOf(other.userId)).length]).toEqual(bellBefore);
    expect(mailerOf(t.app).lastTo(customer.email)?.subject).not.toBe(DAY_OFF.subject);
  });

  it('tells the plan’s customer once on saving, keeps the visit booked, and tells the one-off’s customer nothing', async () => {
    const { booked, customer, other, id, visit, withDayOff } = await planAndOneOff();
    const otherBell = (await bellOf(other.userId)).length;
    const providerBell = (await bellOf(booked.userId)).length;

    // Two saves at once and a third later: the same change, told once.
    const saves = await Promise.all([
      booked.client.request('PUT', '/api/provider/availability', withDayOff),
      booked.client.request('PUT', '/api/provider/availability', withDayOff),
    ]);
    expect(saves.map((answer) => [answer.statusCode, answer.body])).toEqual(
      saves.map((answer) => [200, answer.body]),
    );
    const saved = saves[0]!.json() as ScheduleOut;
    expect(saved.outside.map((service) => service.planId)).toEqual(expect.arrayContaining([id, null]));
    expect(saved.outside).toHaveLength(2);
    expect((await booked.client.request('PUT', '/api/provider/availability', withDayOff)).statusCode).toBe(
      200,
    );

    const bell = (await bellOf(customer.userId)).filter((line) => line.title === DAY_OFF.subject);
    expect(bell).toEqual([
      { kind: 'recurring-plan-change', title: DAY_OFF.subject, link: RECURRING_PAGES.customer },
    ]);
    await t.runTasks();
    const mail = mailerOf(t.app).lastTo(customer.email);
    expect(mail?.subject).toBe(DAY_OFF.subject);
    expect(mail?.text).toContain(RECURRING_PAGES.customer);

    // The visit stays booked; the one-off's customer and the provider hear nothing of this.
    const [job] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, visit.id));
    expect(job?.status).toBe('confirmed');
    expect((await bellOf(other.userId)).length).toBe(otherBell);
    expect((await bellOf(booked.userId)).length).toBe(providerBell);

    // The day off taken away and put back: the same visit on the same day is not told again.
    const { daysOff: _withIt, ...rest } = withDayOff;
    expect(
      (await booked.client.request('PUT', '/api/provider/availability', { ...rest, daysOff: [] })).statusCode,
    ).toBe(200);
    expect((await booked.client.request('PUT', '/api/provider/availability', withDayOff)).statusCode).toBe(
      200,
    );
    expect(await dayOffNotices(customer.userId)).toHaveLength(1);
  });

  it('does not tell of a visit the saved schedule already left out', async () => {
    const { booked, customer, id, visit, withDayOff, schedule } = await planAndOneOff();
    // Hours that leave the visit's weekday out, saved first: the customer is told of that change.
    const weekday = new Date(`${visit.date}T12:00:00Z`).getUTCDay();
    const noWeekday = {
      ...schedule,
      weekly: schedule.weekly.map((ranges, index) => (index === weekday ? [] : ranges)),
    };
    expect((await booked.client.request('PUT', '/api/provider/availability', noWeekday)).statusCode).toBe(
      200,
    );
    const told = (await dayOffNotices(customer.userId)).length;
    const left = (await planVisits(db(), id)).filter((one) => one.start >= t.clock.now()).length;
    expect(told, 'each visit on that weekday, once').toBe(left);
    // A day off on a day already out of the hours changes nothing for the visit: nobody is told again.
    const both = { ...noWeekday, daysOff: withDayOff.daysOff };
    expect((await booked.client.request('PUT', '/api/provider/availability', both)).statusCode).toBe(200);
    expect(await dayOffNotices(customer.userId)).toHaveLength(told);
  });

  it('lets the customer skip a visit the day off left out for free, also inside 24 h; another visit keeps the policy', async () => {
    const { booked, customer, id, visit, withDayOff } = await planAndOneOff();
    expect((await booked.client.request('PUT', '/api/provider/availability', withDayOff)).statusCode).toBe(
      200,
    );
    const [first] = await planVisits(db(), id);
    const skip = (date: string, confirm: boolean) =>
      customer.client.post(`/api/recurring-plans/${id}/visits/${date}/skip`, { confirm });

    // Two hours before the visit the day off hit: free, said and charged alike, on the card as on the plan.
    t.clock.set(new Date(visit.start.getTime() - 2 * HOUR_MS));
    const upcoming = (await customer.client.get('/api/services?when=upcoming')).json() as {
      services: { id: string; leftOut: boolean }[];
    };
    expect(upcoming.services.filter((one) => one.leftOut).map((one) => one.id)).toEqual([visit.id]);
    const said = await skip(visit.date!, false);
    expect([said.statusCode, said.json()]).toEqual([200, { fee: 0, skipped: false }]);
    const skipped = await skip(visit.date!, true);
    expect([skipped.statusCode, skipped.json()]).toEqual([200, { fee: 0, skipped: true }]);
    const [job] = await db()
      .select({ status: jobs.status, fee: jobs.cancellationFee })
      .from(jobs)
      .where(eq(jobs.id, visit.id));
    expect(job).toEqual({ status: 'cancelled', fee: 0 });

    // The first visit, which the day off did not touch, costs half its price inside 24 h.
    t.clock.set(new Date(first!.start.getTime() - 2 * HOUR_MS));
    const firstSaid = await skip(first!.date!, false);
    expect(firstSaid.json()).toMatchObject({ fee: expect.any(Number), skipped: false });
    expect(firstSaid.json().fee).toBeGreaterThan(0);
  });

  it('forgets the day off once the customer moves the visit it left out', async () => {
    const { booked, customer, id, visit, withDayOff } = await planAndOneOff();
    expect((await booked.client.request('PUT', '/api/provider/availability', withDayOff)).statusCode).toBe(
      200,
    );
    const leftOut = async () =>
      (await db().select({ at: jobs.leftOutAt }).from(jobs).where(eq(jobs.id, visit.id)))[0]?.at ?? null;
    expect(await leftOut()).not.toBeNull();
    // The next day at the same time: the day off covers only the visit's own day.
    const moved = await customer.client.post(`/api/recurring-plans/${id}/visits/${visit.date}/move`, {
      requiredDate: new Date(visit.start.getTime() + 24 * HOUR_MS).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await leftOut()).toBeNull();
  });

  it('refuses a wrong schedule in the check as the save does, under its field', async () => {
    const { booked, withDayOff } = await planAndOneOff();
    const wrong = { ...withDayOff, daysOff: [{ from: '2030-12-26', to: '2030-12-24' }] };
    for (const [method, url] of [
      ['POST', '/api/provider/availability/check'],
      ['PUT', '/api/provider/availability'],
    ] as const) {
      const answer = await booked.client.request(method, url, wrong);
      expect([answer.statusCode, answer.json().error?.fields]).toEqual([
        400,
        { 'daysOff.0.to': scheduleMessages.dayOffOrder },
      ]);
    }
    const notProvider = await signUpCustomer(t.app);
    expect((await notProvider.client.post('/api/provider/availability/check', withDayOff)).statusCode).toBe(
      403,
    );
  });
});
