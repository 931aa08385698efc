import fc from 'fast-check';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '#server/auth/routes';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUp, uniqueEmail } from '#server/testing/client';
import { anyJson, hostileText, hostileValue, leafPaths, sameKeysAnyTypes, withValueAt } from './arbitraries';
import { expectSafeAnswer } from './envelope';
import { expectNoSecrets } from './leaks';
import { runs } from './runs';
import { call } from './world';

const AUTH_BODY_LIMIT = 64 * 1024;
const RUNS = { whole: runs(20), keys: runs(20), field: runs(30) };

/** A valid body for each better-auth endpoint the product exposes (POST only; GETs take none). */
const VALID: Record<string, (account: { email: string; password: string }) => Record<string, unknown>> = {
  '/sign-up/email': () => ({
    fullName: 'Fausto Ruido',
    email: uniqueEmail('fuzz'),
    password: 'secreta123',
    userType: 'client',
  }),
  '/sign-in/email': ({ email, password }) => ({ email, password, callbackURL: '/reservar' }),
  '/sign-out': () => ({}),
  '/request-password-reset': ({ email }) => ({ email }),
  '/send-verification-email': ({ email }) => ({ email, callbackURL: '/reservar' }),
  '/reset-password': () => ({ token: 'token-inventado', newPassword: 'nueva-clave' }),
  '/change-password': ({ password }) => ({ currentPassword: password, newPassword: 'nueva-clave' }),
  '/revoke-other-sessions': () => ({}),
  '/two-factor/enable': ({ password }) => ({ password }),
  '/two-factor/disable': ({ password }) => ({ password }),
  '/two-factor/generate-backup-codes': ({ password }) => ({ password }),
  '/two-factor/verify-totp': () => ({ code: '123456' }),
  '/two-factor/verify-backup-code': () => ({ code: 'abcde-12345' }),
};

const POST_ROUTES = Object.entries(authRoutes).filter(([, route]) => route.method === 'POST');

