import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '../../../shared/messages';
import { jobEvents } from '../../db/schema';
import type { TestClient } from '../../test/client';
import { createTestApp, mailerOf, testDriver, type TestApp } from '../../test/harness';
import { bookingBody, publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '../../test/marketplace';

const HOUR = 3_600_000;
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
    t.clock.set(second.service.scheduledAt);
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
      // Once agreed, the provider reads the street address.
      expect((await serviceOf(provider, service.id)).contact.address).toBe(
        'Calle Madero 10, interior 3, Centro',
      );
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
        message: 'El cargo por cancelación cambió a $350.00. Revísalo y confirma de nuevo.',
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

    it('a no-show charges the whole price', async () => {
      const { customer, provider, service } = await confirmedService();
      t.clock.set(service.scheduledAt);
      const noShow = await step(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      expect(noShow.json().service).toMatchObject({ status: 'cancelled', cancellationFee: 70_000 });
      await t.runTasks();
      expect(subjectsTo(customer.email)).toContain(
        'El proveedor reportó que no estabas: Limpieza de departamento',
      );
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
      const events = await t.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, service.id));
      expect(events.map((event) => event.action)).toEqual(['created', 'cancel_by_customer']);
    });
  });
});
