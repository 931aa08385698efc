import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { findPlan, type Plan } from '#shared/catalog';
import { rowsOf } from '#server/db/client';
import { signUpProvider } from '#server/testing/marketplace';
import { facturapiIssuer } from '#server/modules/invoices/cfdi';
import { oxxoIntentObject, signedEvent } from './fake-stripe';
import { useFakeFacturapi, useStripePlans } from './stand-ins';
import { eventOutcome } from './support';

export const DAY = 86_400_000;
export const premium = findPlan('premium')!;
export const basic = findPlan('basic')!;

export type Provider = Awaited<ReturnType<typeof signUpProvider>>;
type IntentStatus = Parameters<typeof oxxoIntentObject>[0]['status'];

/**
 * What the tests of plans paid in cash at OXXO share: an app whose plans go through the Stripe adapter pointed
 * at the local stand-in, with CFDIs stamped by the Facturapi stand-in, on a clock the tests move. Call it in a
 * `describe` body: it starts the app before the file's tests and closes it after them; `t`, `stripe` and `pac`
 * are late-bound (see useBeforeAll), read only inside a test.
 */
export function oxxoWorld() {
  const pac = useFakeFacturapi();
  const { clock, stripe, t, deliver } = useStripePlans(() => ({
    cfdiIssuer: facturapiIssuer({ apiKey: 'sk_test_facturapi', baseUrl: pac.baseUrl }),
  }));

  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const chooseOxxo = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType, method: 'oxxo' });
  const waitingRow = async (providerId: string) =>
    rowsOf<{ id: string; external_id: string; cancel_at_period_end: boolean; pay_method: string }>(
      await t.database.db
        .execute(sql`select id, external_id, cancel_at_period_end, pay_method from subscriptions
        where provider_id = ${providerId} and status = 'pending_payment'`),
    )[0]!;
  const paymentsOf = async (providerId: string) =>
    rowsOf<{
      status: string;
      amount: number;
      gateway_reference: string | null;
      voucher_number: string | null;
    }>(
      await t.database.db.execute(sql`select status, amount, gateway_reference, voucher_number from payments
        where provider_id = ${providerId} order by created_at, id`),
    );
  const outcomeOf = (eventId: string) => eventOutcome(t.database.db, eventId);
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
  const voucherOf = (intentId: string) => ({
    number: '93000012345678',
    expiresAt: new Date(Math.floor((clock.now().getTime() + 3 * DAY) / 1000) * 1000),
    url: `https://payments.stripe.com/oxxo/voucher/${intentId}`,
  });

  /** A provider who chose `plan` in cash, and the event helpers for its intent. */
  async function waiting(plan: Plan = premium, provider?: Provider) {
    const who = provider ?? (await signUpProvider(t.app));
    const chosen = await chooseOxxo(who, plan.id);
    expect(chosen.statusCode, chosen.body).toBe(201);
    const row = await waitingRow(who.userId);
    const intent = (status: IntentStatus, extra = {}) =>
      oxxoIntentObject({
        intentId: row.external_id,
        subscriptionId: row.id,
        amount: plan.monthlyPrice,
        status,
        ...extra,
      });
    return { provider: who, row, intent, checkout: chosen.json().checkout };
  }
  const pay = async (intent: Awaited<ReturnType<typeof waiting>>['intent']) => {
    const paid = signedEvent('payment_intent.succeeded', intent('succeeded'), clock.now());
    expect((await deliver(paid)).statusCode).toBe(200);
    return paid;
  };

  return {
    clock,
    t,
    stripe,
    pac,
    mine,
    chooseOxxo,
    deliver,
    waitingRow,
    paymentsOf,
    outcomeOf,
    mailsTo,
    voucherOf,
    waiting,
    pay,
  };
}
