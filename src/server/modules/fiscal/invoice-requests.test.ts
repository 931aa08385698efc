import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceRequestMessages } from '#shared/money-messages';
import { rowsOf } from '#server/db/client';
import { testDriver } from '#server/testing/harness';
import { completedService } from '#server/testing/services';
import { useServicePayments } from '#server/testing/payments/service-world';

const HOUR = 3_600_000;
// A persona física's RFC whose check digit is right.
const FISCAL = {
  rfc: 'GODE561231GR8',
  legalName: 'Elena Gómez Díaz',
  taxRegime: '612',
  zip: '06000',
  cfdiUse: 'G03',
};

describe(`'Solicitar factura' of a service paid online (${testDriver})`, () => {
  const { world, t, stripe } = useServicePayments();

  type Party = Awaited<ReturnType<typeof world.acceptOffer>>['customer'];
  const ask = (customer: Party, serviceId: string) =>
    customer.client.post(`/api/services/${serviceId}/invoice-request`);
  const markSent = (provider: Party, serviceId: string) =>
    provider.client.post(`/api/services/${serviceId}/invoice-request/sent`);
  const chargeIn = async (party: Party, path: string, serviceId: string) =>
    (await party.client.get(path))
      .json()
      .charges.find((row: { serviceId: string }) => row.serviceId === serviceId);
  const subjectsTo = (email: string) =>
    t.mailer.sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
  const monthOf = (iso: string) => new Date(new Date(iso).getTime() - 6 * HOUR).toISOString().slice(0, 7);

  /** A service paid by SPEI in full, then done and confirmed: a charge paid online. */
  async function paidOnlineAndCompleted() {
    const made = await world.acceptOffer('spei', 96);
    expect(made.accepted.statusCode, made.accepted.body).toBe(201);
    const service = made.accepted.json().service as { id: string; scheduledAt: string };
    await t.runTasks();
    await t.runTasks();
    const [payment] = rowsOf<{ gateway_reference: string }>(
      await t.database.db.execute(sql`select gateway_reference from payments where job_id = ${service.id}
        and status = 'pending'`),
    );
    const paid = await world.deliver(
      'payment_intent.succeeded',
      stripe.fundBankTransfer(payment!.gateway_reference, 70_000),
    );
    expect(paid.statusCode).toBe(200);
    const now = t.clock.now();
    t.clock.set(new Date(new Date(service.scheduledAt).getTime() + HOUR));
    const step = (party: Party, action: string) =>
      party.client.post(`/api/services/${service.id}/actions`, { action });
    expect((await step(made.provider, 'mark_done')).statusCode).toBe(200);
    expect((await step(made.customer, 'confirm_completion')).statusCode).toBe(200);
    await t.runTasks();
    t.clock.set(now);
    return { ...made, service };
  }

  it('sends the saved datos fiscales to the provider once, who reads them in Ganancias and says the CFDI went out', async () => {
    const { customer, provider, service } = await paidOnlineAndCompleted();
    expect(await chargeIn(customer, '/api/payments', service.id)).toMatchObject({
      cardState: 'paid',
      canRequestInvoice: true,
      invoice: null,
    });

    // Without datos fiscales: refused, and nothing is recorded.
    const without = await ask(customer, service.id);
    expect(without.statusCode).toBe(409);
    expect(without.json().error).toEqual({
      code: 'FISCAL_DATA_MISSING',
      message: invoiceRequestMessages.fiscalDataMissing,
    });
    expect((await customer.client.request('PUT', '/api/fiscal-profile', FISCAL)).statusCode).toBe(200);

    // Two clicks at once: one request, one e-mail to the provider.
    const [first, second] = await Promise.all([ask(customer, service.id), ask(customer, service.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().invoice).toEqual(second.json().invoice);
    expect(first.json().invoice).toMatchObject({ sentAt: null, receptor: null });
    await t.runTasks();
    expect(subjectsTo(provider.email).filter((s) => s.startsWith('Te solicitaron factura'))).toHaveLength(1);
    expect(await chargeIn(customer, '/api/payments', service.id)).toMatchObject({
      canRequestInvoice: false,
      invoice: { sentAt: null, receptor: null },
    });

    // The provider reads what to invoice to, as sent: a later edit of the customer's data changes nothing.
    await customer.client.request('PUT', '/api/fiscal-profile', { ...FISCAL, zip: '03100' });
    const earnings = `/api/earnings?month=${monthOf(service.scheduledAt)}`;
    expect((await chargeIn(provider, earnings, service.id)).invoice).toEqual({
      requestedAt: expect.any(String),
      sentAt: null,
      receptor: { ...FISCAL, legalName: 'ELENA GÓMEZ DÍAZ', email: customer.email },
    });

    const sent = await markSent(provider, service.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().invoice.sentAt).toBe(t.clock.now().toISOString());
    expect((await markSent(provider, service.id)).statusCode).toBe(200);
    await t.runTasks();
    expect(
      subjectsTo(customer.email).filter((s) => s.startsWith('Tu proveedor envió tu factura')),
    ).toHaveLength(1);
    expect((await chargeIn(customer, '/api/payments', service.id)).invoice.sentAt).toBe(
      sent.json().invoice.sentAt,
    );
  });

  it('refuses a service paid in cash, a stranger, and marking an invoice sent that nobody asked for', async () => {
    const cash = await completedService(t);
    expect((await cash.customer.client.request('PUT', '/api/fiscal-profile', FISCAL)).statusCode).toBe(200);
    expect(await chargeIn(cash.customer, '/api/payments', cash.service.id)).toMatchObject({
      canRequestInvoice: false,
      invoice: null,
    });
    const refused = await ask(cash.customer, cash.service.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVOICE_NOT_AVAILABLE');
    expect(refused.json().error.message).toBe(invoiceRequestMessages.notAvailable);

    const notAsked = await markSent(cash.provider, cash.service.id);
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().error.code).toBe('INVOICE_NOT_REQUESTED');

    const { customer: stranger } = await world.acceptOffer('spei', 96);
    expect((await ask(stranger, cash.service.id)).statusCode).toBe(404);
    expect((await ask(cash.customer, 'not-a-uuid')).statusCode).toBe(404);
    expect(
      rowsOf(
        await t.database.db.execute(sql`select 1 from invoice_requests where job_id = ${cash.service.id}`),
      ),
    ).toEqual([]);
  });
});
