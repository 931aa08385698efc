import { and, asc, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { visitsToSchedule } from '#shared/domain/plan-schedule';
import { HORIZON_WEEKS, visitsUntilHorizon } from '#shared/domain/recurring-plan';
import { manualClock } from '#server/clock';
import {
  jobs,
  notifications,
  recurringPlanConflicts,
  recurringPlans,
  serviceRequests,
  tasks,
} from '#server/db/schema';
import { createTestApp, testDriver, useTestApp } from '#server/testing/harness';
import { OPEN_SCHEDULE } from '#server/testing/bookable';
import { insertService, signUpCustomer } from '#server/testing/marketplace';
import { makePlan, planVisits, signUpPlanProvider } from '#server/testing/recurring';
import { rhythmOf } from './rhythm';
import { extendPlans, scheduleRecurringExtend } from './scheduler';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;
const DAY_MS = 86_400_000;

describe(`the recurring plans' scheduler (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  // The app is the file's: a test that moves its clock puts it back, for the next test's bookings.
  afterEach(() => t.clock.set(new Date()));

  const provider = () => signUpPlanProvider(t.app);
  const newPlan = (customer: Party, booked: Party) => makePlan(customer, booked.userId);
  const accept = async (booked: Party, planId: string) => {
    const answer = await booked.client.post(`/api/provider/recurring-plans/${planId}/answer`, {
      accept: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const acceptedPlan = async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const plan = await newPlan(customer, booked);
    await accept(booked, plan.id);
    return { customer, booked, plan };
  };
  const planRow = async (id: string) =>
    (await db().select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
  const visits = (planId: string) => planVisits(db(), planId);
  /** The plan's visit dates the scheduler should hold at the clock's reading: every one up to the horizon. */
  const expectedDates = async (planId: string) =>
    visitsUntilHorizon(rhythmOf(await planRow(planId)), t.clock.now()).map((visit) => visit.date);
  const noticesOf = (userId: string, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  it('books an accepted plan’s visits 8 weeks ahead as confirmed services, each with its reminder', async () => {
    const { plan, booked: provider } = await acceptedPlan();
    await t.runTasks();
    const booked = await visits(plan.id);
    // Calendario and Programados read each visit's plan ('Plan recurrente').
    const services = (await provider.client.get('/api/services?when=upcoming')).json().services as {
      id: string;
      planId: string | null;
    }[];
    for (const visit of booked)
      expect(services.find((service) => service.id === visit.id)?.planId).toBe(plan.id);
    expect(booked.map((visit) => visit.date)).toEqual(await expectedDates(plan.id));
    // Filled to the horizon, wherever in the next two weeks the first visit fell (the tests' starts are 2 to 13
    // days ahead): the last visit is in the horizon's final week.
    const horizon = t.clock.now().getTime() + HORIZON_WEEKS * 7 * DAY_MS;
    expect(booked.at(-1)!.start.getTime()).toBeGreaterThan(horizon - 7 * DAY_MS);
    expect(new Set(booked.map((visit) => visit.status))).toEqual(new Set(['confirmed']));
    expect(new Set(booked.map((visit) => visit.price))).toEqual(new Set([plan.price]));
    // Every visit at the plan's time of day, a week apart.
    const gaps = booked
      .slice(1)
      .map((visit, index) => visit.start.getTime() - booked[index]!.start.getTime());
    expect(new Set(gaps)).toEqual(new Set([7 * DAY_MS]));
    const reminders = await db()
      .select({ key: tasks.dedupeKey })
      .from(tasks)
      .where(like(tasks.dedupeKey, 'service-reminder:%'));
    const keys = new Set(reminders.map((row) => row.key));
    for (const visit of booked) expect(keys.has(`service-reminder:${visit.id}`)).toBe(true);
  });

  it('keeps the horizon as time passes, adding only what is missing', async () => {
    const { plan } = await acceptedPlan();
    await t.runTasks();
    const before = (await visits(plan.id)).length;
    t.clock.advance(14 * DAY_MS);
    await scheduleRecurringExtend(db(), t.clock.now());
    await t.runTasks();
    const after = await visits(plan.id);
    expect(after.length).toBe(before + 2);
    expect(after.map((visit) => visit.date)).toEqual(await expectedDates(plan.id));
    // The hourly chain booked the next run, and a run again now changes nothing.
    expect(await extendPlans(db(), t.clock.now(), { planIds: [plan.id] })).toEqual({
      created: 0,
      conflicts: 0,
      deferred: 0,
    });
    const next = await db()
      .select()
      .from(tasks)
      .where(
        eq(
          tasks.dedupeKey,
          `recurring-extend:${new Date(t.clock.now().getTime() + 3_600_000).toISOString().slice(0, 13)}`,
        ),
      );
    expect(next).toHaveLength(1);
  });

  it('books each visit once with two instances running the scheduler at once', async () => {
    const plans = [await acceptedPlan(), await acceptedPlan(), await acceptedPlan()];
    const other = await createTestApp({}, undefined, t.database, { clock: manualClock(t.clock.now()) });
    try {
      await scheduleRecurringExtend(db(), t.clock.now());
      // The hourly run and each plan's own run, claimed by either instance; and two direct runs over the same plans.
      const [ran] = await Promise.all([
        Promise.all([t.runTasks(), other.runTasks()]),
        extendPlans(db(), t.clock.now()),
        extendPlans(other.database.db, t.clock.now()),
      ]);
      expect(ran[0] + ran[1]).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    for (const { plan } of plans)
      expect((await visits(plan.id)).map((visit) => visit.date)).toEqual(await expectedDates(plan.id));
    const runs = await db()
      .select({ doneAt: tasks.doneAt, lastError: tasks.lastError })
      .from(tasks)
      .where(like(tasks.kind, 'recurring-extend'));
    expect(runs.every((run) => run.lastError === null)).toBe(true);
  });

  it('records a visit on a day off or over another service as a conflict, told once to both sides', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const plan = await newPlan(customer, booked);
    const row = await planRow(plan.id);
    const ahead = visitsToSchedule(rhythmOf(row), { now: t.clock.now() }).filter(
      (visit) => visit.date !== row.firstDate,
    );
    const [dayOff, busy] = [ahead[1]!, ahead[2]!];
    const saved = await booked.client.request('PUT', '/api/provider/availability', {
      ...OPEN_SCHEDULE,
      daysOff: [{ from: dayOff.date, to: dayOff.date, note: 'Boda' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await signUpCustomer(t.app);
    await insertService(
      db(),
      { customerId: other.userId, providerId: booked.userId },
      'confirmed',
      busy.start,
    );
    await accept(booked, plan.id);
    await t.runTasks();

    const conflicts = await db()
      .select({ date: recurringPlanConflicts.visitDate, reason: recurringPlanConflicts.reason })
      .from(recurringPlanConflicts)
      .where(eq(recurringPlanConflicts.planId, plan.id))
      .orderBy(asc(recurringPlanConflicts.visitDate));
    expect(conflicts).toEqual([
      { date: dayOff.date, reason: 'day_off' },
      { date: busy.date, reason: 'busy' },
    ]);
    const dates = (await visits(plan.id)).map((visit) => visit.date);
    expect(dates).not.toContain(dayOff.date);
    expect(dates).not.toContain(busy.date);
    expect([...dates, dayOff.date, busy.date].sort()).toEqual(await expectedDates(plan.id));

    const customerNotices = await noticesOf(customer.userId, 'recurring-visit-conflict');
    expect(customerNotices).toHaveLength(2);
    expect(customerNotices.map((notice) => notice.link)).toEqual([
      '/cliente/recurrentes',
      '/cliente/recurrentes',
    ]);
    expect(customerNotices.map((notice) => notice.body).join(' ')).toContain(
      'ese día el proveedor no está disponible',
    );
    const providerNotices = await noticesOf(booked.userId, 'recurring-visit-conflict');
    expect(providerNotices.map((notice) => notice.link)).toEqual([
      '/proveedor/recurrentes',
      '/proveedor/recurrentes',
    ]);
    expect(providerNotices.map((notice) => notice.body).join(' ')).toContain(
      'ya tienes otro servicio a esa hora',
    );
    const mailed = t.mailer.sent.filter((mail) => mail.subject.startsWith('No se pudo agendar la visita'));
    expect(mailed.map((mail) => mail.to).sort()).toEqual(
      [customer.email, customer.email, booked.email, booked.email].sort(),
    );

    // Later runs, and the day off lifted, change nothing: the conflict waits for 'Saltar' or another time.
    await booked.client.request('PUT', '/api/provider/availability', OPEN_SCHEDULE);
    t.clock.advance(DAY_MS);
    await extendPlans(db(), t.clock.now());
    await t.runTasks();
    expect(await noticesOf(customer.userId, 'recurring-visit-conflict')).toHaveLength(2);
    expect(
      t.mailer.sent.filter((mail) => mail.subject.startsWith('No se pudo agendar la visita')),
    ).toHaveLength(4);
  });

  it('books nothing for a paused plan, and fills it in once resumed', async () => {
    const { customer, plan } = await acceptedPlan();
    const paused = await customer.client.post(`/api/recurring-plans/${plan.id}/pause`, {});
    expect(paused.statusCode, paused.body).toBe(200);
    await t.runTasks();
    expect(await visits(plan.id)).toHaveLength(1);
    expect(await extendPlans(db(), t.clock.now())).toMatchObject({ created: 0 });
    expect(await visits(plan.id)).toHaveLength(1);
    await customer.client.post(`/api/recurring-plans/${plan.id}/resume`, {});
    await t.runTasks();
    expect((await visits(plan.id)).map((visit) => visit.date)).toEqual(await expectedDates(plan.id));
  });

  it('books no visit from a plan’s end on', async () => {
    const { plan } = await acceptedPlan();
    const endsAt = new Date(t.clock.now().getTime() + 30 * DAY_MS);
    await db().update(recurringPlans).set({ endsAt }).where(eq(recurringPlans.id, plan.id));
    await t.runTasks();
    const booked = await visits(plan.id);
    expect(booked.every((visit) => visit.start < endsAt)).toBe(true);
    expect(booked.length).toBeLessThan((await expectedDates(plan.id)).length);
  });

  it('ends a plan whose end has passed at the hourly run, and leaves one still running as it is', async () => {
    const { plan } = await acceptedPlan();
    const { plan: running } = await acceptedPlan();
    await t.runTasks();
    const endsAt = new Date(t.clock.now().getTime() + 3 * DAY_MS);
    await db().update(recurringPlans).set({ endsAt }).where(eq(recurringPlans.id, plan.id));
    await scheduleRecurringExtend(db(), t.clock.now());
    await t.runTasks();
    expect((await planRow(plan.id)).status).toBe('active');
    t.clock.advance(3 * DAY_MS + 60_000);
    await scheduleRecurringExtend(db(), t.clock.now());
    await t.runTasks();
    expect((await planRow(plan.id)).status).toBe('ended');
    expect((await planRow(running.id)).status).toBe('active');
  });
});

describe(`a pending plan follows its first visit (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;

  const setUp = async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await signUpPlanProvider(t.app);
    const plan = await makePlan(customer, booked.userId);
    return { customer, booked, plan, serviceId: plan.nextVisits[0]!.serviceId };
  };
  const statusOf = async (id: string) =>
    (await db().select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!.status;
  const step = (who: Party, serviceId: string, action: string) =>
    who.client.post(`/api/services/${serviceId}/actions`, { action });

  it('becomes active when the provider accepts the visit itself, and its visits are booked', async () => {
    const { booked, plan, serviceId } = await setUp();
    const answer = await step(booked, serviceId, 'accept_booking');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(plan.id)).toBe('active');
    await t.runTasks();
    const count = await db()
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.planId, plan.id));
    expect(count.length).toBeGreaterThan(1);
  });

  it('is declined when the provider declines the visit', async () => {
    const { booked, plan, serviceId } = await setUp();
    expect((await step(booked, serviceId, 'decline_booking')).statusCode).toBe(200);
    expect(await statusOf(plan.id)).toBe('declined');
  });

  it('is declined when the visit is left unanswered past its deadline', async () => {
    const { plan, serviceId } = await setUp();
    const [job] = await db().select().from(jobs).where(eq(jobs.id, serviceId));
    t.clock.set(new Date(job!.answerBy!.getTime() + 60_000));
    await t.runTasks();
    expect((await db().select().from(jobs).where(eq(jobs.id, serviceId)))[0]!.status).toBe('declined');
    expect(await statusOf(plan.id)).toBe('declined');
  });

  it('is cancelled when the customer cancels the visit before it is answered', async () => {
    const { customer, plan, serviceId } = await setUp();
    const answer = await step(customer, serviceId, 'cancel_by_customer');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(plan.id)).toBe('cancelled');
  });

  it('tells the other side, in the bell and by e-mail, when an account deletion ends the plan', async () => {
    const { customer, booked, plan } = await setUp();
    const gone = await customer.client.post('/api/account/delete', { password: customer.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await statusOf(plan.id)).toBe('ended');
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, booked.userId), eq(notifications.kind, 'recurring-plan-ended')));
    expect(notice).toMatchObject({
      title: 'Terminó tu plan de limpieza recurrente',
      link: '/proveedor/recurrentes',
    });
    expect(notice!.body).toBe(
      `Tu cliente eliminó su cuenta, y con ello terminó el plan «${plan.description}». No se agendarán más visitas de este plan.`,
    );
    await t.runTasks();
    const subjects = t.mailer.sent.filter((mail) => mail.to === booked.email).map((mail) => mail.subject);
    expect(subjects).toContain('Terminó tu plan de limpieza recurrente');
  });
});
