import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '#shared/operator-messages';
import { rowsOf } from '#server/db/client';
import { signUp, TestClient, TEST_PASSWORD, uniqueEmail } from '#server/testing/client';
import { createTestApp, mailerOf, TEST_ORIGIN, testDriver, type TestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { disputedService, signUpOperator } from '#server/testing/operator';
import { describeResult, runOperatorCommand } from './grants';

describe(`the operator's console (${testDriver})`, () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await signUpOperator(t);
  });
  afterAll(() => t.close());

  const auditOf = async (targetId: string) =>
    (await operator.client.get('/api/operator/audit'))
      .json()
      .entries.filter((entry: { targetId: string }) => entry.targetId === targetId);

  describe('who may open it', () => {
    it('is nobody by sign-up or by editing a profile', async () => {
      const client = new TestClient(t.app);
      const signUpAsOperator = await client.post('/api/auth/sign-up/email', {
        fullName: 'Ana Operadora',
        email: uniqueEmail('operador'),
        password: TEST_PASSWORD,
        userType: 'operator',
      });
      expect(signUpAsOperator.statusCode).toBe(400);

      const customer = await signUpCustomer(t.app);
      const edit = await customer.client.request('PUT', '/api/profile', {
        fullName: 'Ana Operadora',
        phone: '5512345678',
        address: { street: 'Calle Madero 10', colonia: 'Centro' },
        userType: 'operator',
        isOperator: true,
      });
      expect(edit.statusCode).toBeLessThan(500);
      const me = await customer.client.get('/api/operator/me');
      expect(me.statusCode).toBe(403);
      expect(me.json().error).toMatchObject({ code: 'FORBIDDEN', message: operatorMessages.notOperator });
    });

    it('refuses guests, customers and providers on every console route', async () => {
      const provider = await signUpProvider(t.app);
      for (const url of ['/api/operator/summary', '/api/operator/users', '/api/operator/disputes']) {
        expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
        expect((await provider.client.get(url)).statusCode).toBe(403);
      }
    });

    it('needs two-factor authentication on before anything but /me answers', async () => {
      const without = await signUpOperator(t, { twoFactor: false });
      const me = await without.client.get('/api/operator/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        email: without.email,
        twoFactorEnabled: false,
        securityPath: '/cliente/seguridad',
      });
      const summary = await without.client.get('/api/operator/summary');
      expect(summary.statusCode).toBe(403);
      expect(summary.json().error).toMatchObject({
        code: 'TWO_FACTOR_REQUIRED',
        message: operatorMessages.twoFactorRequired,
      });
      expect((await operator.client.get('/api/operator/me')).json().twoFactorEnabled).toBe(true);
    });

    it('is granted, listed and removed from the command line, each change in the audit log', async () => {
      const account = await signUp(t.app, 'provider');
      const now = t.clock.now();
      await expect(runOperatorCommand(t.database.db, 'add', 'nadie@example.com', now)).rejects.toThrow(
        'No existe una cuenta con el correo nadie@example.com',
      );
      const added = await runOperatorCommand(t.database.db, 'add', account.email.toUpperCase(), now);
      expect(describeResult(added)).toBe(`${account.email} ahora es operador.`);
      const again = await runOperatorCommand(t.database.db, 'add', account.email, now);
      expect(describeResult(again)).toBe(`${account.email} ya era operador.`);
      const list = await runOperatorCommand(t.database.db, 'list', undefined, now);
      expect(describeResult(list)).toContain(
        `${account.email} (debe activar la verificación en dos pasos para abrir la consola)`,
      );
      expect((await account.client.get('/api/operator/me')).json().securityPath).toBe(
        '/proveedor/configuracion',
      );

      const removed = await runOperatorCommand(t.database.db, 'remove', account.email, now);
      expect(describeResult(removed)).toBe(`${account.email} ya no es operador.`);
      // Read fresh on every request: the removal counts at once.
      expect((await account.client.get('/api/operator/me')).statusCode).toBe(403);
      const entries = await auditOf(account.userId);
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
        'operator_removed',
        'operator_granted',
      ]);
      expect(entries[0]).toMatchObject({ actor: 'Línea de comandos', targetLabel: account.email });
    });
  });

  describe('Resumen', () => {
    it('counts what happened today and this month, day by day for 30 days', async () => {
      const before = (await operator.client.get('/api/operator/summary')).json();
      const customer = await signUpCustomer(t.app);
      await publishRequest(customer, ZOCALO);
      const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'enterprise', radius: 10 });
      const requestId = await publishRequest(customer, ZOCALO);
      const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        proposedPrice: 800,
        message: 'Puedo ir el martes por la mañana.',
      });
      expect(offer.statusCode, offer.body).toBe(201);
      const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
      expect(accepted.statusCode).toBe(201);

      const after = await operator.client.get('/api/operator/summary');
      expect(after.statusCode, after.body).toBe(200);
      const summary = after.json();
      const grew = (period: 'today' | 'month', key: string) => summary[period][key] - before[period][key];
      for (const period of ['today', 'month'] as const) {
        expect(grew(period, 'newCustomers')).toBe(1);
        expect(grew(period, 'newProviders')).toBe(1);
        expect(grew(period, 'requests')).toBe(2);
        expect(grew(period, 'offers')).toBe(1);
        expect(grew(period, 'servicesConfirmed')).toBe(1);
      }
      expect(summary.series).toHaveLength(30);
      expect(summary.series.at(-1)).toMatchObject({ newCustomers: summary.today.newCustomers });
      expect(
        summary.plans.find((row: { plan: string }) => row.plan === 'enterprise').active,
      ).toBeGreaterThanOrEqual(1);
      expect(summary.planRevenue).toBeGreaterThan(0);
    });
  });

  describe('Usuarios', () => {
    it('finds people by e-mail or name and shows their history', async () => {
      const provider = await signUpProvider(t.app, {
        area: ZOCALO,
        plan: 'basic',
        displayName: 'Destellos Norte',
      });
      const byName = (await operator.client.get('/api/operator/users?q=destellos')).json().users;
      expect(byName).toEqual([
        expect.objectContaining({ id: provider.userId, name: 'Destellos Norte', userType: 'provider' }),
      ]);
      const byEmail = (
        await operator.client.get(`/api/operator/users?q=${encodeURIComponent(provider.email)}`)
      ).json();
      expect(byEmail.users.map((user: { id: string }) => user.id)).toEqual([provider.userId]);
      expect((await operator.client.get('/api/operator/users?q=%25')).statusCode).toBe(200);

      const detail = await operator.client.get(`/api/operator/users/${provider.userId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        user: { email: provider.email, suspendedAt: null, isOperator: false },
        plan: { plan: 'basic', status: 'active' },
      });
      expect((await operator.client.get('/api/operator/users/no-existe')).statusCode).toBe(404);
    });

    it('shows a plan whose month ended but whose grace is not over as active, as the provider reads it, and expired after', async () => {
      const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
      const now = t.clock.now().getTime();
      const day = 86_400_000;
      const moveEnds = (graceUntil: number) =>
        t.database.db
          .execute(sql`update subscriptions set start_date = ${new Date(now - 31 * day).toISOString()},
            end_date = ${new Date(now - day).toISOString()}, grace_until = ${new Date(graceUntil).toISOString()}
          where provider_id = ${provider.userId}`);
      const planOf = async () => ({
        console: (await operator.client.get(`/api/operator/users/${provider.userId}`)).json().plan.status,
        provider: (await provider.client.get('/api/subscription')).json().subscription?.status ?? 'none',
      });

      await moveEnds(now + 3 * day);
      expect(await planOf()).toEqual({ console: 'active', provider: 'active' });
      await moveEnds(now - 60_000);
      expect(await planOf()).toEqual({ console: 'expired', provider: 'none' });
    });

    it('suspends a provider: sessions end, sign-in is refused in Spanish, offers and listing hidden; reinstating undoes it', async () => {
      const customer = await signUpCustomer(t.app);
      const requestId = await publishRequest(customer, ZOCALO);
      const provider = await signUpProvider(t.app, {
        area: ZOCALO,
        plan: 'premium',
        radius: 10,
        services: [{ serviceId: 'home-cleaning', price: 50_000 }],
        displayName: 'Brillo Suspendido',
      });
      const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        proposedPrice: 650,
        message: 'Tengo disponibilidad esta semana.',
      });
      expect(offer.statusCode).toBe(201);
      const offersSeen = async () =>
        (await customer.client.get('/api/requests/mine'))
          .json()
          .requests.find((r: { id: string }) => r.id === requestId).offers.length;
      expect(await offersSeen()).toBe(1);
      expect((await t.app.inject({ url: `/api/providers/${provider.userId}` })).statusCode).toBe(200);

      const noReason = await operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {});
      expect(noReason.statusCode).toBe(400);
      const suspended = await operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
        reason: 'Reportes repetidos de cobros indebidos.',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json().suspendedAt).not.toBeNull();

      expect((await provider.client.get('/api/profile')).statusCode).toBe(401);
      const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
        email: provider.email,
        password: provider.password,
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: operatorMessages.suspendedSignIn,
      });
      expect(await offersSeen()).toBe(0);
      expect((await t.app.inject({ url: `/api/providers/${provider.userId}` })).statusCode).toBe(404);
      const again = await operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
        reason: 'Otra vez, por error.',
      });
      expect(again.statusCode).toBe(409);

      const reinstated = await operator.client.post(`/api/operator/users/${provider.userId}/reinstate`, {
        reason: 'Aclarado con el cliente.',
      });
      expect(reinstated.statusCode).toBe(200);
      expect(await offersSeen()).toBe(1);
      const back = new TestClient(t.app);
      expect(
        (await back.post('/api/auth/sign-in/email', { email: provider.email, password: provider.password }))
          .statusCode,
      ).toBe(200);
      expect(
        (await auditOf(provider.userId)).map((entry: { action: string; reason: string }) => [
          entry.action,
          entry.reason,
        ]),
      ).toEqual([
        ['user_reinstated', 'Aclarado con el cliente.'],
        ['user_suspended', 'Reportes repetidos de cobros indebidos.'],
      ]);
    });

    it('ends a suspended session on another instance within SESSION_CACHE_SECONDS', async () => {
      // A second server on the same database, whose cache already trusts the provider's session.
      const other = await createTestApp({ SESSION_CACHE_SECONDS: '2' }, undefined, t.database);
      try {
        const provider = await signUpProvider(t.app);
        const cookie = { origin: TEST_ORIGIN, cookie: provider.client.cookieHeader };
        const profile = () => other.app.inject({ method: 'GET', url: '/api/profile', headers: cookie });
        expect((await profile()).statusCode).toBe(200);
        const suspended = await operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
          reason: 'Reportes repetidos de cobros indebidos.',
        });
        expect(suspended.statusCode).toBe(200);
        // That instance learns of it when its cached check runs out: past the two seconds, on its clock.
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_500 });
        expect((await profile()).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
        await other.close();
      }
    });

    it("hides a suspended customer's open requests from providers nearby", async () => {
      const customer = await signUpCustomer(t.app);
      const requestId = await publishRequest(customer, ZOCALO, { title: 'Solicitud de cuenta suspendida' });
      const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
      const nearbyIds = async () =>
        (await provider.client.get('/api/requests/nearby')).json().requests.map((r: { id: string }) => r.id);
      expect(await nearbyIds()).toContain(requestId);
      await operator.client.post(`/api/operator/users/${customer.userId}/suspend`, {
        reason: 'Solicitudes falsas.',
      });
      expect(await nearbyIds()).not.toContain(requestId);
    });

    it('does not suspend an operator', async () => {
      const other = await signUpOperator(t, { twoFactor: false });
      const answer = await operator.client.post(`/api/operator/users/${other.userId}/suspend`, {
        reason: 'Prueba de reglas.',
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(operatorMessages.cannotSuspendOperator);
    });
  });

  describe('Disputas', () => {
    it('lists both sides and settles a dispute with a split: the charge becomes the amount, both parties are told', async () => {
      const { customer, provider, serviceId } = await disputedService(t);
      const answer = await provider.client.post(`/api/services/${serviceId}/actions`, {
        action: 'answer_dispute',
        reason: 'Limpié la estufa; el cliente pidió terminar antes.',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().service).toMatchObject({
        status: 'disputed',
        providerStatement: expect.stringContaining('estufa'),
      });
      // Once: a repeat (a double click) changes nothing.
      const twice = await provider.client.post(`/api/services/${serviceId}/actions`, {
        action: 'answer_dispute',
        reason: 'Quiero cambiar mi respuesta anterior.',
      });
      expect(twice.json().service.providerStatement).toBe(
        'Limpié la estufa; el cliente pidió terminar antes.',
      );

      const listed = (await operator.client.get('/api/operator/disputes')).json().disputes;
      expect(listed.find((row: { serviceId: string }) => row.serviceId === serviceId)).toMatchObject({
        price: 70_000,
        problem: 'Dejaron la estufa sin limpiar y se fueron antes.',
        providerStatement: 'Limpié la estufa; el cliente pidió terminar antes.',
        customer: { email: customer.email },
        provider: { email: provider.email },
      });

      const resolve = (body: Record<string, unknown>) =>
        operator.client.post(`/api/operator/disputes/${serviceId}/resolve`, body);
      const noAmount = await resolve({ outcome: 'split', reason: 'Se hizo la mitad del trabajo.' });
      expect(noAmount.statusCode).toBe(400);
      expect(noAmount.json().error.fields).toEqual({ amount: operatorMessages.splitAmountRequired });
      const tooMuch = await resolve({
        outcome: 'split',
        amount: 70_000,
        reason: 'Se hizo la mitad del trabajo.',
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().error.fields).toEqual({ amount: operatorMessages.splitAmountRange });

      const split = await resolve({
        outcome: 'split',
        amount: 35_000,
        reason: 'Se hizo la mitad del trabajo.',
      });
      expect(split.statusCode, split.body).toBe(200);
      expect(split.json()).toEqual({ status: 'completed', amount: 35_000 });
      expect((await resolve({ outcome: 'keep', reason: 'Segundo intento.' })).statusCode).toBe(409);

      const payments = (await customer.client.get('/api/payments')).json();
      expect(payments.charges.find((c: { serviceId: string }) => c.serviceId === serviceId)).toMatchObject({
        amount: 35_000,
      });
      await t.runTasks();
      for (const party of [customer, provider]) {
        const mail = mailerOf(t.app).sent.find(
          (sent) =>
            sent.to === party.email &&
            sent.subject === 'Resolvimos el reporte del servicio: Limpieza profunda de cocina',
        );
        expect(mail?.text).toContain('Monto final del servicio: $350');
        expect(mail?.text).toContain('Motivo: Se hizo la mitad del trabajo.');
      }
      expect(
        (await operator.client.get('/api/operator/disputes'))
          .json()
          .disputes.map((d: { serviceId: string }) => d.serviceId),
      ).not.toContain(serviceId);
      expect(await auditOf(serviceId)).toEqual([
        expect.objectContaining({
          action: 'dispute_resolved',
          details: { outcome: 'split', amount: 35_000, price: 70_000 },
        }),
      ]);
    });

    it('refunds (cancelled, nothing charged) or keeps the charge (completed at the price)', async () => {
      const refunded = await disputedService(t);
      const refund = await operator.client.post(`/api/operator/disputes/${refunded.serviceId}/resolve`, {
        outcome: 'refund',
        reason: 'El proveedor no se presentó completo.',
      });
      expect(refund.json()).toEqual({ status: 'cancelled', amount: 0 });
      const charges = (await refunded.customer.client.get('/api/payments')).json().charges;
      expect(charges.map((c: { serviceId: string }) => c.serviceId)).not.toContain(refunded.serviceId);

      const kept = await disputedService(t, { pesos: 900 });
      const keep = await operator.client.post(`/api/operator/disputes/${kept.serviceId}/resolve`, {
        outcome: 'keep',
        reason: 'Las fotos muestran el trabajo terminado.',
      });
      expect(keep.json()).toEqual({ status: 'completed', amount: 90_000 });
      const service = (await kept.customer.client.get('/api/services')).json().services[0];
      expect(service).toMatchObject({ status: 'completed', settledAmount: null });
    });
  });

  describe('Mensajes de contacto', () => {
    it('answers a message by e-mail and files it as handled', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Lucía Pérez',
          email: 'lucia@example.com',
          subject: 'Factura',
          message: '¿Pueden facturar mi servicio de la semana pasada?',
        },
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      const open = (await operator.client.get('/api/operator/contact-messages')).json().messages;
      const message = open.find((row: { email: string }) => row.email === 'lucia@example.com');
      expect(message).toMatchObject({ subject: 'Factura', handledAt: null });

      const empty = await operator.client.post(`/api/operator/contact-messages/${message.id}/reply`, {
        body: '  ',
      });
      expect(empty.statusCode).toBe(400);
      const reply = await operator.client.post(`/api/operator/contact-messages/${message.id}/reply`, {
        body: 'Hola Lucía, sí: escríbenos tu RFC y razón social.',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({
        handledBy: operator.email,
        reply: 'Hola Lucía, sí: escríbenos tu RFC y razón social.',
      });
      await t.runTasks();
      const mail = mailerOf(t.app).sent.find(
        (row) => row.to === 'lucia@example.com' && row.subject === 'Re: Factura',
      );
      expect(mail?.text).toContain('escríbenos tu RFC');
      expect(mail?.text).toContain('> ¿Pueden facturar mi servicio');
      const handled = (await operator.client.get('/api/operator/contact-messages?status=handled')).json()
        .messages;
      expect(handled.map((row: { id: string }) => row.id)).toContain(message.id);
      expect(
        (await operator.client.post('/api/operator/contact-messages/not-a-uuid/handled')).statusCode,
      ).toBe(404);
    });
  });

  describe('the audit log', () => {
    it('cannot be changed or emptied, not even by the application', async () => {
      const db = t.database.db;
      const [entry] = rowsOf<{ seq: number }>(await db.execute(sql`select seq from audit_log limit 1`));
      expect(entry).toBeDefined();
      await expect(
        db.execute(sql`update audit_log set reason = 'cambiado' where seq = ${entry!.seq}`),
      ).rejects.toThrow();
      await expect(db.execute(sql`delete from audit_log where seq = ${entry!.seq}`)).rejects.toThrow();
      await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    });

    it('pages newest first', async () => {
      const first = (await operator.client.get('/api/operator/audit')).json();
      expect(first.entries.length).toBeGreaterThan(0);
      const seqs = first.entries.map((entry: { seq: number }) => entry.seq);
      expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
      const next = await operator.client.get(`/api/operator/audit?before=${seqs.at(-1)}`);
      expect(next.statusCode).toBe(200);
      expect(next.json().entries.every((entry: { seq: number }) => entry.seq < seqs.at(-1))).toBe(true);
    });

    it('refuses a page that is not the plain digits of a sequence number, in Spanish', async () => {
      for (const before of ['abc', '0', '0x10', '1e3', '%2012%20', '-1', '9007199254740993']) {
        const answer = await operator.client.get(`/api/operator/audit?before=${before}`);
        expect(answer.statusCode, before).toBe(400);
        expect(answer.json().error.fields.before, before).toBe(operatorMessages.audit.pageInvalid);
      }
    });
  });
});
