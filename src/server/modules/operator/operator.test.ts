import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorMessages } from '#shared/operator-messages';
import { rowsOf } from '#server/db/client';
import { signUp, TestClient, TEST_PASSWORD, uniqueEmail } from '#server/testing/client';
import { testDriver } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { operatorSuite, signUpOperator } from '#server/testing/operator';
import { describeResult, runOperatorCommand } from './grants';

describe(`the operator's console (${testDriver})`, () => {
  const suite = operatorSuite();

  describe('who may open it', () => {
    it('is nobody by sign-up or by editing a profile', async () => {
      const client = new TestClient(suite.t.app);
      const signUpAsOperator = await client.post('/api/auth/sign-up/email', {
        fullName: 'Ana Operadora',
        email: uniqueEmail('operador'),
        password: TEST_PASSWORD,
        userType: 'operator',
      });
      expect(signUpAsOperator.statusCode).toBe(400);

      const customer = await signUpCustomer(suite.t.app);
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
      const provider = await signUpProvider(suite.t.app);
      for (const url of ['/api/operator/summary', '/api/operator/users', '/api/operator/disputes']) {
        expect((await new TestClient(suite.t.app).get(url)).statusCode).toBe(401);
        expect((await provider.client.get(url)).statusCode).toBe(403);
      }
    });

    it('needs two-factor authentication on before anything but /me answers', async () => {
      const without = await signUpOperator(suite.t, { twoFactor: false });
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
      expect((await suite.operator.client.get('/api/operator/me')).json().twoFactorEnabled).toBe(true);
    });

    it('is granted, listed and removed from the command line, each change in the audit log', async () => {
      const account = await signUp(suite.t.app, 'provider');
      const now = suite.t.clock.now();
      await expect(runOperatorCommand(suite.t.database.db, 'add', 'nadie@example.com', now)).rejects.toThrow(
        'No existe una cuenta con el correo nadie@example.com',
      );
      const added = await runOperatorCommand(suite.t.database.db, 'add', account.email.toUpperCase(), now);
      expect(describeResult(added)).toBe(`${account.email} ahora es operador.`);
      const again = await runOperatorCommand(suite.t.database.db, 'add', account.email, now);
      expect(describeResult(again)).toBe(`${account.email} ya era operador.`);
      const list = await runOperatorCommand(suite.t.database.db, 'list', undefined, now);
      expect(describeResult(list)).toContain(
        `${account.email} (debe activar la verificación en dos pasos para abrir la consola)`,
      );
      expect((await account.client.get('/api/operator/me')).json().securityPath).toBe(
        '/proveedor/configuracion',
      );

      const removed = await runOperatorCommand(suite.t.database.db, 'remove', account.email, now);
      expect(describeResult(removed)).toBe(`${account.email} ya no es operador.`);
      // Read fresh on every request: the removal counts at once.
      expect((await account.client.get('/api/operator/me')).statusCode).toBe(403);
      const entries = await suite.auditOf(account.userId);
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
        'operator_removed',
        'operator_granted',
      ]);
      expect(entries[0]).toMatchObject({ actor: 'Línea de comandos', targetLabel: account.email });
    });
  });

  describe('Resumen', () => {
    it('counts what happened today and this month, day by day for 30 days', async () => {
      const before = (await suite.operator.client.get('/api/operator/summary')).json();
      const customer = await signUpCustomer(suite.t.app);
      await publishRequest(customer, ZOCALO);
      const provider = await signUpProvider(suite.t.app, { area: ZOCALO, plan: 'enterprise', radius: 10 });
      const requestId = await publishRequest(customer, ZOCALO);
      const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        proposedPrice: 800,
        message: 'Puedo ir el martes por la mañana.',
      });
      expect(offer.statusCode, offer.body).toBe(201);
      const accepted = await customer.client.post(`/api/applications/${offer.json().application.id}/accept`);
      expect(accepted.statusCode).toBe(201);

      const after = await suite.operator.client.get('/api/operator/summary');
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

  describe('the audit log', () => {
    it('cannot be changed or emptied, not even by the application', async () => {
      const db = suite.t.database.db;
      const [entry] = rowsOf<{ seq: number }>(await db.execute(sql`select seq from audit_log limit 1`));
      expect(entry).toBeDefined();
      await expect(
        db.execute(sql`update audit_log set reason = 'cambiado' where seq = ${entry!.seq}`),
      ).rejects.toThrow();
      await expect(db.execute(sql`delete from audit_log where seq = ${entry!.seq}`)).rejects.toThrow();
      await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    });

    it('pages newest first', async () => {
      const first = (await suite.operator.client.get('/api/operator/audit')).json();
      expect(first.entries.length).toBeGreaterThan(0);
      const seqs = first.entries.map((entry: { seq: number }) => entry.seq);
      expect([...seqs].sort((a, b) => b - a)).toEqual(seqs);
      const next = await suite.operator.client.get(`/api/operator/audit?before=${seqs.at(-1)}`);
      expect(next.statusCode).toBe(200);
      expect(next.json().entries.every((entry: { seq: number }) => entry.seq < seqs.at(-1))).toBe(true);
    });

    it('refuses a page that is not the plain digits of a sequence number, in Spanish', async () => {
      for (const before of ['abc', '0', '0x10', '1e3', '%2012%20', '-1', '9007199254740993']) {
        const answer = await suite.operator.client.get(`/api/operator/audit?before=${before}`);
        expect(answer.statusCode, before).toBe(400);
        expect(answer.json().error.fields.before, before).toBe(operatorMessages.audit.pageInvalid);
      }
    });
  });
});
