import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findPlan } from '#shared/catalog';
import { billingMessages } from '#shared/plan-payment-messages';
import { rowsOf } from '#server/db/client';
import { useBeforeAll } from '#server/testing/before-all';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useFakeFacturapi } from '#server/testing/payments/stand-ins';
import { signUpProvider } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { facturapiIssuer, SAT_PRODUCT_KEY } from './cfdi';
import { BANK_ENV } from '#server/testing/bank';

const premium = findPlan('premium')!;
// A persona física RFC with a valid check digit, régimen 612 and uso G03 (gastos en general).
const FISCAL = {
  rfc: 'GODE561231GR8',
  legal_name: 'EMILIA GOMEZ DIAZ',
  tax_regime: '612',
  zip: '06000',
  cfdi_use: 'G03',
};

describe(`CFDI for paid plan payments through Facturapi (${testDriver})`, () => {
  const pac = useFakeFacturapi();
  const t = useTestApp(() => ({
    env: { PLAN_PAYMENTS: 'transfer', ...BANK_ENV },
    cfdiIssuer: facturapiIssuer({ apiKey: 'sk_test_facturapi', baseUrl: pac.baseUrl }),
  }));
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  /** A provider (with fiscal data unless `fiscal` is false) whose Premium plan was paid by transfer. */
  async function paidPlan({ fiscal = true } = {}) {
    const provider = await signUpProvider(t.app);
    if (fiscal)
      await t.database.db
        .execute(sql`insert into fiscal_profiles (profile_id, rfc, legal_name, tax_regime, zip, cfdi_use)
        values (${provider.userId}, ${FISCAL.rfc}, ${FISCAL.legal_name}, ${FISCAL.tax_regime}, ${FISCAL.zip},
          ${FISCAL.cfdi_use})`);
    const chosen = await provider.client.post('/api/subscription', { planType: 'premium' });
    const paymentId = chosen.json().pendingPayment.id as string;
    expect((await operator.client.post(`/api/operator/payments/${paymentId}/confirm`, {})).statusCode).toBe(
      200,
    );
    return { provider, paymentId };
  }
  const lineOf = async (provider: Awaited<ReturnType<typeof signUpProvider>>, paymentId: string) =>
    (
      (await provider.client.get('/api/provider/billing')).json().lines as { id: string; cfdi: unknown }[]
    ).find((line) => line.id === paymentId);

  it('issues the CFDI of a confirmed payment with the payer’s fiscal data, and serves its PDF and XML', async () => {
    const { provider, paymentId } = await paidPlan();
    expect(await lineOf(provider, paymentId)).toMatchObject({ cfdi: null });
    await t.runTasks();

    const sent = pac.calls.findLast((call) => call.method === 'POST')!;
    expect(sent.authorization).toBe('Bearer sk_test_facturapi');
    expect(sent.body).toMatchObject({
      customer: {
        legal_name: FISCAL.legal_name,
        tax_id: FISCAL.rfc,
        tax_system: '612',
        email: provider.email,
        address: { zip: '06000' },
      },
      items: [
        {
          quantity: 1,
          product: {
            description: 'Plan Premium (mensual)',
            product_key: SAT_PRODUCT_KEY,
            price: premium.monthlyPrice / 100,
            tax_included: true,
            taxes: [{ type: 'IVA', rate: 0.16 }],
          },
        },
      ],
      use: 'G03',
      payment_form: '03',
      payment_method: 'PUE',
      external_id: paymentId,
      idempotency_key: `cfdi-${paymentId}`,
    });
    const line = (await lineOf(provider, paymentId)) as { cfdi: { status: string; uuid: string } };
    expect(line.cfdi).toEqual({ status: 'issued', uuid: expect.stringMatching(/^[0-9A-F-]{36}$/) });

    const pdf = await provider.client.get(`/api/provider/billing/${paymentId}/cfdi/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toMatch(/^%PDF-1\.7 CFDI inv_/);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="cfdi-${line.cfdi.uuid}.pdf"`);
    const xml = await provider.client.get(`/api/provider/billing/${paymentId}/cfdi/xml`);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.body).toContain('<cfdi:Comprobante');

    // Running the task again issues nothing more.
    const posts = pac.calls.filter((call) => call.method === 'POST').length;
    await t.runTasks();
    expect(pac.calls.filter((call) => call.method === 'POST')).toHaveLength(posts);
  });

  it('asks for no CFDI when the payer saved no fiscal data: the receipt is what they get', async () => {
    const { provider, paymentId } = await paidPlan({ fiscal: false });
    await t.runTasks();
    expect(await lineOf(provider, paymentId)).toMatchObject({ cfdi: null });
    const cfdi = await provider.client.get(`/api/provider/billing/${paymentId}/cfdi/pdf`);
    expect(cfdi.statusCode).toBe(404);
    expect(cfdi.json().error).toEqual({ code: 'NOT_FOUND', message: billingMessages.cfdiNotFound });
    expect((await provider.client.get(`/api/provider/billing/${paymentId}/receipt`)).statusCode).toBe(200);
  });

  it('keeps the CFDI asked for while the PAC is down, and issues it once on a later try', async () => {
    const { provider, paymentId } = await paidPlan();
    pac.failNext(1);
    await t.runTasks();
    expect(await lineOf(provider, paymentId)).toMatchObject({ cfdi: { status: 'pending', uuid: null } });
    const [row] = rowsOf<{ failure_reason: string | null }>(
      await t.database.db.execute(
        sql`select failure_reason from cfdi_invoices where payment_id = ${paymentId}`,
      ),
    );
    expect(row!.failure_reason).toBeTruthy();
    t.clock.advance(60 * 60_000);
    await t.runTasks();
    expect(await lineOf(provider, paymentId)).toMatchObject({ cfdi: { status: 'issued' } });
    expect([...pac.invoices.values()].filter((invoice) => invoice['external_id'] === paymentId)).toHaveLength(
      1,
    );
  });

  it('gives a CFDI only to the provider who paid it (404 to anyone else)', async () => {
    const { paymentId } = await paidPlan();
    await t.runTasks();
    const other = await signUpProvider(t.app);
    expect((await other.client.get(`/api/provider/billing/${paymentId}/cfdi/pdf`)).statusCode).toBe(404);
  });
});
