import { describe, expect, it } from 'vitest';
import { authMessages, validation } from '#shared/auth-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, signUp } from '#server/testing/client';

describe(`sign-in and sign-out (${testDriver})`, () => {
  const t = useTestApp();

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const { email, password } = await signUp(t.app, 'provider');
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-in/email', { email, password });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await client.get('/api/auth/get-session')).json().user.userType).toBe('provider');
  });

  it('answers a wrong password with the Spanish banner text and no session', async () => {
    const { email } = await signUp(t.app);
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-in/email', { email, password: 'equivocada' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: authMessages.loginFailed },
    });
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'nadie@ejemplo.mx',
      password: 'secreta123',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('validates the form fields with the SPEC messages', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'x',
      password: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: validation.invalidEmail,
      password: validation.passwordTooShort,
    });
  });

  it('rejects a body that is not JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: t.env.APP_URL },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('signs out: the session is gone on the server', async () => {
    const { client } = await signUp(t.app);
    const token = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
    const replay = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a cross-site sign-in attempt', async () => {
    const { email, password } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'https://sitio-malicioso.example' },
      payload: JSON.stringify({ email, password }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });
});
