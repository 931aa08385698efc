import { describe, expect, it } from 'vitest';
import { operatorMessages } from '#shared/operator-messages';
import { mailerOf, testDriver } from '#server/testing/harness';
import { disputedService, operatorSuite } from '#server/testing/operator';

describe(`the operator's console (${testDriver})`, () => {
  const suite = operatorSuite();

  describe('Disputas', () => {
    it('lists both sides and settles a dispute with a split: the charge becomes the amount, both parties are told', async () => {
      const { customer, provider, serviceId } = await disputedService(suite.t);
      const answer = await provider.client.post(`/api/services/${serviceId}/actions`, {
        action: 'answer_dispute',
        reason: 'Limpié la estufa; el cliente pidió terminar antes.',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().service).toMatchObject({
        status: 'disputed',
        providerStatement: expect.stringContaining('estufa'),
      });
      // Once: a repeat (a double click) changes nothing.
      const twice = await provider.client.post(`/api/services/${serviceId}/actions`, {
        action: 'answer_dispute',
        reason: 'Quiero cambiar mi respuesta anterior.',
      });
      expect(twice.json().service.providerStatement).toBe(
        'Limpié la estufa; el cliente pidió terminar antes.',
      );

      const listed = (await suite.operator.client.get('/api/operator/disputes')).json().disputes;
      expect(listed.find((row: { serviceId: string }) => row.serviceId === serviceId)).toMatchObject({
        price: 70_000,
        problem: 'Dejaron la estufa sin limpiar y se fueron antes.',
        providerStatement: 'Limpié la estufa; el cliente pidió terminar antes.',
        customer: { email: customer.email },
        provider: { email: provider.email },
      });

      const resolve = (body: Record<string, unknown>) =>
        suite.operator.client.post(`/api/operator/disputes/${serviceId}/resolve`, body);
      const resolveSplit = (amount?: number) =>
        resolve({ outcome: 'split', amount, reason: 'Se hizo la mitad del trabajo.' });
      const noAmount = await resolveSplit();
      expect(noAmount.statusCode).toBe(400);
      expect(noAmount.json().error.fields).toEqual({ amount: operatorMessages.splitAmountRequired });
      const tooMuch = await resolveSplit(70_000);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.fields).toEqual({ amount: operatorMessages.splitAmountRange });

      const split = await resolveSplit(35_000);
      expect(split.statusCode, split.body).toBe(200);
      expect(split.json()).toEqual({ status: 'completed', amount: 35_000 });
      expect((await resolve({ outcome: 'keep', reason: 'Segundo intento.' })).statusCode).toBe(409);

      const payments = (await customer.client.get('/api/payments')).json();
      expect(payments.charges.find((c: { serviceId: string }) => c.serviceId === serviceId)).toMatchObject({
        amount: 35_000,
      });
      await suite.t.runTasks();
      for (const party of [customer, provider]) {
        const mail = mailerOf(suite.t.app).sent.find(
          (sent) =>
            sent.to === party.email &&
            sent.subject === 'Resolvimos el reporte del servicio: Limpieza profunda de cocina',
        );
        expect(mail?.text).toContain('Monto final del servicio: $350');
        expect(mail?.text).toContain('Motivo: Se hizo la mitad del trabajo.');
      }
      expect(
        (await suite.operator.client.get('/api/operator/disputes'))
          .json()
          .disputes.map((d: { serviceId: string }) => d.serviceId),
      ).not.toContain(serviceId);
      expect(await suite.auditOf(serviceId)).toEqual([
        expect.objectContaining({
          action: 'dispute_resolved',
          details: { outcome: 'split', amount: 35_000, price: 70_000 },
        }),
      ]);
    });

    it('refunds (cancelled, nothing charged) or keeps the charge (completed at the price)', async () => {
      const refunded = await disputedService(suite.t);
      const refund = await suite.operator.client.post(
        `/api/operator/disputes/${refunded.serviceId}/resolve`,
        {
          outcome: 'refund',
          reason: 'El proveedor no se presentó completo.',
        },
      );
      expect(refund.json()).toEqual({ status: 'cancelled', amount: 0 });
      const charges = (await refunded.customer.client.get('/api/payments')).json().charges;
      expect(charges.map((c: { serviceId: string }) => c.serviceId)).not.toContain(refunded.serviceId);

      const kept = await disputedService(suite.t, { pesos: 900 });
      const keep = await suite.operator.client.post(`/api/operator/disputes/${kept.serviceId}/resolve`, {
        outcome: 'keep',
        reason: 'Las fotos muestran el trabajo terminado.',
      });
      expect(keep.json()).toEqual({ status: 'completed', amount: 90_000 });
      const service = (await kept.customer.client.get('/api/services')).json().services[0];
      expect(service).toMatchObject({ status: 'completed', settledAmount: null });
    });
  });
});
