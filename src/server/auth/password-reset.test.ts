import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, signUp } from '#server/testing/client';

function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  if (!match) throw new Error('no reset link in the e-mail');
  return new URL(match[0]);
}

describe(`password reset (${testDriver})`, () => {
  const t = useTestApp();

  it('e-mails a Spanish link to /reset-password?token= on APP_URL, in HTML and plain text', async () => {
    const { email } = await signUp(t.app);
    const response = await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    expect(response.statusCode).toBe(200);
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Restablece tu contraseña');
    const link = linkIn(mail.text);
    expect(link.origin).toBe(t.env.APP_URL);
    expect(link.pathname).toBe('/reset-password');
    expect(mail.html).toContain(link.searchParams.get('token'));
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const { email } = await signUp(t.app);
    const known = await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    const sentBefore = t.mailer.sent.length;
    const unknown = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: 'nadie.existe@ejemplo.mx',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('sets the new password once, signs out other sessions, and refuses the used link', async () => {
    const { email, password, client: oldSession } = await signUp(t.app);
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    const token = linkIn(t.mailer.lastTo(email)!.text).searchParams.get('token')!;

    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'nueva-clave',
    });
    expect(reset.statusCode).toBe(200);
    expect((await oldSession.get('/api/auth/get-session')).json()).toBeNull();

    const signIn = (pwd: string) =>
      new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: pwd });
    expect((await signIn(password)).statusCode).toBe(401);
    expect((await signIn('nueva-clave')).statusCode).toBe(200);

    const reuse = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'otra-clave',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toEqual({ code: 'INVALID_TOKEN', message: authMessages.resetLinkInvalid });
  });

  it('refuses an invented token with the same clear message', async () => {
    const response = await new TestClient(t.app).post('/api/auth/reset-password', {
      token: 'inventado',
      newPassword: 'nueva-clave',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  const requestLink = async (email: string) => {
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    return linkIn(t.mailer.lastTo(email)!.text).searchParams.get('token')!;
  };
  const resetWith = (token: string, newPassword: string) =>
    new TestClient(t.app).post('/api/auth/reset-password', { token, newPassword });

  it('answers the request in Spanish, whether or not the address has an account', async () => {
    const { email } = await signUp(t.app);
    for (const address of [email, 'nadie.existe@ejemplo.mx']) {
      const answer = await new TestClient(t.app).post('/api/auth/request-password-reset', { email: address });
      expect(answer.json()).toEqual({ status: true, message: authMessages.resetRequestAnswer });
    }
  });

  it('makes every other outstanding link stop working once one is used, older or newer', async () => {
    const { email } = await signUp(t.app);
    const older = await requestLink(email);
    const used = await requestLink(email);
    const newer = await requestLink(email);
    expect((await resetWith(used, 'nueva-clave')).statusCode).toBe(200);
    for (const token of [older, newer]) {
      const answer = await resetWith(token, 'otra-clave');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('INVALID_TOKEN');
    }
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: 'nueva-clave',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('makes outstanding links stop working when the password is changed in the account', async () => {
    const { email, password, client } = await signUp(t.app);
    const outstanding = await requestLink(email);
    const change = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'cambiada-123',
    });
    expect(change.statusCode).toBe(200);
    expect((await resetWith(outstanding, 'otra-clave')).statusCode).toBe(400);
  });
});
