import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { operatorMessages } from '#shared/operator-messages';
import { signUp, TestClient } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { signUpOperator } from '#server/testing/operator';

const SUPPORT = 'apelaciones@limpiahogar.test';
const REASON = 'Ofreció pagar por fuera de la plataforma.';

describe(`suspending an account: the person is told, by e-mail and on their open page (${testDriver})`, () => {
  const t = useTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  const decide = (userId: string, step: 'suspend' | 'reinstate', reason = REASON) =>
    operator.client.post(`/api/operator/users/${userId}/${step}`, { reason });
  const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);
  const cookieOf = (client: TestClient) => ({ origin: TEST_ORIGIN, cookie: client.cookieHeader });

  it('e-mails the reason the operator wrote and how to appeal, and again when the account is reinstated', async () => {
    const person = await signUp(t.app, 'client');
    const before = mailsTo(person.email).length;
    expect((await decide(person.userId, 'suspend', 'Cobros <b>indebidos</b> reportados.')).statusCode).toBe(
      200,
    );
    await t.runTasks();
    const [suspended] = mailsTo(person.email).slice(before);
    expect(suspended).toMatchObject({ subject: 'Suspendimos tu cuenta de LimpiaHogar', replyTo: SUPPORT });
    expect(suspended!.text).toContain('Motivo: Cobros <b>indebidos</b> reportados.');
    expect(suspended!.text).toContain(`Responde a este correo o escríbenos a ${SUPPORT}`);
    expect(suspended!.text).toContain(`Escribir a soporte: ${TEST_ORIGIN}/contacto`);
    expect(suspended!.html).toContain('Cobros &lt;b&gt;indebidos&lt;/b&gt; reportados.');
    expect(suspended!.html).toContain(`href="${TEST_ORIGIN}/contacto"`);

    expect((await decide(person.userId, 'reinstate', 'Aclaró el malentendido.')).statusCode).toBe(200);
    await t.runTasks();
    const [reinstated] = mailsTo(person.email).slice(before + 1);
    expect(reinstated).toMatchObject({ subject: 'Reactivamos tu cuenta de LimpiaHogar', replyTo: SUPPORT });
    expect(reinstated!.text).toContain('Motivo: Aclaró el malentendido.');
    expect(reinstated!.text).toContain(`Iniciar sesión: ${TEST_ORIGIN}/login`);
    expect(mailsTo(person.email)).toHaveLength(before + 2);
  });

  it('sends nothing when the suspension is refused', async () => {
    const other = await signUpOperator(t, { twoFactor: false });
    const before = mailsTo(other.email).length;
    expect((await decide(other.userId, 'suspend')).statusCode).toBe(409);
    await t.runTasks();
    expect(mailsTo(other.email)).toHaveLength(before);
  });

  it('tells the holder of a session the suspension ended, on the API and on get-session, and nobody else', async () => {
    const person = await signUp(t.app, 'provider');
    const stale = cookieOf(person.client);
    expect((await decide(person.userId, 'suspend')).statusCode).toBe(200);

    const refused = { error: { code: 'ACCOUNT_SUSPENDED', message: operatorMessages.suspendedSignIn } };
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: stale });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual(refused);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: stale });
    expect(session.statusCode).toBe(401);
    expect(session.json()).toEqual(refused);
    // The cookie goes, as it does for any session that ended.
    expect(session.cookies.find((cookie) => cookie.name.endsWith('session_token'))).toMatchObject({
      value: '',
    });

    // Without that cookie nothing is learnt: a stranger, or someone else whose session ended otherwise.
    const stranger = new TestClient(t.app);
    expect((await stranger.get('/api/profile')).json().error.code).toBe('UNAUTHORIZED');
    expect((await stranger.get('/api/auth/get-session')).json()).toBeNull();
    const forged = {
      origin: TEST_ORIGIN,
      cookie: stale.cookie.replace(/session_token=[^.;]+/, 'session_token=x'),
    };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: forged })).json().error.code,
    ).toBe('UNAUTHORIZED');
    const signedOut = await signUp(t.app, 'client');
    const ended = cookieOf(signedOut.client);
    await signedOut.client.post('/api/auth/sign-out', {});
    expect((await decide(signedOut.userId, 'suspend')).statusCode).toBe(200);
    const afterSignOut = await t.app.inject({ method: 'GET', url: '/api/profile', headers: ended });
    expect(afterSignOut.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: apiMessages.unauthorized },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: ended })).json(),
    ).toBeNull();

    // Reinstated: the old cookie is only an ended session now.
    expect((await decide(person.userId, 'reinstate', 'Aclarado.')).statusCode).toBe(200);
    const later = await t.app.inject({ method: 'GET', url: '/api/profile', headers: stale });
    expect(later.json().error.code).toBe('UNAUTHORIZED');
  });
});
