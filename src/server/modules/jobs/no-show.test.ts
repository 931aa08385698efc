import { describe, expect, it } from 'vitest';
import { serviceMessages } from '#shared/service-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { TestClient } from '#server/testing/client';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { confirmedService, serviceOf, subjectsTo, takeStep } from '#server/testing/services';

const HOUR = 3_600_000;
const GRACE = 45 * 60_000;
type Party = { client: TestClient; userId: string; email: string };

describe(`a service's steps (${testDriver})`, () => {
  const t = useTestApp();

  describe('a no-show', () => {
    const startOf = (service: { scheduledAt: string }) => new Date(service.scheduledAt).getTime();
    const chargesOf = async (party: Party) =>
      (await party.client.get('/api/payments')).json().charges.map((c: { serviceId: string }) => c.serviceId);

    it('is refused until 45 minutes after the start, saying from when, in the place’s time', async () => {
      const { provider, service } = await confirmedService(t);
      for (const offset of [0, 44 * 60_000]) {
        t.clock.set(new Date(startOf(service) + offset));
        const early = await takeStep(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
        expect(early.statusCode).toBe(409);
        expect(early.json().error.code).toBe('NO_SHOW_NOT_YET');
        expect(early.json().error.message).toMatch(
          /^Todavía no puedes reportar que el cliente no se presentó: damos 45 minutos de tolerancia después de la hora programada\. Podrás hacerlo a partir del .+\.$/,
        );
      }
      expect((await serviceOf(provider, service.id)).actions).toEqual(['mark_done']);
      t.clock.set(new Date(startOf(service) + GRACE));
      expect((await serviceOf(provider, service.id)).actions).toEqual(['mark_done', 'report_no_show']);
      const noShow = await takeStep(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      expect(noShow.statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('charges the whole price only once 48 hours pass uncontested: nothing is owed or confirmed before', async () => {
      const { customer, provider, service } = await confirmedService(t);
      t.clock.set(new Date(startOf(service) + GRACE));
      const noShow = await takeStep(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
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
      expect(subjectsTo(t, customer.email)).toContain(
        'El proveedor reportó que no estabas: Limpieza de departamento',
      );
      expect((await serviceOf(customer, service.id)).actions).toEqual(['contest_no_show']);
      // Cash: the customer owes nothing yet, and the provider cannot confirm a payment of it.
      expect(await chargesOf(customer)).not.toContain(service.id);
      const early = await takeStep(provider, service.id, { action: 'confirm_payment' });
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
        expect(subjectsTo(t, party.email)).toContain(
          'Se aplicó el cargo por inasistencia: Limpieza de departamento',
        );
      const late = await takeStep(customer, service.id, {
        action: 'contest_no_show',
        reason: 'Estuve en casa toda la mañana.',
      });
      expect(late.json().error).toEqual({
        code: 'CONTEST_WINDOW_CLOSED',
        message: serviceMessages.refusals.contest_window_closed,
      });
      expect((await takeStep(provider, service.id, { action: 'confirm_payment' })).statusCode).toBe(200);
      t.clock.set(new Date());
    });

    it('contested by the customer, is a dispute in the console; support upholds it or finds for the customer', async () => {
      const operator = await signUpOperator(t);
      const cases = [await confirmedService(t), await confirmedService(t)];
      for (const { provider, service } of cases) {
        t.clock.set(new Date(startOf(service) + 2 * HOUR));
        await takeStep(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      }
      const [upheld, refunded] = cases as [(typeof cases)[0], (typeof cases)[0]];
      t.clock.advance(47 * HOUR);
      const noReason = await takeStep(upheld.customer, upheld.service.id, { action: 'contest_no_show' });
      expect(noReason.json().error.fields).toEqual({ reason: serviceMessages.problemRequired });
      for (const { customer, service } of cases) {
        const contested = await takeStep(customer, service.id, {
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
      expect(subjectsTo(t, upheld.provider.email)).toContain(
        'El cliente dice que sí estaba: Limpieza de departamento',
      );
      // Neither party owes or confirms anything while it is contested, and its 48 hours do not settle it.
      expect(await chargesOf(upheld.customer)).not.toContain(upheld.service.id);
      expect(
        (await takeStep(upheld.provider, upheld.service.id, { action: 'confirm_payment' })).statusCode,
      ).toBe(409);
      t.clock.advance(2 * HOUR);
      await t.runTasks();
      expect((await serviceOf(upheld.customer, upheld.service.id)).status).toBe('disputed');

      const answered = await takeStep(upheld.provider, upheld.service.id, {
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

      // Kept, the fee is the provider's cancellation and the customer owes it; refunded, support cancels free.
      for (const [{ customer, service }, outcome, fee, cancelledBy] of [
        [upheld, 'keep', 70_000, 'provider'],
        [refunded, 'refund', 0, 'support'],
      ] as const) {
        expect((await resolve(service.id, outcome)).json()).toEqual({ status: 'cancelled', amount: fee });
        expect(await serviceOf(customer, service.id)).toMatchObject({
          status: 'cancelled',
          cancelledBy,
          cancellationFee: fee,
          actions: [],
          noShow: { settled: true },
        });
        expect((await chargesOf(customer)).includes(service.id), `${outcome}: owed`).toBe(fee > 0);
      }
      expect(
        (await takeStep(upheld.provider, upheld.service.id, { action: 'confirm_payment' })).statusCode,
      ).toBe(200);
      await t.runTasks();
      for (const { customer, provider } of cases)
        for (const party of [customer, provider])
          expect(subjectsTo(t, party.email)).toContain(
            'Resolvimos el reporte del servicio: Limpieza de departamento',
          );
      const told = mailerOf(t.app)
        .sent.filter((mail) => mail.to === refunded.customer.email)
        .at(-1)!;
      expect(told.text).toContain('El cliente sí estaba: se cancela el servicio sin cargo.');
      t.clock.set(new Date());
    });

    it('is the customer’s alone to contest: its provider is forbidden, anyone else finds no service', async () => {
      const { customer, provider, service } = await confirmedService(t);
      t.clock.set(new Date(startOf(service) + GRACE));
      await takeStep(provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
      const body = { action: 'contest_no_show', reason: 'Estuve en casa toda la mañana.' };
      const forbidden = await takeStep(provider, service.id, body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe('NOT_YOUR_ACTION');
      for (const stranger of [await signUpCustomer(t.app), await signUpProvider(t.app)])
        expect((await takeStep(stranger, service.id, body)).statusCode).toBe(404);
      expect((await serviceOf(customer, service.id)).status).toBe('cancelled');
      t.clock.set(new Date());
    });

    it('cannot be contested after another kind of cancellation', async () => {
      const { customer, service } = await confirmedService(t);
      t.clock.set(new Date(startOf(service) - HOUR));
      await takeStep(customer, service.id, { action: 'cancel_by_customer', expectedFee: 35_000 });
      const refused = await takeStep(customer, service.id, {
        action: 'contest_no_show',
        reason: 'Estuve en casa toda la mañana.',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('WRONG_STATUS');
      t.clock.set(new Date());
    });
  });
});
