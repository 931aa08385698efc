import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onlinePaymentMessages } from '#shared/service-payment-messages';
import { rowsOf } from '#server/db/client';
import { useBeforeAll } from '#server/testing/before-all';
import { testDriver } from '#server/testing/harness';
import type { signUpCustomer } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { useServicePayments } from '#server/testing/payments/service-world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const VALID_CLABE = '002010077777777771';

describe(`services paid by SPEI and at OXXO through Stripe (${testDriver})`, () => {
  const { world, t, stripe } = useServicePayments();
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  type Party = Awaited<ReturnType<typeof signUpCustomer>>;
  const deliver = async (type: string, object: Record<string, unknown>) => {
    expect((await world.deliver(type, object)).statusCode).toBe(200);
  };
  const serviceOf = async (party: Party, id: string) =>
    (await party.client.get('/api/services')).json().services.find((row: { id: string }) => row.id === id);
  const subjectsTo = (email: string) =>
    t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
  const mailed = (email: string, start: string) =>
    subjectsTo(email).some((subject) => subject.startsWith(start));
  const callsTo = (path: string) => stripe.calls.filter((call) => call.path === path);
  const intentOf = async (jobId: string) => {
    const [row] = rowsOf<{ gateway_reference: string }>(
      await t.database.db.execute(sql`select gateway_reference from payments where job_id = ${jobId}
        and status in ('pending', 'paid') order by created_at desc limit 1`),
    );
    return row!.gateway_reference;
  };

  /** An offer of $700 accepted to be paid by `method`, `hoursAhead` from the clock's now. */
  const offerAccepted = (method: 'spei' | 'oxxo', hoursAhead = 96) => world.acceptOffer(method, hoursAhead);

  async function agreed(method: 'spei' | 'oxxo', hoursAhead = 96) {
    const made = await offerAccepted(method, hoursAhead);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    const service = made.accepted.json().service as { id: string; scheduledAt: string };
    // The task asks Stripe for the instructions right after the service is agreed (and the e-mail leaves).
    await t.runTasks();
    await t.runTasks();
    return { ...made, service, intentId: await intentOf(service.id) };
  }

  async function paidBySpei(hoursAhead = 96) {
    const made = await agreed('spei', hoursAhead);
    await deliver('payment_intent.succeeded', stripe.fundBankTransfer(made.intentId, 70_000));
    expect((await serviceOf(made.customer, made.service.id)).card.state).toBe('paid');
    return made;
  }

  it('shows SPEI instructions, follows a transfer for less, and marks the service paid when the rest arrives', async () => {
    const { customer, provider, service, intentId } = await agreed('spei');
    const intentCall = callsTo('/v1/payment_intents').at(-1)!;
    expect(intentCall.body).toMatchObject({
      amount: '70000',
      currency: 'mxn',
      confirm: 'true',
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
      metadata: { jobId: service.id },
    });
    expect(intentCall.body['transfer_data']).toBeDefined();
    expect(intentCall.body['capture_method']).toBeUndefined();
    const waiting = (await serviceOf(customer, service.id)).card;
    expect(waiting).toMatchObject({
      state: 'unpaid',
      method: 'spei',
      payBy: new Date(new Date(service.scheduledAt).getTime() - DAY).toISOString(),
      bank: {
        clabe: expect.stringMatching(/^\d{18}$/),
        reference: expect.any(String),
        amountRemaining: 70_000,
      },
      voucher: null,
    });
    expect(mailed(customer.email, 'Instrucciones para pagar por SPEI: ')).toBe(true);
    // Asking again (the page, after the task): the same payment, no second intent.
    const asked = callsTo('/v1/payment_intents').length;
    const again = await customer.client.post(`/api/services/${service.id}/online-payment`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().service.card.bank.reference).toBe(waiting.bank.reference);
    expect(callsTo('/v1/payment_intents')).toHaveLength(asked);

    await deliver('payment_intent.partially_funded', stripe.fundBankTransfer(intentId, 30_000));
    const partial = (await serviceOf(customer, service.id)).card;
    expect(partial).toMatchObject({ state: 'partial', bank: { amountRemaining: 40_000 } });
    expect(subjectsTo(customer.email).filter((subject) => subject.startsWith('Instrucciones'))).toHaveLength(
      1,
    );

    await deliver('payment_intent.succeeded', stripe.fundBankTransfer(intentId, 40_000));
    const paid = await serviceOf(customer, service.id);
    expect(paid.card).toMatchObject({ state: 'paid', captured: 70_000, bank: null });
    expect(paid.paymentConfirmed).toBe(true);
    expect((await serviceOf(provider, service.id)).card.state).toBe('paid');
    // Money taken at once: nothing to capture.
    expect(callsTo(`/v1/payment_intents/${intentId}/capture`)).toHaveLength(0);
    const changed = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'cash',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatchObject({
      code: 'ALREADY_PAID',
      message: onlinePaymentMessages.alreadyPaid,
    });
  });

  it('cancels for free a service whose transfer did not arrive in time, and cancels its payment at Stripe', async () => {
    const { customer, provider, service, intentId } = await agreed('spei', 72);
    await deliver('payment_intent.partially_funded', stripe.fundBankTransfer(intentId, 10_000));
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - DAY + 60_000));
    await t.runTasks();
    await t.runTasks();
    const cancelled = await serviceOf(customer, service.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'system', cancellationFee: 0 });
    expect(cancelled.card.state).toBe('released');
    expect(stripe.paymentIntents.get(intentId)!['status']).toBe('canceled');
    expect(mailed(customer.email, 'Cancelamos tu servicio por falta de pago: ')).toBe(true);
    expect(mailed(provider.email, 'Se canceló un servicio por falta de pago: ')).toBe(true);
  });

  it('issues an OXXO voucher that expires at least 24 hours before the start, and marks the service paid', async () => {
    const { customer, service, intentId } = await agreed('oxxo', 100);
    const intentCall = callsTo('/v1/payment_intents').at(-1)!;
    expect(intentCall.body).toMatchObject({
      allowed_payment_method_types: ['oxxo'],
      confirm: 'true',
      payment_method_data: { type: 'oxxo', billing_details: { email: customer.email } },
    });
    const days = Number(
      (intentCall.body['payment_method_options'] as { oxxo: { expires_after_days: string } }).oxxo
        .expires_after_days,
    );
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(7);
    const { card } = await serviceOf(customer, service.id);
    expect(card).toMatchObject({ state: 'unpaid', method: 'oxxo', bank: null });
    expect(card.voucher.number).toMatch(/^\d+$/);
    expect(new Date(card.voucher.expiresAt).getTime()).toBeLessThanOrEqual(
      new Date(service.scheduledAt).getTime() - DAY,
    );
    // Stripe's webhook about the same voucher changes nothing and e-mails nothing more.
    await deliver('payment_intent.requires_action', stripe.paymentIntents.get(intentId)!);
    expect(
      subjectsTo(customer.email).filter((subject) => subject.startsWith('Tu ficha para pagar')),
    ).toHaveLength(1);

    await deliver('payment_intent.succeeded', stripe.payVoucher(intentId));
    expect((await serviceOf(customer, service.id)).card).toMatchObject({ state: 'paid', voucher: null });
  });

  it('refuses OXXO for a service less than 72 hours away, at the offer and when changing the way to pay', async () => {
    const { customer, accepted, offerId } = await offerAccepted('oxxo', 60);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toMatchObject({
      code: 'OXXO_UNAVAILABLE',
      message: onlinePaymentMessages.oxxoTooSoon,
    });
    const cash = await customer.client.post(`/api/applications/${offerId}/accept`, { paymentMethod: 'spei' });
    expect(cash.statusCode).toBe(201);
    const change = await customer.client.request(
      'PUT',
      `/api/services/${cash.json().service.id}/payment-method`,
      {
        paymentMethod: 'oxxo',
      },
    );
    expect(change.statusCode).toBe(409);
    expect(change.json().error.code).toBe('OXXO_UNAVAILABLE');
  });

  it('lets the customer pay another way after an OXXO voucher expired unpaid', async () => {
    const { customer, service, intentId } = await agreed('oxxo', 120);
    await deliver('payment_intent.payment_failed', stripe.expireVoucher(intentId));
    expect((await serviceOf(customer, service.id)).card.state).toBe('failed');
    await t.runTasks();
    expect(mailed(customer.email, 'Tu ficha de OXXO venció: ')).toBe(true);
    const changed = await customer.client.request('PUT', `/api/services/${service.id}/payment-method`, {
      paymentMethod: 'spei',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.runTasks();
    expect((await serviceOf(customer, service.id)).card).toMatchObject({ state: 'unpaid', method: 'spei' });
    expect((await serviceOf(customer, service.id)).card.bank).not.toBeNull();
  });

  it('refunds a SPEI payment in full after a free cancellation, taking it back from the provider', async () => {
    const { customer, service, intentId } = await paidBySpei();
    const cancel = await customer.client.post(`/api/services/${service.id}/actions`, {
      action: 'cancel_by_customer',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.runTasks();
    expect(callsTo('/v1/refunds').at(-1)!.body).toEqual({
      payment_intent: intentId,
      amount: '70000',
      reverse_transfer: 'true',
    });
    expect((await serviceOf(customer, service.id)).card.state).toBe('refunded');
    // Pagos lists the money given back at what was paid, and counts it in no total: nothing was charged.
    const { charges, totals } = (await customer.client.get('/api/payments')).json();
    expect(charges).toEqual([
      expect.objectContaining({
        serviceId: service.id,
        kind: 'refund',
        amount: 70_000,
        cardState: 'refunded',
        canRequestInvoice: false,
      }),
    ]);
    expect(totals).toEqual({ total: 0, paid: 0, pending: 0 });
  });

  it('refunds all but the 50 % fee of a SPEI payment cancelled late', async () => {
    const { customer, service, intentId } = await paidBySpei(72);
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() - 12 * HOUR));
    const cancel = await customer.client.post(`/api/services/${service.id}/actions`, {
      action: 'cancel_by_customer',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().service.cancellationFee).toBe(35_000);
    await t.runTasks();
    expect(callsTo('/v1/refunds').at(-1)!.body).toMatchObject({ payment_intent: intentId, amount: '35000' });
    const { card } = await serviceOf(customer, service.id);
    expect(card.state).toBe('paid');
    // Pagos shows the fee as paid online by SPEI.
    const charges = (await customer.client.get('/api/payments')).json().charges;
    expect(charges.find((row: { serviceId: string }) => row.serviceId === service.id)).toMatchObject({
      paymentMethod: 'spei',
      amount: 35_000,
      cardState: 'paid',
    });
  });

  it('owes an OXXO payment back by transfer to a valid CLABE, which an operator sends and marks sent', async () => {
    const { customer, service, intentId } = await agreed('oxxo', 120);
    await deliver('payment_intent.succeeded', stripe.payVoucher(intentId));
    const cancel = await customer.client.post(`/api/services/${service.id}/actions`, {
      action: 'cancel_by_customer',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refundsBefore = callsTo('/v1/refunds').length;
    await t.runTasks();
    // Stripe cannot refund OXXO: no refund is asked; the provider's share is taken back.
    expect(callsTo('/v1/refunds')).toHaveLength(refundsBefore);
    expect(stripe.reversals.at(-1)).toMatchObject({ amount: 70_000 });
    const owed = (await serviceOf(customer, service.id)).card;
    expect(owed).toMatchObject({
      state: 'refund_owed',
      refund: { amount: 70_000, state: 'owed', clabeEnd: null },
    });
    expect(mailed(customer.email, 'Te devolveremos $700: ')).toBe(true);
    const owedLine = (await customer.client.get('/api/payments')).json().charges;
    expect(owedLine.find((row: { serviceId: string }) => row.serviceId === service.id)).toMatchObject({
      kind: 'refund',
      amount: 70_000,
      cardState: 'refund_owed',
    });

    const typo = await customer.client.request('PUT', `/api/services/${service.id}/refund-account`, {
      clabe: '002010077777777772',
      holder: 'Ana López',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.fields.clabe).toBe(onlinePaymentMessages.clabeInvalid);
    const given = await customer.client.request('PUT', `/api/services/${service.id}/refund-account`, {
      clabe: VALID_CLABE,
      holder: 'Ana López',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().service.card.refund).toEqual({
      amount: 70_000,
      state: 'requested',
      clabeEnd: '7771',
    });

    const listed = (await operator.client.get('/api/operator/service-refunds')).json().refunds;
    const refund = listed.find((row: { serviceId: string }) => row.serviceId === service.id);
    expect(refund).toMatchObject({
      status: 'requested',
      clabe: VALID_CLABE,
      holder: 'Ana López',
      amount: 70_000,
    });
    const sent = await operator.client.post(`/api/operator/service-refunds/${refund.id}/sent`, {
      reason: 'Transferencia SPEI enviada desde BBVA, rastreo 123456',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const again = await operator.client.post(`/api/operator/service-refunds/${refund.id}/sent`, {
      reason: 'Transferencia SPEI enviada desde BBVA, rastreo 123456',
    });
    expect(again.json().error.code).toBe('NOT_REQUESTED');
    expect((await serviceOf(customer, service.id)).card).toMatchObject({
      state: 'refunded',
      refund: { state: 'sent' },
    });
    const pagos = (await customer.client.get('/api/payments')).json().charges;
    expect(pagos.find((row: { serviceId: string }) => row.serviceId === service.id)).toMatchObject({
      kind: 'refund',
      amount: 70_000,
      cardState: 'refunded',
    });
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit.find((entry: { targetId: string }) => entry.targetId === service.id)).toMatchObject({
      action: 'service_refund_sent',
    });
  });
});