describe(`hostile input on the exposed better-auth endpoints (${testDriver})`, () => {
  const t = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  const successes: string[] = [];
  beforeAll(async () => {
    // The per-IP limit would stop the fuzzing after ten tries; it has its own test (plugins/rate-limit.test.ts).
  });

  it('lists a valid body for every exposed POST endpoint', () => {
    expect(Object.keys(VALID).sort()).toEqual(POST_ROUTES.map(([path]) => path).sort());
  });

  for (const [path, route] of POST_ROUTES) {
    it(`POST /api/auth${path} answers hostile bodies with 4xx in Spanish, or succeeds only when valid`, async () => {
      // Each endpoint gets its own account and session: signing out or changing the password is part of the fuzz.
      const account = await signUp(t.app);
      const actor = { cookie: account.client.cookieHeader };
      const schema = route.body as z.ZodType;
      const valid = () => VALID[path]!(account);
      const send = async (body: unknown) => {
        const payload = JSON.stringify(body) ?? 'null';
        const answer = await call(t.app, actor, { method: 'POST', url: `/api/auth${path}`, payload });
        const accepted = schema.safeParse(JSON.parse(payload)).success && !payload.includes('\\u0000');
        expectSafeAnswer(answer, { accepted, bytes: Buffer.byteLength(payload), limit: AUTH_BODY_LIMIT });
        if (answer.statusCode < 300) successes.push(answer.body);
      };
      await fc.assert(fc.asyncProperty(anyJson, send), { numRuns: RUNS.whole });
      await fc.assert(fc.asyncProperty(sameKeysAnyTypes(Object.keys(valid())), send), { numRuns: RUNS.keys });
      const field = fc.tuple(fc.constantFrom(...leafPaths(valid())), hostileValue);
      await fc.assert(
        fc.asyncProperty(field, ([at, value]) => send(withValueAt(valid(), at, value))),
        { numRuns: RUNS.field },
      );
    });
  }

  it('answers hostile query strings on the session endpoints without a 500', async () => {
    const { client } = await signUp(t.app);
    const query = fc.tuple(fc.constantFrom('/get-session', '/list-sessions'), hostileText, fc.boolean());
    await fc.assert(
      fc.asyncProperty(query, async ([path, value, signedIn]) => {
        const actor = signedIn ? { cookie: client.cookieHeader } : null;
        const url = `/api/auth${path}?disableCookieCache=${encodeURIComponent(value)}&${encodeURIComponent(value)}=1`;
        const answer = await call(t.app, actor, { method: 'GET', url });
        expectSafeAnswer(answer);
        if (answer.statusCode < 300) successes.push(answer.body);
      }),
      { numRuns: runs(30) },
    );
  });

  it('sends any hostile verification link to the error page, with no session', async () => {
    const query = fc.tuple(hostileText, fc.option(hostileText));
    await fc.assert(
      fc.asyncProperty(query, async ([token, callback]) => {
        const callbackURL = callback === null ? '' : `&callbackURL=${encodeURIComponent(callback)}`;
        const url = `/api/auth/verify-email?token=${encodeURIComponent(token)}${callbackURL}`;
        const answer = await call(t.app, null, { method: 'GET', url });
        expect(answer.statusCode, answer.body).toBe(302);
        expect(answer.headers.location).toBe('/verificar-correo?error=INVALID_TOKEN');
        expect(answer.headers['set-cookie']).toBeUndefined();
      }),
      { numRuns: runs(30) },
    );
  });

  it('e-mails a sign-up a link back to a plain path of this site only, whatever callbackURL it sent', async () => {
    const callback = fc.oneof(
      hostileText,
      fc.constantFrom(
        '/reservar',
        '//otro.example',
        '/\\otro.example',
        '/\t/otro.example',
        'https://otro.example/reservar',
        '/%2F%2Fotro.example',
        '/reservar?volver=//otro.example',
        'javascript:alert(1)',
      ),
    );
    await fc.assert(
      fc.asyncProperty(callback, async (callbackURL) => {
        const email = uniqueEmail('vuelta');
        const body = { ...VALID['/sign-up/email']!({ email, password: '' }), email, callbackURL };
        const answer = await call(t.app, null, { method: 'POST', url: '/api/auth/sign-up/email', body });
        expectSafeAnswer(answer);
        const sent = t.mailer.sent.filter((mail) => mail.to === email);
        if (answer.statusCode !== 200) return void expect(sent).toEqual([]);
        const link = new URL(sent[0]!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0]);
        expect(link.searchParams.get('callbackURL')).toMatch(/^(?:\/[\w-]+)+$/);
        const opened = await call(t.app, null, { method: 'GET', url: `${link.pathname}${link.search}` });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: runs(20) },
    );
  });

  it('answers any other path under /api/auth with the 404 envelope', async () => {
    const segment = fc.oneof(
      hostileText.map(encodeURIComponent),
      fc.constantFrom(
        'update-user',
        'delete-user',
        'sign-in/social',
        'admin/list-users',
        '..%2Fprofile',
        'ok',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        segment,
        fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>,
        async (path, method) => {
          const answer = await call(t.app, null, {
            method,
            url: `/api/auth/${path}`,
            body: method === 'POST' ? {} : undefined,
          });
          expectSafeAnswer(answer);
          expect([400, 404]).toContain(answer.statusCode);
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('keeps the signed-in endpoints closed to a guest', async () => {
    const guest = (method: 'GET' | 'POST', path: string) =>
      call(t.app, null, {
        method,
        url: `/api/auth${path}`,
        body: method === 'POST' ? VALID[path]!({ email: 'a@b.mx', password: 'secreta123' }) : undefined,
      });
    expect((await guest('GET', '/get-session')).json()).toBeNull();
    for (const path of [
      '/change-password',
      '/revoke-other-sessions',
      '/two-factor/enable',
      '/two-factor/disable',
      '/two-factor/generate-backup-codes',
    ]) {
      const answer = await guest('POST', path);
      expect(answer.statusCode, path).toBe(401);
      expectSafeAnswer(answer);
    }
    expect((await guest('GET', '/list-sessions')).statusCode).toBe(401);
  });

  it('never answers with a password hash or a password field', () => {
    expect(successes.length).toBeGreaterThan(10);
    for (const body of successes) expectNoSecrets(body);
  });
});
