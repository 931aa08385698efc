import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client';
import { runOperatorCommand } from '#server/modules/operator/grants';
import { signUp } from './client';
import { useBeforeAll } from './before-all';
import { useTestApp } from './harness';
import { acceptedOffer } from './services';
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
 * The app and an operator with 2FA on, for the console's describe blocks: made before their tests, closed after.
 * `auditOf` reads the audit log's entries about one record, as the operator sees them.
 */
export function operatorSuite() {
  const t = useTestApp();
  const operator = useBeforeAll('the operator', () => signUpOperator(t));
  const auditOf = async (targetId: string): Promise<{ action: string; reason: string; targetId: string }[]> =>
    (await operator.client.get('/api/operator/audit'))
      .json()
      .entries.filter((entry: { targetId: string }) => entry.targetId === targetId);
  return { t, operator, auditOf };
}

/**
 * A service at `pesos` in dispute: an offer accepted for three days ahead, the clock moved past its start, and
 * the customer's report of a problem.
 */
export async function disputedService(t: OperatorTestApp, { pesos = 700, paymentMethod = 'cash' } = {}) {
  const { customer, provider, service } = await acceptedOffer(t, {
    pesos,
    request: { title: 'Limpieza profunda de cocina', paymentMethod },
  });
  const serviceId = service.id;
  t.clock.advance(73 * HOUR);
  const report = await customer.client.post(`/api/services/${serviceId}/actions`, {
    action: 'report_problem',
    reason: 'Dejaron la estufa sin limpiar y se fueron antes.',
  });
  if (report.statusCode !== 200) throw new Error(`report: ${report.statusCode} ${report.body}`);
  await t.runTasks();
  return { customer, provider, serviceId };
}
