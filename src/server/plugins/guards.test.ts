import { describe, expect, it } from 'vitest';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TEST_FULL_NAME, TestClient, signUp } from '#server/testing/client';

describe(`API guards (${testDriver})`, () => {
  const t = useTestApp({
    configure: (app) => {
      app.get('/api/test/provider-only', { preHandler: app.requireRole('provider') }, async () => ({
        ok: true,
      }));
    },
  });

  it('answers a guest on a signed-in endpoint with 401 and the Spanish envelope', async () => {
    const response = await new TestClient(t.app).get('/api/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Necesitas iniciar sesión para continuar.' },
    });
  });

  it('gives each person their own profile and nothing private', async () => {
    const { client, email, userId } = await signUp(t.app, 'provider');
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: userId,
      email,
      userType: 'provider',
      fullName: TEST_FULL_NAME,
      phone: null,
      address: null,
      formattedAddress: null,
      serviceRadius: 5,
    });
  });

  it('keeps a role-only route closed to the other role', async () => {
    const app = t.app;
    const provider = await signUp(app, 'provider');
    const client = await signUp(app, 'client');
    const inject = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/test/provider-only', headers: cookie ? { cookie } : {} });
    expect((await inject('')).statusCode).toBe(401);
    expect((await inject(client.client.cookieHeader)).statusCode).toBe(403);
    expect((await inject(provider.client.cookieHeader)).statusCode).toBe(200);
  });

  it('refuses writes from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://otro-sitio.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });
});
