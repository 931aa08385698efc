import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { PlanOut } from '#shared/schemas/recurring';
import { recurringMessages } from '#shared/recurring-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { bookableStartFrom } from '#server/testing/bookable';
import { bookingBody, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`'Limpieza recurrente': plans (${testDriver})`, () => {
  const t = useTestApp();

  const provider = () =>
    signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      radius: 10,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
      displayName: `Casa Limpia ${Math.random().toString(36).slice(2, 8)}`,
    });
  /** A plan of the customer's with this provider, its first visit `hoursAhead` from now or at the next free start. */
  const newPlan = async (customer: Party, booked: Party, { rhythm = 'weekly', hoursAhead = 0 } = {}) => {
    const at = hoursAhead && bookableStartFrom(new Date(t.clock.now().getTime() + hoursAhead * 3_600_000));
    const created = await customer.client.post('/api/recurring-plans', {
      ...bookingBody(booked.userId, at ? { requiredDate: at.toISOString() } : {}),
      rhythm,
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { plan: PlanOut }).plan;
  };
  const plans = async (who: Party, path = '/api/recurring-plans') => {
    const answer = await who.client.get(path);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { plans: PlanOut[] }).plans;
  };

  it('books the first visit as a booking, answers the same plan to a retry, and lists it on both sides', async () => {
    const customer = await signUpCustomer(t.app, 'Lucía Pérez Gómez');
    const booked = await provider();
    const body = { ...bookingBody(booked.userId), rhythm: 'weekly' };
    const first = await customer.client.post('/api/recurring-plans', body);
    expect(first.statusCode, first.body).toBe(201);
    const plan = (first.json() as { plan: PlanOut }).plan;
    expect(plan).toMatchObject({
      status: 'pending',
      rhythm: 'weekly',
      providerId: booked.userId,
      customerId: customer.userId,
      serviceId: 'home-cleaning',
      // What 'Cambiar día u hora' asks the provider's free times with, and the clock the visits are shown on.
      place: { lat: ZOCALO.lat, lng: ZOCALO.lng },
      timeZone: 'America/Mexico_City',
    });
    expect(plan.durationMinutes).toBeGreaterThan(0);
    expect(plan.description).toMatch(/^Cada semana, los [a-záéíóú]+s a las \d\d:\d\d$/);
    expect(plan.nextVisits).toHaveLength(1);
    expect(plan.nextVisits[0]!.scheduledAt).toBe(new Date(body.requiredDate as string).toISOString());

    const retry = await customer.client.post('/api/recurring-plans', body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as { plan: PlanOut }).plan.id).toBe(plan.id);

    expect((await plans(customer)).map((row) => row.id)).toEqual([plan.id]);
    const [providerSide] = await plans(booked, '/api/provider/recurring-plans');
    expect(providerSide?.id).toBe(plan.id);
    // Each side reads the other by the name they are shown elsewhere: the customer short, the provider's own.
    expect(providerSide?.customerName).toBe('Lucía P.');
    expect(plan.providerName).not.toBe('');
    // A stranger sees none of it.
    expect(await plans(await signUpCustomer(t.app))).toEqual([]);
  });

  it('answers two identical creates at once with one plan', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const body = { ...bookingBody(booked.userId), rhythm: 'biweekly' };
    const answers = await Promise.all([
      customer.client.post('/api/recurring-plans', body),
      customer.client.post('/api/recurring-plans', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((answer) => (answer.json() as { plan: PlanOut }).plan.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await plans(customer)).toHaveLength(1);
  });

  it('refuses a plan without a rhythm, or "once", in Spanish', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    for (const rhythm of [undefined, 'once', 'daily']) {
      const answer = await customer.client.post('/api/recurring-plans', {
        ...bookingBody(booked.userId),
        rhythm,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields).toEqual({ rhythm: recurringMessages.rhythmRequired });
    }
    expect(await plans(customer)).toEqual([]);
  });

  it('is for customers only, and a provider’s list for providers', async () => {
    const booked = await provider();
    const customer = await signUpCustomer(t.app);
    expect((await booked.client.post('/api/recurring-plans', bookingBody(booked.userId))).statusCode).toBe(
      403,
    );
    expect((await customer.client.get('/api/provider/recurring-plans')).statusCode).toBe(403);
  });

  it('lets the provider answer once: the same answer again changes nothing, the other is refused', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const created = await customer.client.post('/api/recurring-plans', {
      ...bookingBody(booked.userId),
      rhythm: 'monthly',
    });
    const plan = (created.json() as { plan: PlanOut }).plan;
    const answer = (who: Party, accept: boolean, id = plan.id) =>
      who.client.post(`/api/provider/recurring-plans/${id}/answer`, { accept });

    // Another provider, and a customer, cannot answer it.
    expect((await answer(await provider(), true)).statusCode).toBe(404);
    expect((await answer(customer, true)).statusCode).toBe(403);
    expect((await answer(booked, true, 'no-es-un-id')).statusCode).toBe(404);

    for (let i = 0; i < 2; i++) {
      const accepted = await answer(booked, true);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as { plan: PlanOut }).plan.status).toBe('active');
    }
    expect((await plans(customer))[0]!.nextVisits[0]!.status).toBe('confirmed');
    const refused = await answer(booked, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(recurringMessages.alreadyAnswered);
  });

  it('answers two accepts at once with one acceptance', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const { id } = await newPlan(customer, booked);
    const answers = await Promise.all(
      [0, 1].map(() => booked.client.post(`/api/provider/recurring-plans/${id}/answer`, { accept: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await plans(customer))[0]!.status).toBe('active');
  });

  it('answers Aceptar plan and Aceptar on its first visit at once with one acceptance, neither refused by a deadlock', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const plan = await newPlan(customer, booked);
    const firstVisit = (await plans(customer))[0]!.nextVisits[0]!.serviceId;
    const answers = await Promise.all([
      booked.client.post(`/api/provider/recurring-plans/${plan.id}/answer`, { accept: true }),
      booked.client.post(`/api/services/${firstVisit}/actions`, { action: 'accept_booking' }),
    ]);
    // Whichever came second finds it done: the plan's answer repeats itself, the service's step says so in Spanish.
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect((await plans(customer))[0]!.status).toBe('active');
  });

  it('puts the plans in both sides’ data export', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const { id } = await newPlan(customer, booked);
    for (const who of [customer, booked]) {
      const zip = await who.client.get('/api/account/export');
      expect(zip.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const exported = JSON.parse(strFromU8(files['planes-recurrentes.json']!)) as {
        id: string;
        rhythm: string;
      }[];
      expect(exported).toMatchObject([{ id, rhythm: 'weekly' }]);
    }
  });

  it('ends the plans of an account that is deleted, on both sides', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    await customer.client.post('/api/recurring-plans', { ...bookingBody(booked.userId), rhythm: 'weekly' });
    const gone = await customer.client.post('/api/account/delete', { password: customer.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await plans(booked, '/api/provider/recurring-plans')).map((plan) => plan.status)).toEqual([
      'ended',
    ]);
  });

  it('pauses, resumes and cancels in one call each, free, keeping a visit inside 24 h as it is', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const make = async (hours: number) => {
      const { id } = await newPlan(customer, booked, { hoursAhead: hours });
      expect(
        (await booked.client.post(`/api/provider/recurring-plans/${id}/answer`, { accept: true })).statusCode,
      ).toBe(200);
      return id;
    };
    const act = (id: string, action: string) =>
      customer.client.post(`/api/recurring-plans/${id}/${action}`, {});

    const later = await make(54);
    const first = await act(later, 'resume');
    expect(first.statusCode, first.body).toBe(200);
    expect((await act(later, 'resume')).json().plan.status).toBe('active');
    expect((await act(later, 'pause')).json().plan.status).toBe('paused');
    expect((await act(later, 'resume')).json().plan.status).toBe('active');
    const cancelled = await act(later, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: { status: 'cancelled', nextVisits: [{ status: 'cancelled' }] },
      keptVisits: [],
    });
    const refused = await act(later, 'pause');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(recurringMessages.wrongStatus);
    expect((await act(later, 'stop')).statusCode).toBe(404);
    expect(
      (await (await signUpCustomer(t.app)).client.post(`/api/recurring-plans/${later}/cancel`)).statusCode,
    ).toBe(404);

    const soon = await make(6);
    const kept = await act(soon, 'cancel');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().keptVisits).toMatchObject([{ status: 'confirmed' }]);
  });

  it('says what skipping a visit costs before skipping it: free with 24 h notice, the visit’s policy with less', async () => {
    const customer = await signUpCustomer(t.app);
    const booked = await provider();
    const skip = async (hours: number) => {
      const plan = await newPlan(customer, booked, { hoursAhead: hours });
      await booked.client.post(`/api/provider/recurring-plans/${plan.id}/answer`, { accept: true });
      const url = `/api/recurring-plans/${plan.id}/visits/${plan.nextVisits[0]!.date}/skip`;
      const preview = await customer.client.post(url, {});
      expect(preview.statusCode, preview.body).toBe(200);
      expect((await plans(customer)).find((row) => row.id === plan.id)!.nextVisits[0]!.status).toBe(
        'confirmed',
      );
      const done = await customer.client.post(url, { confirm: true });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ ...preview.json(), skipped: true });
      expect((await customer.client.post(url.replace(/\d{4}-\d\d-\d\d/, '2001-01-01'), {})).statusCode).toBe(
        404,
      );
      return preview.json() as { fee: number; skipped: boolean };
    };
    expect(await skip(54)).toEqual({ fee: 0, skipped: false });
    const late = await skip(6);
    expect(late.fee).toBeGreaterThan(0);
  });
});
