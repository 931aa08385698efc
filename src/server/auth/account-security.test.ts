import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, signUp } from '#server/testing/client';

describe(`account security (${testDriver})`, () => {
  const t = useTestApp();

  async function secondDevice(email: string, password: string) {
    const other = new TestClient(t.app);
    expect((await other.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
    return other;
  }

  it('changes the password only with the current one', async () => {
    const { client, email, password } = await signUp(t.app);
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'no-es',
      newPassword: 'nueva-clave',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'INVALID_PASSWORD', message: authMessages.wrongPassword });
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'nueva-clave',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: 'nueva-clave' }))
        .statusCode,
    ).toBe(200);
  });

  it('signs out the other devices and keeps this one', async () => {
    const { client, email, password } = await signUp(t.app);
    const other = await secondDevice(email, password);
    expect((await client.post('/api/auth/revoke-other-sessions')).statusCode).toBe(200);
    expect((await other.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/auth/get-session')).json().user.email).toBe(email);
  });

  it('can revoke the other sessions while changing the password', async () => {
    const { client, email, password } = await signUp(t.app);
    const other = await secondDevice(email, password);
    await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'nueva-clave',
      revokeOtherSessions: true,
    });
    expect((await other.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/auth/get-session')).json()?.user.email).toBe(email);
  });

  it('signs out the other devices when the password changes unless asked to keep them', async () => {
    const { client, email, password } = await signUp(t.app);
    const other = await secondDevice(email, password);
    await client.post('/api/auth/change-password', { currentPassword: password, newPassword: 'nueva-clave' });
    expect((await other.get('/api/auth/get-session')).json()).toBeNull();

    const kept = await secondDevice(email, 'nueva-clave');
    await client.post('/api/auth/change-password', {
      currentPassword: 'nueva-clave',
      newPassword: 'otra-clave-9',
      revokeOtherSessions: false,
    });
    expect((await kept.get('/api/auth/get-session')).json()?.user.email).toBe(email);
  });

  it('exposes only the auth endpoints the product uses', async () => {
    const { client } = await signUp(t.app);
    for (const path of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/sign-in/social']) {
      expect((await client.post(path, {})).statusCode).toBe(404);
    }
  });
});
