import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '#shared/messages';
import { operatorMessages } from '#shared/operator-messages';
import { jobEvents } from '#server/db/schema';
import type { TestClient } from '#server/testing/client';
import { createTestApp, mailerOf, testDriver, type TestApp } from '#server/testing/harness';
import {
  bookingBody,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  TEST_CONTACT,
  ZOCALO,
} from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';

const HOUR = 3_600_000;
const GRACE = 45 * 60_000;
type Party = { client: TestClient; userId: string; email: string };

describe(`a service's steps (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const step = (party: Party, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/actions`, body);
  const serviceOf = async (party: Party, id: string) =>
    (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);
  const subjectsTo = (email: string) =>
    mailerOf(t.app)
      .sent.filter((mail) => mail.to === email)
      .map((mail) => mail.subject);

  /** A confirmed service at $700, cash, three days from the clock's now (an accepted offer). */
  async function confirmedService(overrides: Record<string, unknown> = {}) {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO, {
      requiredDate: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
      ...overrides,
    });
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Llevo mis productos y termino en tres horas.',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    await t.runTasks();
    return { customer, provider, service: accepted.json().service as { id: string; scheduledAt: string } };
  }

  /** A direct booking of home cleaning at the provider's $500, two days from now. */
  async function booking() {
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'basic',
      radius: 10,
      services: [{ serviceId: 'home-cleaning', price: 50_000 }],
      displayName: `Casa Limpia ${Math.random().toString(36).slice(2, 8)}`,
    });
    const customer = await signUpCustomer(t.app);
    const booked = await customer.client.post(
      '/api/bookings',
      bookingBody(provider.userId, {
        requiredDate: new Date(t.clock.now().getTime() + 48 * HOUR + 6 * HOUR).toISOString(),
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    await t.runTasks();
    const [service] = (await customer.client.get('/api/services')).json().services;
    return { customer, provider, service: service as { id: string; status: string; actions: string[] } };
  }

  it("counts a provider's cancellation against their reliability, and a customer's no-show does not", async () => {
    const first = await confirmedService();
    expect((await step(first.provider, first.service.id, { action: 'cancel_by_provider' })).statusCode).toBe(
      200,
    );
    const second = await confirmedService();
    t.clock.set(new Date(new Date(second.service.scheduledAt).getTime() + GRACE));
    const noShow = await step(second.provider, second.service.id, {
      action: 'report_no_show',
      expectedFee: 70_000,
    });
    expect(noShow.statusCode).toBe(200);
    t.clock.set(new Date());
    expect((await serviceOf(first.customer, first.service.id)).provider.reliability).toBe(0);
    expect((await serviceOf(second.customer, second.service.id)).provider.reliability).toBe(100);
  });

  describe('a direct booking', () => {
    it('is a pending service at once: the provider answers it, the customer may withdraw it', async () => {
      const { customer, provider, service } = await booking();
      expect(service).toMatchObject({
        status: 'pending',
        price: 50_000,
        description: 'Tocar el timbre dos veces.',
        actions: ['cancel_by_customer'],
      });
      expect((await serviceOf(provider, service.id)).actions).toEqual(['accept_booking', 'decline_booking']);
      expect(subjectsTo(provider.email)).toContain('Te reservaron directamente: Limpieza del Hogar');
      // Nobody applies to it: it is in no provider's list of requests, its own included.
      const nearby = (await provider.client.get('/api/requests/nearby')).json();
      expect(nearby.requests).toEqual([]);

      const accepted = await step(provider, service.id, { action: 'accept_booking' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().service).toMatchObject({ status: 'confirmed', actions: ['cancel_by_provider'] });
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain('Tu reserva quedó confirmada: Limpieza del Hogar');
      // Once agreed, the provider reads the exact address the booking gave.
      expect((await serviceOf(provider, service.id)).contact.address).toEqual(TEST_CONTACT.address);
    });

    it('is declined by the provider, and the customer is told', async () => {
      const { customer, provider, service } = await booking();
      const declined = await step(provider, service.id, { action: 'decline_booking' });
      expect(declined.json().service).toMatchObject({
        status: 'declined',
        cancelledBy: 'provider',
        cancellationFee: 0,
        actions: [],
      });
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain('Tu reserva no fue aceptada: Limpieza del Hogar');
      const late = await step(provider, service.id, { action: 'accept_booking' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toEqual({
        code: 'WRONG_STATUS',
        message: 'Esta acción no está disponible para un servicio en estado «Rechazada».',
      });
    });

    it('left unanswered, is declined by the scheduler 48 hours after it was made, once', async () => {
      const { customer, provider, service } = await booking();
      t.clock.advance(48 * HOUR - 1000);
      await t.runTasks();
      expect((await serviceOf(customer, service.id)).status).toBe('pending');
      t.clock.advance(1000);
      await t.runTasks();
      expect(await serviceOf(customer, service.id)).toMatchObject({
        status: 'declined',
        cancelledBy: 'system',
      });
      expect(subjectsTo(customer.email)).toContain('Tu reserva venció sin respuesta: Limpieza del Hogar');
      const answer = await step(provider, service.id, { action: 'accept_booking' });
      expect(answer.statusCode).toBe(409);
      await t.runTasks();
      expect(
        subjectsTo(customer.email).filter((subject) => subject.startsWith('Tu reserva venció')),
      ).toHaveLength(1);
    });

    it('answered twice at once by its provider: one answer wins, the other is refused', async () => {
      const { provider, service } = await booking();
      const answers = await Promise.all([
        step(provider, service.id, { action: 'accept_booking' }),
        step(provider, service.id, { action: 'decline_booking' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const events = await t.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, service.id));
      expect(events).toHaveLength(2);
    });
  });

  describe('cancelling', () => {
    it('is free with 24 hours’ notice, and the provider is told', async () => {
      const { customer, provider, service } = await confirmedService();
      const cancelled = await step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().service).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancellationFee: 0,
        contact: null,
      });
      await t.runTasks();
      expect(subjectsTo(provider.email)).toContain(
        'El cliente canceló el servicio: Limpieza de departamento',
      );
    });

    it('costs half the price under 24 hours; a charge the customer was not shown stops it', async () => {
      const { customer, service } = await confirmedService();
      t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 24 * HOUR + 1000));
      const stale = await step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({
        code: 'FEE_CHANGED',
        message: 'El cargo por cancelación cambió a $350. Revísalo y confirma de nuevo.',
      });
      expect((await serviceOf(customer, service.id)).status).toBe('confirmed');
      const cancelled = await step(customer, service.id, {
        action: 'cancel_by_customer',
        expectedFee: 35_000,
      });
      expect(cancelled.json().service).toMatchObject({ status: 'cancelled', cancellationFee: 35_000 });
      // What the customer paid: the charge; nothing is ahead of them any more.
      expect((await customer.client.get('/api/requests/summary')).json()).toMatchObject({
        upcomingServices: 0,
        completedServices: 0,
        totalSpent: 35_000,
      });
      // Pressed again (a retry after a lost answer): the same cancellation, not a refusal.
      const again = await step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 35_000 });
      expect(again.statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('by the provider costs the customer nothing, and ends at the start time', async () => {
      const { customer, provider, service } = await confirmedService();
      const cancelled = await step(provider, service.id, { action: 'cancel_by_provider' });
      expect(cancelled.json().service).toMatchObject({ cancelledBy: 'provider', cancellationFee: 0 });
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain(
        'El proveedor canceló tu servicio: Limpieza de departamento',
      );

      const late = await confirmedService();
      t.clock.set(late.service.scheduledAt);
      const refused = await step(late.customer, late.service.id, { action: 'cancel_by_customer' });
      expect(refused.json().error).toEqual({
        code: 'ALREADY_STARTED',
        message: serviceMessages.refusals.already_started,
      });
      t.clock.set(new Date());
    });
  });

  describe('after the start', () => {
    it('the provider marks it done; without an answer it completes itself 48 hours later; cash is confirmed once', async () => {
      const { customer, provider, service } = await confirmedService();
      const early = await step(provider, service.id, { action: 'mark_done' });
      expect(early.json().error.code).toBe('NOT_STARTED');

      t.clock.set(service.scheduledAt);
      t.clock.advance(3 * HOUR);
      const done = await step(provider, service.id, { action: 'mark_done' });
      expect(done.json().service).toMatchObject({ status: 'done', actions: ['confirm_payment'] });
      expect((await serviceOf(customer, service.id)).actions).toEqual([
        'confirm_completion',
        'report_problem',
      ]);
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain('Confirma tu servicio: Limpieza de departamento');

      const paid = await step(provider, service.id, { action: 'confirm_payment' });
      expect(paid.json().service).toMatchObject({ paymentConfirmed: true, status: 'done' });
      expect((await step(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);

      t.clock.advance(48 * HOUR);
      await t.runTasks();
      expect(await serviceOf(customer, service.id)).toMatchObject({ status: 'completed', actions: [] });
      expect(subjectsTo(provider.email)).toContain('Servicio completado: Limpieza de departamento');
      const tooLate = await step(customer, service.id, {
        action: 'report_problem',
        reason: 'No limpiaron la cocina.',
      });
      expect(tooLate.statusCode).toBe(409);
      t.clock.set(new Date());
    });

    it('the customer confirms it, or reports a problem with a reason', async () => {
      const first = await confirmedService();
      t.clock.set(first.service.scheduledAt);
      await step(first.provider, first.service.id, { action: 'mark_done' });
      const confirmed = await step(first.customer, first.service.id, { action: 'confirm_completion' });
      expect(confirmed.json().service.status).toBe('completed');
      expect((await first.customer.client.get('/api/requests/summary')).json()).toMatchObject({
        upcomingServices: 0,
        completedServices: 1,
        totalSpent: 70_000,
      });

      const second = await confirmedService();
      t.clock.set(second.service.scheduledAt);
      await step(second.provider, second.service.id, { action: 'mark_done' });
      const noReason = await step(second.customer, second.service.id, { action: 'report_problem' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toEqual({ reason: serviceMessages.problemRequired });
      const reported = await step(second.customer, second.service.id, {
        action: 'report_problem',
        reason: 'No limpiaron la cocina y se fueron antes.',
      });
      expect(reported.json().service).toMatchObject({
        status: 'disputed',
        problem: 'No limpiaron la cocina y se fueron antes.',
      });
      await t.runTasks();
      expect(subjectsTo(second.provider.email)).toContain(
        'El cliente reportó un problema: Limpieza de departamento',
      );
      t.clock.set(new Date());
    });
  });

  describe('a no-show', () => {
    const startOf = (service: { scheduledAt: string }) => new Date(service.scheduledAt).getTime();
    const chargesOf = async (party: Party) =>
      (await party.client.get('/api/payments')).json().charges.map((c: { serviceId: string }) => c.serviceId);

    it('is refused until 45 minutes after the start, saying from when, in the place’s time', async () => {
      const { provider, service } = await confirmedService();
      for (const offset of [0, 44 * 60_000]) {
        t.clock.set(new Date(startOf(service) + offset));
        const early = await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
        expect(early.statusCode).toBe(409);
        expect(early.json().error.code).toBe('NO_SHOW_NOT_YET');
        expect(early.json().error.message).toMatch(
          /^Todavía no puedes reportar que el cliente no se presentó: damos 45 minutos de tolerancia después de la hora programada\. Podrás hacerlo a partir del .+\.$/,
        );
      }
      expect((await serviceOf(provider, service.id)).actions).toEqual(['mark_done']);
      t.clock.set(new Date(startOf(service) + GRACE));
      expect((await serviceOf(provider, service.id)).actions).toEqual(['mark_done', 'report_no_show']);
      const noShow = await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      expect(noShow.statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('charges the whole price only once 48 hours pass uncontested: nothing is owed or confirmed before', async () => {
      const { customer, provider, service } = await confirmedService();
      t.clock.set(new Date(startOf(service) + GRACE));
      const noShow = await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      const reportedAt = t.clock.now();
      expect(noShow.json().service).toMatchObject({
        status: 'cancelled',
        cancellationFee: 70_000,
        actions: [],
        noShow: {
          reportedAt: reportedAt.toISOString(),
          contestBy: new Date(reportedAt.getTime() + 48 * HOUR).toISOString(),
          settled: false,
        },
      });
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain(
        'El proveedor reportó que no estabas: Limpieza de departamento',
      );
      expect((await serviceOf(customer, service.id)).actions).toEqual(['contest_no_show']);
      // Cash: the customer owes nothing yet, and the provider cannot confirm a payment of it.
      expect(await chargesOf(customer)).not.toContain(service.id);
      const early = await step(provider, service.id, { action: 'confirm_payment' });
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toEqual({
        code: 'NO_SHOW_UNSETTLED',
        message: serviceMessages.refusals.no_show_unsettled,
      });

      t.clock.set(new Date(reportedAt.getTime() + 48 * HOUR - 1000));
      await t.runTasks();
      expect((await serviceOf(customer, service.id)).noShow.settled).toBe(false);
      t.clock.advance(1000);
      await t.runTasks();
      expect(await serviceOf(customer, service.id)).toMatchObject({
        status: 'cancelled',
        actions: [],
        noShow: { settled: true },
      });
      expect(await chargesOf(customer)).toContain(service.id);
      for (const party of [customer, provider])
        expect(subjectsTo(party.email)).toContain(
          'Se aplicó el cargo por inasistencia: Limpieza de departamento',
        );
      const late = await step(customer, service.id, {
        action: 'contest_no_show',
        reason: 'Estuve en casa toda la mañana.',
      });
      expect(late.json().error).toEqual({
        code: 'CONTEST_WINDOW_CLOSED',
        message: serviceMessages.refusals.contest_window_closed,
      });
      expect((await step(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('contested by the customer, is a dispute in the console; support upholds it or finds for the customer', async () => {
      const operator = await signUpOperator(t);
      const cases = [await confirmedService(), await confirmedService()];
      for (const { provider, service } of cases) {
        t.clock.set(new Date(startOf(service) + 2 * HOUR));
        await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      }
      const [upheld, refunded] = cases as [(typeof cases)[0], (typeof cases)[0]];
      t.clock.advance(47 * HOUR);
      const noReason = await step(upheld.customer, upheld.service.id, { action: 'contest_no_show' });
      expect(noReason.json().error.fields).toEqual({ reason: serviceMessages.problemRequired });
      for (const { customer, service } of cases) {
        const contested = await step(customer, service.id, {
          action: 'contest_no_show',
          reason: 'Estuve en casa; nadie tocó el timbre.',
        });
        expect(contested.statusCode, contested.body).toBe(200);
        expect(contested.json().service).toMatchObject({
          status: 'disputed',
          problem: 'Estuve en casa; nadie tocó el timbre.',
          noShow: { settled: false },
        });
      }
      await t.runTasks();
      expect(subjectsTo(upheld.provider.email)).toContain(
        'El cliente dice que sí estaba: Limpieza de departamento',
      );
      // Neither party owes or confirms anything while it is contested, and its 48 hours do not settle it.
      expect(await chargesOf(upheld.customer)).not.toContain(upheld.service.id);
      expect((await step(upheld.provider, upheld.service.id, { action: 'confirm_payment' })).statusCode).toBe(
        409,
      );
      t.clock.advance(2 * HOUR);
      await t.runTasks();
      expect((await serviceOf(upheld.customer, upheld.service.id)).status).toBe('disputed');

      const answered = await step(upheld.provider, upheld.service.id, {
        action: 'answer_dispute',
        reason: 'Toqué tres veces y llamé por teléfono.',
      });
      expect(answered.json().service.actions).toEqual([]);
      const disputes = (await operator.client.get('/api/operator/disputes')).json().disputes;
      expect(disputes.find((d: { serviceId: string }) => d.serviceId === upheld.service.id)).toMatchObject({
        problem: 'Estuve en casa; nadie tocó el timbre.',
        providerStatement: 'Toqué tres veces y llamé por teléfono.',
        noShowAt: expect.any(String),
      });
      const resolve = (serviceId: string, outcome: string) =>
        operator.client.post(`/api/operator/disputes/${serviceId}/resolve`, {
          outcome,
          reason: 'Revisamos las llamadas del proveedor.',
          ...(outcome === 'split' && { amount: 35_000 }),
        });
      const split = await resolve(upheld.service.id, 'split');
      expect(split.statusCode).toBe(409);
      expect(split.json().error).toEqual({ code: 'NO_SHOW_SPLIT', message: operatorMessages.noShowSplit });

      expect((await resolve(upheld.service.id, 'keep')).json()).toEqual({
        status: 'cancelled',
        amount: 70_000,
      });
      expect(await serviceOf(upheld.customer, upheld.service.id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'provider',
        cancellationFee: 70_000,
        actions: [],
        noShow: { settled: true },
      });
      expect(await chargesOf(upheld.customer)).toContain(upheld.service.id);
      expect((await step(upheld.provider, upheld.service.id, { action: 'confirm_payment' })).statusCode).toBe(
        200,
      );

      expect((await resolve(refunded.service.id, 'refund')).json()).toEqual({
        status: 'cancelled',
        amount: 0,
      });
      expect(await serviceOf(refunded.customer, refunded.service.id)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'support',
        cancellationFee: 0,
        actions: [],
        noShow: { settled: true },
      });
      expect(await chargesOf(refunded.customer)).not.toContain(refunded.service.id);
      await t.runTasks();
      for (const { customer, provider } of cases)
        for (const party of [customer, provider])
          expect(subjectsTo(party.email)).toContain(
            'Resolvimos el reporte del servicio: Limpieza de departamento',
          );
      const told = mailerOf(t.app)
        .sent.filter((mail) => mail.to === refunded.customer.email)
        .at(-1)!;
      expect(told.text).toContain('El cliente sí estaba: se cancela el servicio sin cargo.');
      t.clock.set(new Date());
    });

    it('is the customer’s alone to contest: its provider is forbidden, anyone else finds no service', async () => {
      const { customer, provider, service } = await confirmedService();
      t.clock.set(new Date(startOf(service) + GRACE));
      await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      const body = { action: 'contest_no_show', reason: 'Estuve en casa toda la mañana.' };
      const forbidden = await step(provider, service.id, body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('NOT_YOUR_ACTION');
      for (const stranger of [await signUpCustomer(t.app), await signUpProvider(t.app)])
        expect((await step(stranger, service.id, body)).statusCode).toBe(404);
      expect((await serviceOf(customer, service.id)).status).toBe('cancelled');
      t.clock.set(new Date());
    });

    it('cannot be contested after another kind of cancellation', async () => {
      const { customer, service } = await confirmedService();
      t.clock.set(new Date(startOf(service) - HOUR));
      await step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 35_000 });
      const refused = await step(customer, service.id, {
        action: 'contest_no_show',
        reason: 'Estuve en casa toda la mañana.',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('WRONG_STATUS');
      t.clock.set(new Date());
    });
  });

  describe('the reminder', () => {
    it('reaches both parties 24 hours before a confirmed service, and never one cancelled meanwhile', async () => {
      const { customer, provider, service } = await confirmedService();
      const other = await confirmedService();
      await step(other.customer, other.service.id, { action: 'cancel_by_customer', expectedFee: 0 });
      const reminder = 'Recordatorio: tu servicio es en 24 horas: Limpieza de departamento';
      t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 24 * HOUR - 1000));
      await t.runTasks();
      expect(subjectsTo(customer.email)).not.toContain(reminder);
      t.clock.advance(1000);
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain(reminder);
      expect(subjectsTo(provider.email)).toContain(reminder);
      t.clock.advance(HOUR); // the other service's reminder is due too
      await t.runTasks();
      for (const party of [other.customer, other.provider])
        expect(subjectsTo(party.email)).not.toContain(reminder);
      t.clock.set(new Date());
    });
  });

  describe('who may take a step', () => {
    it('the other party’s step is forbidden; a stranger finds no service', async () => {
      const { customer, service } = await confirmedService();
      const wrongSide = await step(customer, service.id, { action: 'mark_done' });
      expect(wrongSide.statusCode).toBe(403);
      expect(wrongSide.json().error.code).toBe('NOT_YOUR_ACTION');
      const stranger = await signUpProvider(t.app);
      expect((await step(stranger, service.id, { action: 'cancel_by_provider' })).statusCode).toBe(404);
      expect((await step(stranger, 'not-a-uuid', { action: 'cancel_by_provider' })).statusCode).toBe(404);
      const unknown = await step(customer, service.id, { action: 'expire_booking' });
      expect(unknown.statusCode).toBe(400);
    });

    it('a double click is one step', async () => {
      const { customer, service } = await confirmedService();
      const answers = await Promise.all([
        step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 }),
        step(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const events = await t.database.db
        .select()
        .from(jobEvents)
        .where(eq(jobEvents.jobId, service.id))
        .orderBy(asc(jobEvents.seq));
      expect(events.map((event) => event.action)).toEqual(['created', 'cancel_by_customer']);
    });
  });
});
