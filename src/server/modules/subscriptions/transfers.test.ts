import { describe, expect, it } from 'vitest';
import { addOneMonth } from '#shared/domain/plans';
import { formatDateTime } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { providerMessages } from '#shared/provider-messages';
import { loadEnv } from '#server/env';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { BANK_ENV } from '#server/testing/bank';

describe(`plans paid by bank transfer (${testDriver})`, () => {
  const t = useTestApp({ env: { PLAN_PAYMENTS: 'transfer', ...BANK_ENV } });
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  const mine = async (provider: Provider) => (await provider.client.get('/api/subscription')).json();
  const choose = (provider: Provider, planType: string) =>
    provider.client.post('/api/subscription', { planType });
  const pendingList = async () =>
    (await operator.client.get('/api/operator/payments')).json().payments as {
      id: string;
      reference: string;
      provider: { id: string };
    }[];
  const decide = (paymentId: string, step: 'confirm' | 'reject', body: unknown = {}) =>
    operator.client.post(`/api/operator/payments/${paymentId}/${step}`, body);
  const lastMailTo = (email: string) =>
    mailerOf(t.app)
      .sent.filter((sent) => sent.to === email)
      .at(-1);

  it('keeps a chosen plan waiting with the transfer details: no plan, so no offers, until the money arrives', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, radius: 10 });
    const chosen = await choose(provider, 'enterprise');
    expect(chosen.statusCode, chosen.body).toBe(201);
    const { subscription, pendingPayment, paymentMode } = chosen.json();
    expect(subscription).toBeNull();
    expect(paymentMode).toBe('transfer');
    expect(pendingPayment).toMatchObject({
      planType: 'enterprise',
      amount: 199_900,
      reference: expect.stringMatching(/^[1-9]\d{6}$/),
      bank: {
        clabe: BANK_ENV.BANK_TRANSFER_CLABE,
        bank: 'BBVA México',
        beneficiary: 'LimpiaHogar S.A. de C.V.',
      },
    });
    expect(pendingPayment.concept).toBe(`LIMPIAHOGAR ${pendingPayment.reference}`);

    // Nothing free: no active plan, so the Aplicar step is refused as without a plan.
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO);
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 600,
      message: 'Puedo ir mañana temprano.',
    });
    expect(offer.statusCode).toBe(403);
    expect(offer.json().error).toMatchObject({
      code: 'NO_ACTIVE_PLAN',
      message: providerMessages.noActivePlan,
    });

    // The same plan again (a double click, another tab) keeps the reference; another plan replaces it.
    const again = await Promise.all([choose(provider, 'enterprise'), choose(provider, 'enterprise')]);
    for (const answer of again) expect(answer.json().pendingPayment.reference).toBe(pendingPayment.reference);
    const premium = (await choose(provider, 'premium')).json().pendingPayment;
    expect(premium).toMatchObject({ planType: 'premium', amount: 99_900 });
    expect((await pendingList()).filter((row) => row.provider.id === provider.userId)).toEqual([
      expect.objectContaining({ id: premium.id, reference: premium.reference }),
    ]);
    expect((await decide(pendingPayment.id, 'confirm')).json().error.code).toBe('NOT_PENDING');
  });

  it('starts the plan when an operator confirms the transfer, for a month from then, and tells the provider', async () => {
    const provider = await signUpProvider(t.app);
    const { pendingPayment } = (await choose(provider, 'premium')).json();
    t.clock.advance(3 * 3_600_000);
    const confirmed = await decide(pendingPayment.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const now = t.clock.now();
    expect(await mine(provider)).toMatchObject({
      subscription: {
        planType: 'premium',
        status: 'active',
        amount: 99_900,
        startDate: now.toISOString(),
        endDate: addOneMonth(now).toISOString(),
      },
      pendingPayment: null,
    });
    expect((await decide(pendingPayment.id, 'confirm')).statusCode).toBe(409);
    await t.runTasks();
    expect(lastMailTo(provider.email)?.subject).toBe(
      planPaymentMessages.confirmedEmail.subject.replace('{title}', 'Premium'),
    );
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'plan_payment_confirmed',
        targetId: provider.userId,
        details: expect.objectContaining({ reference: pendingPayment.reference, plan: 'premium' }),
      }),
    );
  });

  it('keeps the current plan while an upgrade waits, and replaces it once the upgrade is paid', async () => {
    const provider = await signUpProvider(t.app);
    await decide((await choose(provider, 'basic')).json().pendingPayment.id, 'confirm');
    const upgrade = (await choose(provider, 'enterprise')).json();
    expect(upgrade.subscription).toMatchObject({ planType: 'basic', status: 'active' });
    expect(upgrade.pendingPayment).toMatchObject({ planType: 'enterprise' });
    await decide(upgrade.pendingPayment.id, 'confirm');
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'enterprise' });
    const same = await choose(provider, 'enterprise');
    expect(same.json().error).toMatchObject({ code: 'SAME_PLAN', message: planPaymentMessages.renewLater });
  });

  it('renews in the last seven days: the next month is paid by transfer and runs on from the current end', async () => {
    const provider = await signUpProvider(t.app);
    await decide((await choose(provider, 'premium')).json().pendingPayment.id, 'confirm');
    const { endDate } = (await mine(provider)).subscription;
    const early = await choose(provider, 'premium');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'SAME_PLAN', message: planPaymentMessages.renewLater });

    t.clock.set(new Date(Date.parse(endDate) - 3 * 86_400_000));
    const renewal = (await choose(provider, 'premium')).json();
    expect(renewal.subscription).toMatchObject({ planType: 'premium', endDate });
    expect(renewal.pendingPayment).toMatchObject({ planType: 'premium', amount: 99_900 });
    expect((await decide(renewal.pendingPayment.id, 'confirm')).statusCode).toBe(200);
    expect((await mine(provider)).subscription).toMatchObject({
      planType: 'premium',
      endDate: addOneMonth(new Date(endDate)).toISOString(),
    });
    t.clock.set(new Date());
  });

  it('reminds the provider when the renewal window opens, unless the next month is already waiting', async () => {
    const DAY = 86_400_000;
    const renewalMail = (plan: string) => planPaymentMessages.renewalEmail.subject.replace('{title}', plan);

    const reminded = await signUpProvider(t.app);
    await decide((await choose(reminded, 'basic')).json().pendingPayment.id, 'confirm');
    const ends = (await mine(reminded)).subscription.endDate;
    await t.runTasks();
    expect(lastMailTo(reminded.email)?.subject).not.toBe(renewalMail('Básico'));
    t.clock.set(new Date(Date.parse(ends) - 7 * DAY + 60_000));
    await t.runTasks();
    const mail = lastMailTo(reminded.email);
    expect(mail?.subject).toBe(renewalMail('Básico'));
    expect(mail?.text).toContain(formatDateTime(ends));
    expect(mail?.text).toContain('/proveedor/suscripcion');

    t.clock.set(new Date());
    const paid = await signUpProvider(t.app);
    await decide((await choose(paid, 'basic')).json().pendingPayment.id, 'confirm');
    const paidEnds = (await mine(paid)).subscription.endDate;
    t.clock.set(new Date(Date.parse(paidEnds) - 6 * DAY));
    expect((await choose(paid, 'basic')).statusCode).toBe(201);
    await t.runTasks();
    expect(lastMailTo(paid.email)?.subject).not.toBe(renewalMail('Básico'));
    t.clock.set(new Date());
  });

  it('cancels the plan when an operator rejects the transfer, with the reason sent to the provider', async () => {
    const provider = await signUpProvider(t.app);
    const { pendingPayment } = (await choose(provider, 'basic')).json();
    expect((await decide(pendingPayment.id, 'reject', {})).statusCode).toBe(400);
    const reason = 'No recibimos ninguna transferencia con esa referencia.';
    expect((await decide(pendingPayment.id, 'reject', { reason })).statusCode).toBe(200);
    expect(await mine(provider)).toMatchObject({ subscription: null, pendingPayment: null });
    expect((await pendingList()).map((row) => row.id)).not.toContain(pendingPayment.id);
    await t.runTasks();
    const mail = lastMailTo(provider.email);
    expect(mail?.subject).toBe(planPaymentMessages.rejectedEmail.subject.replace('{title}', 'Básico'));
    expect(mail?.text).toContain(reason);
  });

  it('takes a double confirmation, and a confirmation racing another choice, one at a time', async () => {
    const provider = await signUpProvider(t.app);
    const first = (await choose(provider, 'basic')).json().pendingPayment;
    const [one, two] = await Promise.all([decide(first.id, 'confirm'), decide(first.id, 'confirm')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);

    const waiting = (await choose(provider, 'premium')).json().pendingPayment;
    const [confirmed, chosen] = await Promise.all([
      decide(waiting.id, 'confirm'),
      choose(provider, 'enterprise'),
    ]);
    expect(chosen.statusCode).toBe(201);
    const after = await mine(provider);
    // Either the confirmation came first (Premium active, Empresarial waiting) or the choice did (Premium's
    // payment cancelled, so the confirmation is refused): never both, never a 500.
    if (confirmed.statusCode === 200) {
      expect(after.subscription.planType).toBe('premium');
    } else {
      expect(confirmed.statusCode).toBe(409);
      expect(after.subscription.planType).toBe('basic');
    }
    expect(after.pendingPayment.planType).toBe('enterprise');
  });

  it('lists every plan payment in Facturación, with the next month due by the end of the plan', async () => {
    const provider = await signUpProvider(t.app);
    const first = (await choose(provider, 'premium')).json().pendingPayment;
    const reason = 'No recibimos ninguna transferencia con esa referencia.';
    await decide(first.id, 'reject', { reason });
    t.clock.advance(60_000);
    const second = (await choose(provider, 'basic')).json().pendingPayment;
    await decide(second.id, 'confirm');
    const billing = (await provider.client.get('/api/provider/billing')).json();
    expect(billing).toMatchObject({
      paymentMode: 'transfer',
      subscription: { planType: 'basic' },
      nextCharge: { dueBy: billing.subscription.endDate, amount: 49_900 },
    });
    expect(billing.lines).toEqual([
      expect.objectContaining({ id: second.id, planType: 'basic', status: 'paid', method: 'transfer' }),
      expect.objectContaining({
        id: first.id,
        planType: 'premium',
        status: 'cancelled',
        reference: first.reference,
        rejectionReason: reason,
      }),
    ]);
    expect((await (await signUpCustomer(t.app)).client.get('/api/provider/billing')).statusCode).toBe(403);
  });

  it('cancels a choice not paid within seven days, tells the provider, and frees its reference', async () => {
    const DAY = 86_400_000;
    const provider = await signUpProvider(t.app);
    const { pendingPayment } = (await choose(provider, 'premium')).json();
    expect(pendingPayment.payBy).toBe(new Date(Date.parse(pendingPayment.createdAt) + 7 * DAY).toISOString());
    t.clock.set(new Date(Date.parse(pendingPayment.payBy) - 60_000));
    await t.runTasks();
    expect((await mine(provider)).pendingPayment).toMatchObject({ id: pendingPayment.id });

    t.clock.set(new Date(Date.parse(pendingPayment.payBy) + 60_000));
    await t.runTasks();
    expect(await mine(provider)).toMatchObject({ subscription: null, pendingPayment: null });
    expect((await pendingList()).map((row) => row.id)).not.toContain(pendingPayment.id);
    const mail = lastMailTo(provider.email);
    expect(mail?.subject).toBe(planPaymentMessages.rejectedEmail.subject.replace('{title}', 'Premium'));
    expect(mail?.text).toContain(planPaymentMessages.expired);
    expect((await decide(pendingPayment.id, 'confirm')).json().error.code).toBe('NOT_PENDING');
    t.clock.set(new Date());
  });

  it('leaves a confirmed transfer alone when its seven days are over', async () => {
    const provider = await signUpProvider(t.app);
    const { pendingPayment } = (await choose(provider, 'basic')).json();
    await decide(pendingPayment.id, 'confirm');
    t.clock.set(new Date(Date.parse(pendingPayment.payBy) + 60_000));
    await t.runTasks();
    expect((await mine(provider)).subscription).toMatchObject({ planType: 'basic', status: 'active' });
    t.clock.set(new Date());
  });

  it('keeps Pagos manuales to operators with two-factor authentication', async () => {
    const provider = await signUpProvider(t.app);
    const { pendingPayment } = (await choose(provider, 'basic')).json();
    const noTwoFactor = await signUpOperator(t, { twoFactor: false });
    for (const who of [provider, await signUpCustomer(t.app), noTwoFactor]) {
      expect((await who.client.get('/api/operator/payments')).statusCode).toBe(403);
      expect(
        (await who.client.post(`/api/operator/payments/${pendingPayment.id}/confirm`, {})).statusCode,
      ).toBe(403);
    }
    expect((await mine(provider)).subscription).toBeNull();
    expect((await decide('not-a-payment', 'confirm')).statusCode).toBe(404);
  });
});

describe('the configuration of plan payments', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };

  it('charges plans by transfer in production, and needs the account to transfer to', () => {
    expect(() => loadEnv(production)).toThrow(/BANK_TRANSFER_CLABE es obligatorio/);
    expect(loadEnv({ ...production, ...BANK_ENV }).PLAN_PAYMENTS).toBe('transfer');
    expect(() => loadEnv({ ...production, ...BANK_ENV, PLAN_PAYMENTS: 'immediate' })).toThrow(
      /no puede usarse en producción/,
    );
    expect(() => loadEnv({ ...production, ...BANK_ENV, BANK_TRANSFER_CLABE: '032180000118359718' })).toThrow(
      /no es una CLABE válida/,
    );
    expect(loadEnv({ NODE_ENV: 'development' }).PLAN_PAYMENTS).toBe('immediate');
  });
});
