import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { signUpOperator } from '#server/testing/operator';
import { useMercadoPagoServices } from '#server/testing/payments/mercadopago-world';
import { useServicePayments } from '#server/testing/payments/service-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// A no-show's fee on a card hold: nothing is captured while the customer may contest it or contests it; it is
// captured when the 48 h pass uncontested or support upholds it, and the hold released when support finds for the
// customer. A hold that would run out meanwhile is placed again rather than captured.
describe(`a no-show paid by card through Stripe (${testDriver})`, () => {
  const { world, t, stripe } = useServicePayments();

  type Party = Awaited<ReturnType<typeof world.acceptOffer>>['customer'];
  const step = (party: Party, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/actions`, body);
  const paymentsOf = async (jobId: string) =>
    rowsOf<{ status: string; captured_amount: number | null; gateway_reference: string | null }>(
      await t.database.db.execute(sql`select status, captured_amount, gateway_reference from payments
        where job_id = ${jobId} order by created_at, id`),
    );
  const captures = (intentId: string) =>
    stripe.calls.filter((call) => call.path === `/v1/payment_intents/${intentId}/capture`);
  const intentStatus = (intentId: string) => stripe.paymentIntents.get(intentId)!['status'];

  /** A $700 card service `hoursAhead` away, its hold placed, and the provider's no-show an hour after its start. */
  async function noShowOnHold(hoursAhead = 72) {
    const made = await world.acceptOffer('card', hoursAhead);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    const service = made.accepted.json().service as { id: string; scheduledAt: string };
    expect((await made.customer.client.post(`/api/services/${service.id}/card-payment`)).statusCode).toBe(
      200,
    );
    const [payment] = await paymentsOf(service.id);
    const intentId = payment!.gateway_reference!;
    await world.deliver('payment_intent.amount_capturable_updated', stripe.confirmCard(intentId));
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const reported = await step(made.provider, service.id, { action: 'report_no_show', expectedFee: 70_000 });
    expect(reported.statusCode, reported.body).toBe(200);
    await t.runTasks();
    expect(captures(intentId)).toHaveLength(0);
    expect(intentStatus(intentId)).toBe('requires_capture');
    return { ...made, service, intentId, reportedAt: t.clock.now() };
  }

  it('captures the fee once 48 hours pass uncontested, not before', async () => {
    const { service, intentId, reportedAt } = await noShowOnHold();
    t.clock.set(new Date(reportedAt.getTime() + 48 * HOUR - 1000));
    await t.runTasks();
    expect(captures(intentId)).toHaveLength(0);
    t.clock.advance(1000);
    await t.runTasks();
    expect(captures(intentId).map((call) => call.body['amount_to_capture'])).toEqual(['70000']);
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
    t.clock.set(new Date());
  });

  it('contested, keeps the hold uncaptured while in dispute; upheld, captures the fee; refunded, releases it', async () => {
    const operator = await signUpOperator(t);
    const contestedNoShow = async () => {
      t.clock.set(new Date());
      const made = await noShowOnHold();
      const contested = await step(made.customer, made.service.id, {
        action: 'contest_no_show',
        reason: 'Estuve en casa y nadie llamó a la puerta.',
      });
      expect(contested.statusCode, contested.body).toBe(200);
      return made;
    };
    const upheld = await contestedNoShow();
    const refunded = await contestedNoShow();
    // Past the 48 hours, still in dispute: nothing captured.
    t.clock.advance(49 * HOUR);
    await t.runTasks();
    for (const { intentId } of [upheld, refunded]) {
      expect(captures(intentId)).toHaveLength(0);
      expect(intentStatus(intentId)).toBe('requires_capture');
    }

    const resolve = (serviceId: string, outcome: 'keep' | 'refund') =>
      operator.client.post(`/api/operator/disputes/${serviceId}/resolve`, {
        outcome,
        reason: 'Revisamos la ubicación del proveedor.',
      });
    expect((await resolve(upheld.service.id, 'keep')).json()).toEqual({
      status: 'cancelled',
      amount: 70_000,
    });
    expect((await resolve(refunded.service.id, 'refund')).json()).toEqual({ status: 'cancelled', amount: 0 });
    await t.runTasks();
    expect(captures(upheld.intentId).map((call) => call.body['amount_to_capture'])).toEqual(['70000']);
    expect(await paymentsOf(upheld.service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);
    expect(captures(refunded.intentId)).toHaveLength(0);
    expect(intentStatus(refunded.intentId)).toBe('canceled');
    expect(await paymentsOf(refunded.service.id)).toMatchObject([{ status: 'cancelled' }]);
    t.clock.set(new Date());
  });

  it('places a hold that would run out during the 48 hours again, off-session, and captures the fee from it', async () => {
    // Authorised 5 days ahead in the browser: trusted 6.5 days, so it would run out 1.5 days after the start.
    const { service, intentId, reportedAt } = await noShowOnHold(5 * 24);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + 1.5 * DAY));
    await t.runTasks();
    expect(captures(intentId)).toHaveLength(0);
    expect(intentStatus(intentId)).toBe('canceled');
    const [renewed] = await paymentsOf(service.id);
    expect(renewed).toMatchObject({ status: 'authorized' });
    expect(renewed!.gateway_reference).not.toBe(intentId);

    t.clock.set(new Date(reportedAt.getTime() + 48 * HOUR));
    await t.runTasks();
    expect(captures(renewed!.gateway_reference!).map((call) => call.body['amount_to_capture'])).toEqual([
      '70000',
    ]);
    t.clock.set(new Date());
  });
});

// Mercado Pago keeps no card to place a hold again: one that would run out during the 48 h is captured for the fee
// before it does, and given back in full if support finds for the customer.
describe(`a no-show paid by card through Mercado Pago (${testDriver})`, () => {
  const { world, t, mp } = useMercadoPagoServices();

  const paymentsOf = async (jobId: string) =>
    rowsOf<{ status: string; captured_amount: number | null; refunded_amount: number | null }>(
      await t.database.db.execute(sql`select status, captured_amount, refunded_amount from payments
        where job_id = ${jobId} order by created_at, id`),
    );
  const callsTo = (method: string, path: RegExp) =>
    mp.calls.filter((call) => call.method === method && path.test(call.path));

  it('captures the fee before the hold runs out while contested, and refunds it when support finds for the customer', async () => {
    const { customer, provider, service } = await world.cardService(5 * 24);
    expect((await customer.client.post(`/api/services/${service.id}/card-payment`)).statusCode).toBe(200);
    const paid = await customer.client.post(`/api/services/${service.id}/card-payment/mercadopago`, {
      token: 'card-token-approved',
      paymentMethodId: 'visa',
      issuerId: '160',
      payer: { email: 'cliente@example.com', identification: { type: 'RFC', number: 'XAXX010101000' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const step = (party: typeof customer, body: Record<string, unknown>) =>
      party.client.post(`/api/services/${service.id}/actions`, body);
    expect((await step(provider, { action: 'report_no_show', expectedFee: 70_000 })).statusCode).toBe(200);
    expect(
      (await step(customer, { action: 'contest_no_show', reason: 'Estuve en casa toda la mañana.' }))
        .statusCode,
    ).toBe(200);
    await t.runTasks();
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'authorized', captured_amount: null }]);

    // The hold, trusted 6.5 days, would run out 1.5 days after the start: the fee is taken before it does.
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + 1.5 * DAY));
    await t.runTasks();
    expect(callsTo('PUT', /^\/v1\/payments\/[^/]+$/).at(-1)!.body).toMatchObject({
      capture: true,
      transaction_amount: 700,
    });
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'paid', captured_amount: 70_000 }]);

    const operator = await signUpOperator(t);
    const resolved = await operator.client.post(`/api/operator/disputes/${service.id}/resolve`, {
      outcome: 'refund',
      reason: 'El cliente mostró que estaba en casa.',
    });
    expect(resolved.json()).toEqual({ status: 'cancelled', amount: 0 });
    await t.runTasks();
    expect(callsTo('POST', /\/refunds$/).at(-1)!.body).toEqual({ amount: 700 });
    expect(await paymentsOf(service.id)).toMatchObject([{ status: 'refunded', refunded_amount: 70_000 }]);
    t.clock.set(new Date());
  });
});
