import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { billingMessages } from '#shared/plan-payment-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { signUpProvider } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { receiptFolio } from './routes';
import { BANK_ENV } from '#server/testing/bank';

describe(`the receipt of a plan payment in Facturación (${testDriver})`, () => {
  const t = useTestApp({ env: { PLAN_PAYMENTS: 'transfer', ...BANK_ENV } });
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  /** A provider whose Premium plan was chosen and (unless `pay` is false) confirmed as paid by transfer. */
  async function providerWithPlan(pay = true) {
    const provider = await signUpProvider(t.app);
    const chosen = await provider.client.post('/api/subscription', { planType: 'premium' });
    const paymentId = chosen.json().pendingPayment.id as string;
    if (pay)
      expect((await operator.client.post(`/api/operator/payments/${paymentId}/confirm`, {})).statusCode).toBe(
        200,
      );
    return { provider, paymentId };
  }

  it('downloads a paid payment as a one-page PDF receipt, named by its folio', async () => {
    const { provider, paymentId } = await providerWithPlan();
    const response = await provider.client.get(`/api/provider/billing/${paymentId}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const folio = receiptFolio(paymentId);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="recibo-limpiahogar-${folio}.pdf"`,
    );
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('gives no receipt before the money is confirmed, nor to anyone but the provider who paid (404)', async () => {
    const { provider, paymentId: waiting } = await providerWithPlan(false);
    const { paymentId: someoneElses } = await providerWithPlan();
    for (const id of [waiting, someoneElses, 'no-es-un-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await provider.client.get(`/api/provider/billing/${id}/receipt`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: billingMessages.receiptNotFound });
    }
  });
});
