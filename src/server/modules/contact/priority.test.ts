import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanId } from '#shared/domain/plans';
import { answerTarget } from '#shared/domain/support';
import { contactMessages } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';

const SUPPORT = 'ayuda@limpiahogar.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Listed {
  id: string;
  subject: string;
  priority: boolean;
  answerBy: string;
  overdue: boolean;
}

describe(`priority support on the contact form (${testDriver})`, () => {
  const t = useTestApp({ env: { SUPPORT_EMAIL: SUPPORT, CONTACT_RATE_LIMIT_PER_HOUR: '100' } });
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  const providers = {} as Record<PlanId | 'none', Awaited<ReturnType<typeof signUpProvider>>>;
  beforeAll(async () => {
    operator = await signUpOperator(t);
    providers.basic = await signUpProvider(t.app, { plan: 'basic' });
    providers.premium = await signUpProvider(t.app, { plan: 'premium' });
    providers.enterprise = await signUpProvider(t.app, { plan: 'enterprise' });
    providers.none = await signUpProvider(t.app);
  });
  beforeEach(async () => {
    t.mailer.sent.length = 0;
    await t.database.db.delete(contactMessages);
  });

  const message = (subject: string, email = 'remitente@ejemplo.mx') => ({
    name: 'Remitente de Prueba',
    email,
    subject,
    message: 'Necesito ayuda con mi cuenta, por favor.',
  });
  const send = (client: TestClient, subject: string, email?: string) =>
    client.post('/api/contact', message(subject, email));
  const inbox = async (status = 'open'): Promise<Listed[]> => {
    const response = await operator.client.get(`/api/operator/contact-messages?status=${status}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().messages;
  };
  /** Sends a message as `client` and expects it taken, marked `priority` or not, with its target from now. */
  async function expectTaken(client: TestClient, subject: string, priority: boolean) {
    const now = t.clock.now();
    const response = await send(client, subject);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      ok: true,
      priority,
      answerBy: answerTarget(now, priority).toISOString(),
    });
  }

  it('marks the message of a signed-in Premium or Empresarial provider and tells them the 4-hour target', async () => {
    for (const plan of ['premium', 'enterprise'] as const)
      await expectTaken(providers[plan].client, `Plan ${plan}`, true);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((row) => row.priority)).toEqual([true, true]);
    const mail = t.mailer.lastTo(SUPPORT);
    expect(mail?.subject).toBe('[Prioritario] [Contacto] Plan enterprise');
    expect(mail?.text).toContain('Responder antes de: ');
  });

  it('gives the standard target to a guest, a customer, a Básico provider and one without a plan', async () => {
    const guest = new TestClient(t.app);
    const customer = await signUpCustomer(t.app);
    const senders = [guest, customer.client, providers.basic.client, providers.none.client];
    for (const [index, client] of senders.entries()) await expectTaken(client, `Estándar ${index}`, false);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((row) => row.priority)).toEqual([false, false, false, false]);
    expect(t.mailer.lastTo(SUPPORT)?.subject).toBe('[Contacto] Estándar 3');
  });

  it("does not mark a guest who types a Premium provider's e-mail: only the session proves who writes", async () => {
    const response = await send(new TestClient(t.app), 'Soy Premium', providers.premium.email);
    expect(response.json()).toMatchObject({ priority: false });
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ email: providers.premium.email, priority: false });
  });

  it('treats a cookie that names no session as a guest rather than refusing the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        cookie: 'better-auth.session_token=caducada.firma',
      },
      payload: JSON.stringify(message('Sesión vieja')),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ priority: false });
  });

  it('lists pending priority messages first, each group oldest first, with its target, and marks the overdue', async () => {
    await send(new TestClient(t.app), 'Invitado, el primero');
    t.clock.advance(MINUTE);
    await send(providers.basic.client, 'Básico');
    t.clock.advance(MINUTE);
    await send(providers.premium.client, 'Premium');
    t.clock.advance(MINUTE);
    await send(providers.enterprise.client, 'Empresarial');

    const open = await inbox();
    expect(open.map((row) => [row.subject, row.priority])).toEqual([
      ['Premium', true],
      ['Empresarial', true],
      ['Invitado, el primero', false],
      ['Básico', false],
    ]);
    const rows = await t.database.db.select().from(contactMessages);
    for (const listed of open) {
      const row = rows.find((candidate) => candidate.subject === listed.subject)!;
      expect(listed.answerBy).toBe(answerTarget(row.createdAt, row.priority).toISOString());
      expect(listed.overdue).toBe(false);
    }

    // Past the priority targets and before the standard ones: only the priority messages are overdue.
    const lastPriority = new Date(open[1]!.answerBy).getTime();
    t.clock.advance(lastPriority - t.clock.now().getTime() + MINUTE);
    const later = await inbox();
    expect(later.map((row) => [row.subject, row.overdue])).toEqual([
      ['Premium', true],
      ['Empresarial', true],
      ['Invitado, el primero', false],
      ['Básico', false],
    ]);

    const handled = await operator.client.post(`/api/operator/contact-messages/${later[0]!.id}/handled`);
    expect(handled.json()).toMatchObject({ priority: true, overdue: false });
    expect((await inbox()).map((row) => row.subject)).toEqual([
      'Empresarial',
      'Invitado, el primero',
      'Básico',
    ]);
    expect((await inbox('handled')).map((row) => [row.subject, row.priority])).toEqual([['Premium', true]]);
  });

  it('reads the plan in force when the message is sent: once it has ended, the provider writes as standard', async () => {
    await send(providers.premium.client, 'Con plan');
    t.clock.advance(40 * 24 * HOUR);
    const response = await send(providers.premium.client, 'Plan vencido');
    expect(response.json()).toMatchObject({ priority: false });
    expect((await inbox()).map((row) => [row.subject, row.priority])).toEqual([
      ['Con plan', true],
      ['Plan vencido', false],
    ]);
  });
});
