import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICE_CHANGE_NOTICE_DAYS } from '#shared/domain/recurring-plan';
import { PROVIDER_END_NOTICE_DAYS, recurringChangeMessages } from '#shared/recurring-change-messages';
import { recurringMessages } from '#shared/recurring-messages';
import { scheduleMessages } from '#shared/schedule-messages';
import type { PlanOut } from '#shared/schemas/recurring';
import { notifications, tasks } from '#server/db/schema';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { bookingBody, signUpCustomer } from '#server/testing/marketplace';
import { planVisits, runningPlan, signUpPlanProvider } from '#server/testing/recurring';
import { signUpOperator } from '#server/testing/operator';
import { takeStep } from '#server/testing/services';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe(`changes to a running recurring plan (${testDriver})`, () => {
  const t = useTestApp();
  const db = () => t.database.db;
  afterEach(() => t.clock.set(new Date()));

  const provider = () => signUpPlanProvider(t.app);
  const running = (hoursAhead = 54) => runningPlan(t, { hoursAhead });
  const visits = (planId: string) => planVisits(db(), planId);
  const planOf = async (who: Party, id: string, path = '/api/recurring-plans') => {
    const answer = await who.client.get(path);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { plans: PlanOut[] }).plans.find((plan) => plan.id === id)!;
  };
  const noticesOf = async (userId: string) =>
    (
      await db()
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'recurring-plan-change')))
    ).map((row) => row.title);
  const reminderAt = async (serviceId: string) => {
    const [reminder] = await db()
      .select({ runAt: tasks.runAt })
      .from(tasks)
      .where(eq(tasks.dedupeKey, `service-reminder:${serviceId}`));
    return reminder!.runAt!.getTime();
  };
  const propose = (booked: Party, id: string, price: number) =>
    booked.client.post(`/api/provider/recurring-plans/${id}/price`, { price });
  const answerPrice = (customer: Party, id: string, accept: boolean) =>
    customer.client.post(`/api/recurring-plans/${id}/price`, { accept });

  it('applies an accepted new price to the visits from 14 days ahead only, those booked already included', async () => {
    const { customer, booked, id } = await running();
    const before = await visits(id);
    const oldPrice = before[0]!.price;
    const newPrice = oldPrice + 10_000;
    const from = t.clock.now().getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
    expect(before.some((visit) => visit.start.getTime() >= from)).toBe(true);

    // Two clicks at once: one proposal, told once.
    const proposed = await Promise.all([propose(booked, id, newPrice), propose(booked, id, newPrice)]);
    expect(proposed.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const waiting = (proposed[0]!.json() as { plan: PlanOut }).plan;
    expect(waiting.priceChange).toEqual({
      price: newPrice,
      from: new Date(from).toISOString(),
      accepted: false,
    });
    expect(waiting.endsAt).toBe(new Date(from).toISOString());
    expect(await noticesOf(customer.userId)).toEqual(['Nuevo precio propuesto para tu limpieza recurrente']);
    // Another price while this one waits is refused.
    const other = await propose(booked, id, newPrice + 1);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(recurringChangeMessages.pricePending);

    const accepted = await Promise.all([answerPrice(customer, id, true), answerPrice(customer, id, true)]);
    expect(accepted.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const plan = (accepted[0]!.json() as { plan: PlanOut }).plan;
    expect(plan).toMatchObject({ endsAt: null, priceChange: { price: newPrice, accepted: true } });
    for (const visit of await visits(id))
      expect(visit.price).toBe(visit.start.getTime() >= from ? newPrice : oldPrice);
    expect(await noticesOf(booked.userId)).toEqual([
      'Nuevo precio propuesto para tu limpieza recurrente',
      'Nuevo precio aceptado',
    ]);
    const declined = await answerPrice(customer, id, false);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.message).toBe(recurringChangeMessages.noPriceChange);
    // Only the provider proposes, only the customer answers, each only their own plan's.
    expect((await propose(customer, id, 1)).statusCode).toBe(403);
    expect((await answerPrice(booked, id, true)).statusCode).toBe(403);
    expect((await propose(await provider(), id, 1)).statusCode).toBe(404);
    const bad = await propose(booked, id, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ price: recurringMessages.priceInvalid });
  });

  it('ends the plan after the last visit at the old price when the new one is declined or never accepted', async () => {
    const declined = await running();
    const from = t.clock.now().getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
    expect((await propose(declined.booked, declined.id, 80_000)).statusCode).toBe(200);
    const no = await answerPrice(declined.customer, declined.id, false);
    expect(no.statusCode, no.body).toBe(200);
    expect((no.json() as { plan: PlanOut }).plan).toMatchObject({
      endsAt: new Date(from).toISOString(),
      priceChange: null,
    });
    expect((await answerPrice(declined.customer, declined.id, false)).statusCode).toBe(200);
    for (const visit of await visits(declined.id)) {
      if (visit.start.getTime() >= from) expect(visit).toMatchObject({ status: 'cancelled', fee: 0 });
      else expect(visit.status).toBe('confirmed');
    }
    const again = await propose(declined.booked, declined.id, 90_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(recurringChangeMessages.planNotRunning);
    await t.runTasks();
    expect(
      mailerOf(t.app).lastTo(declined.booked.email)?.subject,
      'the provider is e-mailed the answer',
    ).toBe('Nuevo precio no aceptado: el plan termina');

    // Never answered: 24 h before the first visit at the new price, the plan ends the same way.
    const silent = await running();
    const silentFrom = t.clock.now().getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
    expect((await propose(silent.booked, silent.id, 80_000)).statusCode).toBe(200);
    t.clock.set(new Date(silentFrom - DAY_MS));
    await t.runTasks();
    expect((await planOf(silent.customer, silent.id)).endsAt).toBe(new Date(silentFrom).toISOString());
    const later = (await visits(silent.id)).filter((visit) => visit.start.getTime() >= silentFrom);
    expect(later.length).toBeGreaterThan(0);
    expect(new Set(later.map((visit) => visit.status))).toEqual(new Set(['cancelled']));
    const late = await answerPrice(silent.customer, silent.id, true);
    expect(late.statusCode).toBe(409);
  });

  it('lets the provider end a plan with 7 days’ notice: later visits cancelled free, the customer told', async () => {
    const { customer, booked, id } = await running();
    const notice = t.clock.now().getTime() + PROVIDER_END_NOTICE_DAYS * DAY_MS;
    const end = () => booked.client.post(`/api/provider/recurring-plans/${id}/end`);
    const [first, second] = await Promise.all([end(), end()]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const counts = [first!.json().cancelledVisits, second!.json().cancelledVisits].sort();
    expect(counts[0]).toBe(0);
    const all = await visits(id);
    const later = all.filter((visit) => visit.start.getTime() >= notice);
    expect(counts[1]).toBe(later.length);
    expect(later.length).toBeGreaterThan(0);
    for (const visit of all) {
      if (visit.start.getTime() >= notice) expect(visit).toMatchObject({ status: 'cancelled', fee: 0 });
      else expect(visit.status).toBe('confirmed');
    }
    const plan = await planOf(customer, id);
    expect(plan).toMatchObject({ endsAt: new Date(notice).toISOString(), unreliable: false });
    expect(await noticesOf(customer.userId)).toEqual(['Tu proveedor terminó el plan de limpieza recurrente']);
    expect((await customer.client.post(`/api/provider/recurring-plans/${id}/end`)).statusCode).toBe(403);
    expect((await (await provider()).client.post(`/api/provider/recurring-plans/${id}/end`)).statusCode).toBe(
      404,
    );
    // The scheduler books nothing after the end.
    t.clock.advance(14 * DAY_MS);
    await t.runTasks();
    expect(
      (await visits(id)).filter((visit) => visit.start.getTime() >= notice && visit.status !== 'cancelled'),
    ).toEqual([]);
  });

  it('marks a plan unreliable after two visits cancelled by its provider, tells the customer, lists it for the operator', async () => {
    const { customer, booked, id } = await running();
    const [one, two] = (await visits(id)).slice(1, 3);
    expect((await takeStep(booked, one!.id, { action: 'cancel_by_provider' })).statusCode).toBe(200);
    expect((await planOf(customer, id)).unreliable).toBe(false);
    expect((await takeStep(booked, two!.id, { action: 'cancel_by_provider' })).statusCode).toBe(200);
    expect((await planOf(customer, id)).unreliable).toBe(true);
    expect((await planOf(booked, id, '/api/provider/recurring-plans')).unreliable).toBe(true);
    expect(await noticesOf(customer.userId)).toEqual(['Tu proveedor canceló dos visitas de tu plan']);

    const operator = await signUpOperator(t);
    const list = await operator.client.get('/api/operator/recurring-plans/unreliable');
    expect(list.statusCode, list.body).toBe(200);
    const row = (
      list.json() as { plans: { id: string; strikes: string[]; providerId: string }[] }
    ).plans.find((plan) => plan.id === id);
    expect(row).toMatchObject({ providerId: booked.userId });
    expect(row!.strikes).toHaveLength(2);
    expect((await customer.client.get('/api/operator/recurring-plans/unreliable')).statusCode).toBe(403);

    // Four weeks later the strikes have lapsed.
    t.clock.advance(29 * DAY_MS);
    expect((await planOf(customer, id)).unreliable).toBe(false);
  });

  it('moves one visit to another free start of the provider, refusing a taken one and one inside 24 h', async () => {
    const { customer, booked, id } = await running();
    const second = (await visits(id))[1]!;
    const move = (date: string, at: Date) =>
      customer.client.post(`/api/recurring-plans/${id}/visits/${date}/move`, {
        requiredDate: at.toISOString(),
      });

    // Two hours earlier, or one later when earlier would not end the same day (the schedule ends at 23:59).
    const to = [-2, 1]
      .map((hours) => new Date(second.start.getTime() + hours * HOUR_MS))
      .find((at) => bookableStartFrom(at).getTime() === at.getTime())!;
    const reminderBefore = await reminderAt(second.id);
    const moved = await Promise.all([move(second.date!, to), move(second.date!, to)]);
    expect(
      moved.map((answer) => answer.statusCode),
      moved[0]!.body,
    ).toEqual([200, 200]);
    expect(moved[0]!.json().visit).toMatchObject({ date: second.date, scheduledAt: to.toISOString() });
    expect((await visits(id))[1]!.start.toISOString()).toBe(to.toISOString());
    // The reminder follows the visit.
    expect((await reminderAt(second.id)) - reminderBefore).toBe(to.getTime() - second.start.getTime());
    expect(await noticesOf(booked.userId)).toEqual(['Una visita de tu plan cambió de día u hora']);

    // Another customer's booking holds a time: the visit cannot go there.
    const taken = new Date(second.start.getTime() + DAY_MS);
    const other = await (
      await signUpCustomer(t.app)
    ).client.post('/api/bookings', bookingBody(booked.userId, { requiredDate: taken.toISOString() }));
    expect(other.statusCode, other.body).toBe(201);
    const refused = await move(second.date!, taken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'SLOT_TAKEN', message: scheduleMessages.slotTaken });

    const past = await move(second.date!, new Date(t.clock.now().getTime() - HOUR_MS));
    expect(past.statusCode).toBe(400);
    expect((await move('2001-01-01', to)).statusCode).toBe(404);

    const soon = await running(6);
    const first = (await visits(soon.id))[0]!;
    const inside = await soon.customer.client.post(
      `/api/recurring-plans/${soon.id}/visits/${first.date}/move`,
      {
        requiredDate: new Date(first.start.getTime() + DAY_MS).toISOString(),
      },
    );
    expect(inside.statusCode).toBe(409);
    expect(inside.json().error.message).toBe(recurringChangeMessages.visitInside24h);
  });

  it('moves the plan from now on to another day and time, round a skipped visit, keeping a visit inside 24 h', async () => {
    const { customer, booked, id } = await running(6);
    const before = await visits(id);
    const [first, second, third] = before;
    // The third visit skipped: its day stays the plan's, cancelled, and the moved visits go round it.
    const skip = `/api/recurring-plans/${id}/visits/${third!.date}/skip`;
    expect((await customer.client.post(skip, { confirm: true })).statusCode).toBe(200);
    const movePlan = (at: Date) =>
      customer.client.post(`/api/recurring-plans/${id}/move`, { requiredDate: at.toISOString() });

    // Another customer's booking holds a time: the plan cannot start there.
    const taken = new Date(second!.start.getTime() + DAY_MS);
    const other = await (
      await signUpCustomer(t.app)
    ).client.post('/api/bookings', bookingBody(booked.userId, { requiredDate: taken.toISOString() }));
    expect(other.statusCode, other.body).toBe(201);
    const refused = await movePlan(taken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');

    // The same day of the week, an hour earlier or later: every date but the skipped one's is reused.
    const to = [-1, 1]
      .map((hours) => new Date(second!.start.getTime() + hours * HOUR_MS))
      .find((at) => bookableStartFrom(at).getTime() === at.getTime())!;
    const [moved, again] = await Promise.all([movePlan(to), movePlan(to)]);
    expect([moved!.statusCode, again!.statusCode], moved!.body).toEqual([200, 200]);
    const answer = moved!.json() as { plan: PlanOut; keptVisits: { serviceId: string }[] };
    expect(answer.keptVisits.map((visit) => visit.serviceId)).toEqual([first!.id]);
    expect(answer.plan.nextVisits[0]!.serviceId).toBe(first!.id);
    const after = await visits(id);
    expect(after.find((visit) => visit.id === first!.id)!.start).toEqual(first!.start);
    expect(after.find((visit) => visit.id === third!.id)).toMatchObject({
      status: 'cancelled',
      date: third!.date,
    });
    const scheduled = after.filter((visit) => visit.status === 'confirmed' && visit.id !== first!.id);
    expect(scheduled.length).toBe(before.length - 2);
    expect(scheduled[0]!.start.toISOString()).toBe(to.toISOString());
    for (const visit of scheduled) {
      expect((visit.start.getTime() - to.getTime()) % (7 * DAY_MS)).toBe(0);
      expect(visit.date).not.toBe(third!.date);
    }
    // The scheduler books the rest at the new time, nothing at the old one.
    await t.runTasks();
    for (const visit of (await visits(id)).filter(
      (row) => row.status === 'confirmed' && row.id !== first!.id,
    ))
      expect((visit.start.getTime() - to.getTime()) % (7 * DAY_MS)).toBe(0);
    expect(await noticesOf(booked.userId)).toEqual(['Una visita de tu plan cambió de día u hora']);
  });
});
