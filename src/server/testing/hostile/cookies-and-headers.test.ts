import { describe, expect, it } from 'vitest';
import { API_CSP } from '#server/web/csp';
import { testDriver, useTestApp } from '#server/testing/harness';
import { uniqueEmail, verificationPath } from '#server/testing/client';
import { BODY_LIMIT, expectErrorEnvelope, type Answer } from './envelope';
import { call } from './world';

const HTTPS_ORIGIN = 'https://limpiahogar.example';

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe(API_CSP);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe(`session cookie behind TLS (${testDriver})`, () => {
  const t = useTestApp({ env: { APP_URL: HTTPS_ORIGIN, TRUST_PROXY: 'true' } });

  // The plain-HTTP case (HttpOnly, SameSite=Lax, Path=/, not Secure) is in auth/sign-in.test.ts.
  it('sets an HttpOnly, SameSite=Lax, Secure, __Secure- session cookie for the whole site and sends HSTS', async () => {
    const headers = { origin: HTTPS_ORIGIN, 'x-forwarded-proto': 'https' };
    const credentials = { email: uniqueEmail('tls'), password: 'secreta123' };
    const signUp = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { ...credentials, fullName: 'Tomás Seguro', userType: 'client' },
      headers,
    });
    expect(signUp.statusCode).toBe(200);
    const verified = await call(t.app, null, {
      method: 'GET',
      url: verificationPath(t.app, credentials.email),
      headers,
    });
    expect(verified.cookies.find((c) => c.name.endsWith('session_token'))).toMatchObject({
      name: '__Secure-better-auth.session_token',
      secure: true,
    });
    const signIn = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: credentials,
      headers,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({
      name: '__Secure-better-auth.session_token',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
    });
    expect(signIn.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const session = await call(
      t.app,
      { cookie: `${cookie!.name}=${cookie!.value}` },
      {
        method: 'GET',
        url: '/api/auth/get-session',
        headers,
      },
    );
    expect(session.json().user.email).toBe(credentials.email);
  });
});

describe(`security headers on every kind of API answer (${testDriver})`, () => {
  const t = useTestApp();

  it('sends CSP, nosniff, no framing, a referrer policy and no-store on success and on every error', async () => {
    const answers: [number, Promise<Answer>][] = [
      [200, call(t.app, null, { method: 'GET', url: '/api/health' })],
      [401, call(t.app, null, { method: 'GET', url: '/api/profile' })],
      [404, call(t.app, null, { method: 'GET', url: '/api/no-existe' })],
      [
        400,
        call(t.app, null, {
          method: 'POST',
          url: '/api/contact',
          payload: '{"name":',
          contentType: 'application/json',
        }),
      ],
      [413, call(t.app, null, { method: 'POST', url: '/api/contact', payload: 'x'.repeat(BODY_LIMIT + 1) })],
      [
        415,
        call(t.app, null, {
          method: 'POST',
          url: '/api/contact',
          payload: '<a/>',
          contentType: 'application/xml',
        }),
      ],
      [400, call(t.app, null, { method: 'GET', url: '/api/providers/%E0%A4%A/photo' })],
      [404, call(t.app, null, { method: 'GET', url: `/api/providers/${'a'.repeat(101)}/photo` })],
      [404, call(t.app, null, { method: 'GET', url: `/api/providers/${'a'.repeat(1001)}/photo` })],
      [405, call(t.app, null, { method: 'DELETE', url: '/api/profile' })],
    ];
    for (const [status, pending] of answers) {
      const answer = await pending;
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(status);
      expectSecurityHeaders(answer);
      if (status >= 400) expectErrorEnvelope(answer);
    }
  });

  it('sends no HSTS over plain HTTP, even when a client claims HTTPS without a trusted proxy', async () => {
    const answer = await call(t.app, null, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
