import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { operatorMessages } from '#shared/operator-messages';
import { TestClient } from '#server/testing/client';
import { createTestApp, TEST_ORIGIN, testDriver } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { operatorSuite, signUpOperator } from '#server/testing/operator';

describe(`the operator's console (${testDriver})`, () => {
  const suite = operatorSuite();

  describe('Usuarios', () => {
    it('finds people by e-mail or name and shows their history', async () => {
      const provider = await signUpProvider(suite.t.app, {
        area: ZOCALO,
        plan: 'basic',
        displayName: 'Destellos Norte',
      });
      const byName = (await suite.operator.client.get('/api/operator/users?q=destellos')).json().users;
      expect(byName).toEqual([
        expect.objectContaining({ id: provider.userId, name: 'Destellos Norte', userType: 'provider' }),
      ]);
      const byEmail = (
        await suite.operator.client.get(`/api/operator/users?q=${encodeURIComponent(provider.email)}`)
      ).json();
      expect(byEmail.users.map((user: { id: string }) => user.id)).toEqual([provider.userId]);
      expect((await suite.operator.client.get('/api/operator/users?q=%25')).statusCode).toBe(200);

      const detail = await suite.operator.client.get(`/api/operator/users/${provider.userId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        user: { email: provider.email, suspendedAt: null, isOperator: false },
        plan: { plan: 'basic', status: 'active' },
      });
      expect((await suite.operator.client.get('/api/operator/users/no-existe')).statusCode).toBe(404);
    });

    it('shows a plan whose month ended but whose grace is not over as active, as the provider reads it, and expired after', async () => {
      const provider = await signUpProvider(suite.t.app, { area: ZOCALO, plan: 'premium' });
      const now = suite.t.clock.now().getTime();
      const day = 86_400_000;
      const moveEnds = (graceUntil: number) =>
        suite.t.database.db
          .execute(sql`update subscriptions set start_date = ${new Date(now - 31 * day).toISOString()},
            end_date = ${new Date(now - day).toISOString()}, grace_until = ${new Date(graceUntil).toISOString()}
          where provider_id = ${provider.userId}`);
      const planOf = async () => ({
        console: (await suite.operator.client.get(`/api/operator/users/${provider.userId}`)).json().plan
          .status,
        provider: (await provider.client.get('/api/subscription')).json().subscription?.status ?? 'none',
      });

      await moveEnds(now + 3 * day);
      expect(await planOf()).toEqual({ console: 'active', provider: 'active' });
      await moveEnds(now - 60_000);
      expect(await planOf()).toEqual({ console: 'expired', provider: 'none' });
    });

    it('suspends a provider: sessions end, sign-in is refused in Spanish, offers and listing hidden; reinstating undoes it', async () => {
      const customer = await signUpCustomer(suite.t.app);
      const requestId = await publishRequest(customer, ZOCALO);
      const provider = await signUpProvider(suite.t.app, {
        area: ZOCALO,
        plan: 'premium',
        radius: 10,
        services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
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
      expect((await suite.t.app.inject({ url: `/api/providers/${provider.userId}` })).statusCode).toBe(200);

      const noReason = await suite.operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {});
      expect(noReason.statusCode).toBe(400);
      const suspended = await suite.operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
        reason: 'Reportes repetidos de cobros indebidos.',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json().suspendedAt).not.toBeNull();

      expect((await provider.client.get('/api/profile')).statusCode).toBe(401);
      const signIn = await new TestClient(suite.t.app).post('/api/auth/sign-in/email', {
        email: provider.email,
        password: provider.password,
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().error).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: operatorMessages.suspendedSignIn,
      });
      expect(await offersSeen()).toBe(0);
      expect((await suite.t.app.inject({ url: `/api/providers/${provider.userId}` })).statusCode).toBe(404);
      const again = await suite.operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
        reason: 'Otra vez, por error.',
      });
      expect(again.statusCode).toBe(409);

      const reinstated = await suite.operator.client.post(
        `/api/operator/users/${provider.userId}/reinstate`,
        {
          reason: 'Aclarado con el cliente.',
        },
      );
      expect(reinstated.statusCode).toBe(200);
      expect(await offersSeen()).toBe(1);
      const back = new TestClient(suite.t.app);
      expect(
        (await back.post('/api/auth/sign-in/email', { email: provider.email, password: provider.password }))
          .statusCode,
      ).toBe(200);
      expect(
        (await suite.auditOf(provider.userId)).map((entry: { action: string; reason: string }) => [
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
      const other = await createTestApp({ SESSION_CACHE_SECONDS: '2' }, undefined, suite.t.database);
      try {
        const provider = await signUpProvider(suite.t.app);
        const cookie = { origin: TEST_ORIGIN, cookie: provider.client.cookieHeader };
        const profile = () => other.app.inject({ method: 'GET', url: '/api/profile', headers: cookie });
        expect((await profile()).statusCode).toBe(200);
        const suspended = await suite.operator.client.post(`/api/operator/users/${provider.userId}/suspend`, {
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
      const customer = await signUpCustomer(suite.t.app);
      const requestId = await publishRequest(customer, ZOCALO, { title: 'Solicitud de cuenta suspendida' });
      const provider = await signUpProvider(suite.t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
      const nearbyIds = async () =>
        (await provider.client.get('/api/requests/nearby')).json().requests.map((r: { id: string }) => r.id);
      expect(await nearbyIds()).toContain(requestId);
      await suite.operator.client.post(`/api/operator/users/${customer.userId}/suspend`, {
        reason: 'Solicitudes falsas.',
      });
      expect(await nearbyIds()).not.toContain(requestId);
    });

    it('does not suspend an operator', async () => {
      const other = await signUpOperator(suite.t, { twoFactor: false });
      const answer = await suite.operator.client.post(`/api/operator/users/${other.userId}/suspend`, {
        reason: 'Prueba de reglas.',
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.message).toBe(operatorMessages.cannotSuspendOperator);
    });
  });
});
