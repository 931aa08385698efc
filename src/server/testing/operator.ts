import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client';
import { runOperatorCommand } from '#server/modules/operator/grants';
import { signUp } from './client';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from './marketplace';
import { secretFromUri, totpCode } from './totp';

const HOUR = 3_600_000;

interface OperatorTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: { now(): Date; advance(ms: number): void };
  runTasks(): Promise<unknown>;
}

/** An account granted the operator role as `npm run operator -- add` grants it, with 2FA on unless told not to. */
export async function signUpOperator(t: OperatorTestApp, { twoFactor = true } = {}) {
  const account = await signUp(t.app, 'client');
  await runOperatorCommand(t.database.db, 'add', account.email, t.clock.now());
  if (twoFactor) {
    const enable = await account.client.post('/api/auth/two-factor/enable', { password: account.password });
    if (enable.statusCode !== 200) throw new Error(`2FA: ${enable.statusCode} ${enable.body}`);
    const secret = secretFromUri((enable.json() as { totpURI: string }).totpURI);
    const verify = await account.client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    if (verify.statusCode !== 200) throw new Error(`2FA code: ${verify.statusCode} ${verify.body}`);
  }
  return account;
}

/**
 * A service at `pesos` in dispute: an offer accepted for three days ahead, the clock moved past its start, and
 * the customer's report of a problem.
 */
export async function disputedService(t: OperatorTestApp, { pesos = 700, paymentMethod = 'cash' } = {}) {
  const customer = await signUpCustomer(t.app);
  const requestId = await publishRequest(customer, ZOCALO, {
    title: 'Limpieza profunda de cocina',
    paymentMethod,
    requiredDate: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString(),
  });
  const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
  const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
    proposedPrice: pesos,
    message: 'Llevo mis productos y termino en tres horas.',
  });
  if (offer.statusCode !== 201) throw new Error(`offer: ${offer.statusCode} ${offer.body}`);
  const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
  if (accepted.statusCode !== 201) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const serviceId = accepted.json().service.id as string;
  t.clock.advance(73 * HOUR);
  const report = await customer.client.post(`/api/services/${serviceId}/actions`, {
    action: 'report_problem',
    reason: 'Dejaron la estufa sin limpiar y se fueron antes.',
  });
  if (report.statusCode !== 200) throw new Error(`report: ${report.statusCode} ${report.body}`);
  await t.runTasks();
  return { customer, provider, serviceId };
}
