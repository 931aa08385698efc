import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { authMessages, validation } from '#shared/auth-messages';
import { users } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, uniqueEmail, verificationPath } from '#server/testing/client';
import { verificationLink } from './auth';

const PASSWORD = 'secreta123';

describe(`e-mail verification (${testDriver})`, () => {
  const t = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An account that has signed up and not opened its link yet. */
  async function pending(userType: 'client' | 'provider' = 'client', extra: { callbackURL?: string } = {}) {
    const email = uniqueEmail('pendiente');
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      fullName: 'Paula Pendiente',
      email,
      password: PASSWORD,
      userType,
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return { email, link: verificationPath(t.app, email) };
  }

  // Links sent in the same second are the same token, so count the e-mails rather than compare links.
  const linksSentTo = (email: string) =>
    t.mailer.sent.filter((mail) => mail.to === email && mail.text.includes('/api/auth/verify-email?')).length;
  const sessionOf = async (client: TestClient) => (await client.get('/api/auth/get-session')).json();
  const verifiedInDatabase = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerified;

  for (const [role, panel] of [
    ['client', '/cliente'],
    ['provider', '/proveedor'],
  ] as const) {
    it(`confirms a ${role}'s address from the link, signs them in and opens ${panel}`, async () => {
      const { email, link } = await pending(role);
      const browser = new TestClient(t.app);
      const response = await browser.get(link);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(panel);
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await sessionOf(browser)).user).toMatchObject({ email, userType: role, emailVerified: true });
      expect(await verifiedInDatabase(email)).toBe(true);
    });
  }

  it('refuses to sign in an unconfirmed account with 403 EMAIL_NOT_VERIFIED and e-mails a new link', async () => {
    const { email } = await pending();
    const browser = new TestClient(t.app);
    const response = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: authMessages.loginEmailNotVerified },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionOf(browser)).toBeNull();

    expect(linksSentTo(email)).toBe(2);
    expect((await browser.get(verificationPath(t.app, email))).headers.location).toBe('/cliente');
    expect((await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers a wrong password on an unconfirmed account like any wrong password, and sends nothing', async () => {
    const { email } = await pending();
    const sent = t.mailer.sent.length;
    const response = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: 'equivocada',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('sends a tampered link to /verificar-correo?error=INVALID_TOKEN, confirming and signing in nobody', async () => {
    const { email, link } = await pending();
    const tampered = link.replace(/token=([^&]+)/, (_all, token: string) => `token=${token.slice(0, -2)}xx`);
    const browser = new TestClient(t.app);
    const response = await browser.get(tampered);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verificar-correo?error=INVALID_TOKEN');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await verifiedInDatabase(email)).toBe(false);
    expect((await browser.get('/api/auth/verify-email')).headers.location).toBe(
      '/verificar-correo?error=INVALID_TOKEN',
    );
  });

  it('sends a link older than 24 hours to /verificar-correo?error=TOKEN_EXPIRED', async () => {
    const { email, link } = await pending();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    const response = await new TestClient(t.app).get(link);
    expect(response.headers.location).toBe('/verificar-correo?error=TOKEN_EXPIRED');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await verifiedInDatabase(email)).toBe(false);
  });

  it('does not sign anyone in with a link that was already used', async () => {
    const { link } = await pending();
    await new TestClient(t.app).get(link);
    const later = await new TestClient(t.app).get(link);
    expect(later.statusCode).toBe(302);
    expect(later.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the redirect after a link on this site, whatever callback the link carries', async () => {
    const { link } = await pending();
    const elsewhere = link.replace(
      /callbackURL=[^&]+/,
      `callbackURL=${encodeURIComponent('//otro.example')}`,
    );
    expect((await new TestClient(t.app).get(elsewhere)).headers.location).toBe('/');
  });

  describe('a link back to the page the person came from (a guest who was booking)', () => {
    it('lands a sign-up from the booking wizard on /reservar, signed in', async () => {
      const { email, link } = await pending('client', { callbackURL: '/reservar' });
      expect(link).toContain(`callbackURL=${encodeURIComponent('/reservar')}`);
      const browser = new TestClient(t.app);
      const response = await browser.get(link);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/reservar');
      expect((await sessionOf(browser)).user).toMatchObject({ email, emailVerified: true });
    });

    it('keeps the way back in a resent link and in the link a refused sign-in sends', async () => {
      const { email } = await pending('client', { callbackURL: '/reservar' });
      const resend = await new TestClient(t.app).post('/api/auth/send-verification-email', {
        email,
        callbackURL: '/reservar',
      });
      expect(resend.statusCode).toBe(200);
      expect(linksSentTo(email)).toBe(2);
      expect((await new TestClient(t.app).get(verificationPath(t.app, email))).headers.location).toBe(
        '/reservar',
      );

      const other = await pending();
      const refused = await new TestClient(t.app).post('/api/auth/sign-in/email', {
        email: other.email,
        password: PASSWORD,
        callbackURL: '/reservar',
      });
      expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
      const browser = new TestClient(t.app);
      expect((await browser.get(verificationPath(t.app, other.email))).headers.location).toBe('/reservar');
      // Signed in: the answer is the usual one, with no Location header beside a 200.
      const signedIn = await browser.post('/api/auth/sign-in/email', {
        email: other.email,
        password: PASSWORD,
        callbackURL: '/reservar',
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers.location).toBeUndefined();
    });

    it('refuses a way back that is not a plain path of this site, and sends nothing', async () => {
      const hostile = [
        '//otro.example',
        'https://otro.example/reservar',
        '/\\otro.example',
        '/\t/otro.example',
        '/%2F%2Fotro.example',
        '/reservar?x=//otro.example',
        '/reservar#x',
        '/../reservar',
        ' /reservar',
        'reservar',
        '/',
        `/${'a'.repeat(200)}`,
      ];
      for (const callbackURL of hostile) {
        const email = uniqueEmail('hostil');
        const answers = await Promise.all([
          new TestClient(t.app).post('/api/auth/sign-up/email', {
            fullName: 'Paula Pendiente',
            email,
            password: PASSWORD,
            userType: 'client',
            callbackURL,
          }),
          new TestClient(t.app).post('/api/auth/send-verification-email', { email, callbackURL }),
          new TestClient(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD, callbackURL }),
        ]);
        for (const answer of answers) {
          expect(answer.statusCode, callbackURL).toBe(400);
          expect(answer.json().error).toMatchObject({
            code: 'VALIDATION',
            fields: { callbackURL: validation.returnPath },
          });
        }
        expect(t.mailer.sent.some((mail) => mail.to === email)).toBe(false);
      }
    });

    it('builds links to a plain path only, whatever reached it', () => {
      const link = (returnTo: string | null) =>
        new URL(verificationLink('https://limpiahogar.mx', 'tok', 'provider', returnTo)).searchParams.get(
          'callbackURL',
        );
      expect(link('/reservar')).toBe('/reservar');
      for (const returnTo of [null, '//otro.example', 'https://otro.example', '/\\otro.example', '/a?b'])
        expect(link(returnTo)).toBe('/proveedor');
    });
  });

  it('resends a link to an unconfirmed address and answers a confirmed or unknown one exactly alike', async () => {
    const { email } = await pending();
    const confirmed = await pending();
    await new TestClient(t.app).get(confirmed.link);
    const resend = (address: string) =>
      new TestClient(t.app).post('/api/auth/send-verification-email', { email: address });

    const answers = await Promise.all([resend(email), resend(confirmed.email), resend(uniqueEmail('nadie'))]);
    const shapes = answers.map((a) => ({
      status: a.statusCode,
      body: a.body,
      cookie: a.headers['set-cookie'],
    }));
    expect(shapes).toEqual(
      Array(3).fill({ status: 200, body: '{"status":"check-email"}', cookie: undefined }),
    );
    expect(linksSentTo(email)).toBe(2);
    expect(linksSentTo(confirmed.email)).toBe(1);
  });

  it('answers a resend from a signed-in person like anyone else', async () => {
    const { link } = await pending();
    const browser = new TestClient(t.app);
    await browser.get(link);
    const response = await browser.post('/api/auth/send-verification-email', { email: uniqueEmail('otro') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'check-email' });
  });

  it('confirms the address of someone who sets a new password from the e-mailed reset link', async () => {
    const { email } = await pending();
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    const token = t.mailer.lastTo(email)!.text.match(/reset-password\?token=(\S+)/)![1]!;
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'nueva-clave',
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email,
      password: 'nueva-clave',
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe(`resending verification links under the rate limit (${testDriver})`, () => {
  const t = useTestApp({ env: { MAIL_RATE_LIMIT_PER_HOUR: '2', AUTH_IP_RATE_LIMIT_MAX: '4' } });

  const resend = (email: string, ip: string) =>
    new TestClient(t.app, ip).post('/api/auth/send-verification-email', { email });

  it('answers the resend past the per-address limit with 429, from any IP', async () => {
    const email = uniqueEmail('a');
    expect((await resend(email, '203.0.113.1')).statusCode).toBe(200);
    expect((await resend(email, '203.0.113.2')).statusCode).toBe(200);
    const limited = await resend(email, '203.0.113.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: apiMessages.rateLimited } });
  });

  it('answers the resend past the per-IP limit with 429, whatever the address', async () => {
    const answers = [];
    for (const label of ['b', 'c', 'd', 'e', 'f']) {
      answers.push((await resend(uniqueEmail(label), '203.0.113.9')).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
