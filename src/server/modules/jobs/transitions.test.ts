import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceMessages } from '#shared/service-messages';
import { jobEvents, jobs } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpProvider, TEST_CONTACT } from '#server/testing/marketplace';
import { confirmedService, directBooking, serviceOf, subjectsTo, takeStep } from '#server/testing/services';

// A service's steps other than a no-show (no-show.test.ts): the booking's answer, cancelling, what follows the
// start, the reminder, and who may take which step.

const HOUR = 3_600_000;
const GRACE = 45 * 60_000;

describe(`a service's steps (${testDriver})`, () => {
  const t = useTestApp();

  it("counts a provider's cancellation against their reliability, and a customer's no-show does not", async () => {
    const first = await confirmedService(t);
    expect(
      (await takeStep(first.provider, first.service.id, { action: 'cancel_by_provider' })).statusCode,
    ).toBe(200);
    const second = await confirmedService(t);
    t.clock.set(new Date(new Date(second.service.scheduledAt).getTime() + GRACE));
    const noShow = await takeStep(second.provider, second.service.id, {
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
      const { customer, provider, service } = await directBooking(t);
      expect(service).toMatchObject({
        status: 'pending',
        // The smallest home's 3 h at the provider's $500 an hour.
        price: 150_000,
        description: 'Tocar el timbre dos veces.',
        actions: ['cancel_by_customer'],
      });
      expect((await serviceOf(provider, service.id)).actions).toEqual(['accept_booking', 'decline_booking']);
      expect(subjectsTo(t, provider.email)).toContain('Te reservaron directamente: Limpieza del Hogar');
      // Nobody applies to it: it is in no provider's list of requests, its own included.
      const nearby = (await provider.client.get('/api/requests/nearby')).json();
      expect(nearby.requests).toEqual([]);

      const accepted = await takeStep(provider, service.id, { action: 'accept_booking' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().service).toMatchObject({ status: 'confirmed', actions: ['cancel_by_provider'] });
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).toContain('Tu reserva quedó confirmada: Limpieza del Hogar');
      // Once agreed, the provider reads the exact address the booking gave.
      expect((await serviceOf(provider, service.id)).contact.address).toEqual(TEST_CONTACT.address);
    });

    it('is declined by the provider, and the customer is told', async () => {
      const { customer, provider, service } = await directBooking(t);
      const declined = await takeStep(provider, service.id, { action: 'decline_booking' });
      expect(declined.json().service).toMatchObject({
        status: 'declined',
        cancelledBy: 'provider',
        cancellationFee: 0,
        actions: [],
      });
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).toContain('Tu reserva no fue aceptada: Limpieza del Hogar');
      const late = await takeStep(provider, service.id, { action: 'accept_booking' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toEqual({
        code: 'WRONG_STATUS',
        message: 'Esta acción no está disponible para un servicio en estado «Rechazada».',
      });
    });

    it('left unanswered, is declined by the scheduler after two hours of the provider’s working time, once', async () => {
      const made = t.clock.now().getTime();
      const { customer, provider, service } = await directBooking(t);
      // The test provider works every day from 00:00 to 23:59: two hours from the booking, a minute more across
      // midnight.
      const [row] = await t.database.db
        .select({ answerBy: jobs.answerBy })
        .from(jobs)
        .where(eq(jobs.id, service.id));
      const due = row!.answerBy!.getTime();
      expect(due - made).toBeGreaterThanOrEqual(2 * HOUR);
      expect(due - made).toBeLessThanOrEqual(2 * HOUR + 60_000);
      t.clock.set(new Date(due - 1000));
      await t.runTasks();
      expect((await serviceOf(customer, service.id)).status).toBe('pending');
      t.clock.advance(1000);
      await t.runTasks();
      expect(await serviceOf(customer, service.id)).toMatchObject({
        status: 'declined',
        cancelledBy: 'system',
      });
      expect(subjectsTo(t, customer.email)).toContain('Tu reserva venció sin respuesta: Limpieza del Hogar');
      const answer = await takeStep(provider, service.id, { action: 'accept_booking' });
      expect(answer.statusCode).toBe(409);
      await t.runTasks();
      expect(
        subjectsTo(t, customer.email).filter((subject) => subject.startsWith('Tu reserva venció')),
      ).toHaveLength(1);
    });

    it('answered twice at once by its provider: one answer wins, the other is refused', async () => {
      const { provider, service } = await directBooking(t);
      const answers = await Promise.all([
        takeStep(provider, service.id, { action: 'accept_booking' }),
        takeStep(provider, service.id, { action: 'decline_booking' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const events = await t.database.db.select().from(jobEvents).where(eq(jobEvents.jobId, service.id));
      expect(events).toHaveLength(2);
    });
  });

  describe('cancelling', () => {
    it('is free with 24 hours’ notice, and the provider is told', async () => {
      const { customer, provider, service } = await confirmedService(t);
      const cancelled = await takeStep(customer, service.id, {
        action: 'cancel_by_customer',
        expectedFee: 0,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().service).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'customer',
        cancellationFee: 0,
        contact: null,
      });
      await t.runTasks();
      expect(subjectsTo(t, provider.email)).toContain(
        'El cliente canceló el servicio: Limpieza de departamento',
      );
    });

    it('costs half the price under 24 hours; a charge the customer was not shown stops it', async () => {
      const { customer, service } = await confirmedService(t);
      t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 24 * HOUR + 1000));
      const stale = await takeStep(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({
        code: 'FEE_CHANGED',
        message: 'El cargo por cancelación cambió a $350. Revísalo y confirma de nuevo.',
      });
      expect((await serviceOf(customer, service.id)).status).toBe('confirmed');
      const cancelled = await takeStep(customer, service.id, {
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
      const again = await takeStep(customer, service.id, {
        action: 'cancel_by_customer',
        expectedFee: 35_000,
      });
      expect(again.statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('by the provider costs the customer nothing, and ends at the start time', async () => {
      const { customer, provider, service } = await confirmedService(t);
      const cancelled = await takeStep(provider, service.id, { action: 'cancel_by_provider' });
      expect(cancelled.json().service).toMatchObject({ cancelledBy: 'provider', cancellationFee: 0 });
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).toContain(
        'El proveedor canceló tu servicio: Limpieza de departamento',
      );

      const late = await confirmedService(t);
      t.clock.set(late.service.scheduledAt);
      const refused = await takeStep(late.customer, late.service.id, { action: 'cancel_by_customer' });
      expect(refused.json().error).toEqual({
        code: 'ALREADY_STARTED',
        message: serviceMessages.refusals.already_started,
      });
      t.clock.set(new Date());
    });
  });

  describe('after the start', () => {
    it('the provider marks it done; without an answer it completes itself 48 hours later; cash is confirmed once', async () => {
      const { customer, provider, service } = await confirmedService(t);
      const early = await takeStep(provider, service.id, { action: 'mark_done' });
      expect(early.json().error.code).toBe('NOT_STARTED');

      t.clock.set(service.scheduledAt);
      t.clock.advance(3 * HOUR);
      const done = await takeStep(provider, service.id, { action: 'mark_done' });
      expect(done.json().service).toMatchObject({ status: 'done', actions: ['confirm_payment'] });
      expect((await serviceOf(customer, service.id)).actions).toEqual([
        'confirm_completion',
        'report_problem',
      ]);
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).toContain('Confirma tu servicio: Limpieza de departamento');

      const paid = await takeStep(provider, service.id, { action: 'confirm_payment' });
      expect(paid.json().service).toMatchObject({ paymentConfirmed: true, status: 'done' });
      expect((await takeStep(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);

      t.clock.advance(48 * HOUR);
      await t.runTasks();
      expect(await serviceOf(customer, service.id)).toMatchObject({ status: 'completed', actions: [] });
      expect(subjectsTo(t, provider.email)).toContain('Servicio completado: Limpieza de departamento');
      const tooLate = await takeStep(customer, service.id, {
        action: 'report_problem',
        reason: 'No limpiaron la cocina.',
      });
      expect(tooLate.statusCode).toBe(409);
      t.clock.set(new Date());
    });

    it('the customer confirms it, or reports a problem with a reason', async () => {
      const first = await confirmedService(t);
      t.clock.set(first.service.scheduledAt);
      await takeStep(first.provider, first.service.id, { action: 'mark_done' });
      const confirmed = await takeStep(first.customer, first.service.id, { action: 'confirm_completion' });
      expect(confirmed.json().service.status).toBe('completed');
      expect((await first.customer.client.get('/api/requests/summary')).json()).toMatchObject({
        upcomingServices: 0,
        completedServices: 1,
        totalSpent: 70_000,
      });

      const second = await confirmedService(t);
      t.clock.set(second.service.scheduledAt);
      await takeStep(second.provider, second.service.id, { action: 'mark_done' });
      const noReason = await takeStep(second.customer, second.service.id, { action: 'report_problem' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fields).toEqual({ reason: serviceMessages.problemRequired });
      const reported = await takeStep(second.customer, second.service.id, {
        action: 'report_problem',
        reason: 'No limpiaron la cocina y se fueron antes.',
      });
      expect(reported.json().service).toMatchObject({
        status: 'disputed',
        problem: 'No limpiaron la cocina y se fueron antes.',
      });
      await t.runTasks();
      expect(subjectsTo(t, second.provider.email)).toContain(
        'El cliente reportó un problema: Limpieza de departamento',
      );
      t.clock.set(new Date());
    });
  });

  describe('the reminder', () => {
    it('reaches both parties 24 hours before a confirmed service, and never one cancelled meanwhile', async () => {
      const { customer, provider, service } = await confirmedService(t);
      const other = await confirmedService(t);
      await takeStep(other.customer, other.service.id, { action: 'cancel_by_customer', expectedFee: 0 });
      const reminder = 'Recordatorio: tu servicio es en 24 horas: Limpieza de departamento';
      t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 24 * HOUR - 1000));
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).not.toContain(reminder);
      t.clock.advance(1000);
      await t.runTasks();
      expect(subjectsTo(t, customer.email)).toContain(reminder);
      expect(subjectsTo(t, provider.email)).toContain(reminder);
      t.clock.advance(HOUR); // the other service's reminder is due too
      await t.runTasks();
      for (const party of [other.customer, other.provider])
        expect(subjectsTo(t, party.email)).not.toContain(reminder);
      t.clock.set(new Date());
    });
  });

  describe('who may take a step', () => {
    it('the other party’s step is forbidden; a stranger finds no service', async () => {
      const { customer, service } = await confirmedService(t);
      const wrongSide = await takeStep(customer, service.id, { action: 'mark_done' });
      expect(wrongSide.statusCode).toBe(403);
      expect(wrongSide.json().error.code).toBe('NOT_YOUR_ACTION');
      const stranger = await signUpProvider(t.app);
      expect((await takeStep(stranger, service.id, { action: 'cancel_by_provider' })).statusCode).toBe(404);
      expect((await takeStep(stranger, 'not-a-uuid', { action: 'cancel_by_provider' })).statusCode).toBe(404);
      const unknown = await takeStep(customer, service.id, { action: 'expire_booking' });
      expect(unknown.statusCode).toBe(400);
    });

    it('a double click is one step', async () => {
      const { customer, service } = await confirmedService(t);
      const answers = await Promise.all([
        takeStep(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 }),
        takeStep(customer, service.id, { action: 'cancel_by_customer', expectedFee: 0 }),
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
