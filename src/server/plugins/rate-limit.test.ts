import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { TEST_ORIGIN, testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { TEST_PDF as PDF } from '#server/testing/documents';
import { signUp, TestClient } from '#server/testing/client';
import { publishRequest, requestBody, signUpProvider } from '#server/testing/marketplace';

const LIMIT = {
  AUTH_RATE_LIMIT_MAX: '3',
  AUTH_IP_RATE_LIMIT_MAX: '8',
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  MAIL_RATE_LIMIT_PER_HOUR: '3',
  WRITE_RATE_LIMIT_PER_HOUR: '2',
};

let lastIp = 0;
/** A new address for each person in these tests, so only the counts a test means to share are shared. */
const newIp = () => `198.51.100.${(lastIp += 1)}`;

describe(`rate limits per account and per IP (${testDriver})`, () => {
  const first = useTestApp({ env: LIMIT });
  // A second instance on the same database, as behind a load balancer.
  const second = useTestApp(() => ({ env: LIMIT, database: first.database }));

  const attempt = (app: TestApp, path: string, body: unknown, ip = newIp()) =>
    new TestClient(app.app, ip).post(path, body);
  const signIn = (body: unknown, ip?: string) => attempt(first, '/api/auth/sign-in/email', body, ip);

  it('answers the failed sign-in past the account’s limit with 429, a Spanish message and Retry-After, from any address', async () => {
    const { email } = await signUp(first.app);
    const wrong = { email, password: 'equivocada' };
    for (let i = 0; i < 3; i += 1) expect((await signIn(wrong)).statusCode).toBe(401);
    const limited = await signIn(wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: apiMessages.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn({ email: email.toUpperCase(), password: 'secreta123' })).statusCode).toBe(429);
  });

  it('does not lock strangers behind the same address out because one person keeps failing', async () => {
    const shared = newIp();
    const careless = await signUp(first.app);
    const stranger = await signUp(first.app);
    for (let i = 0; i < 4; i += 1) await signIn({ email: careless.email, password: 'equivocada' }, shared);
    expect((await signIn({ email: careless.email, password: 'equivocada' }, shared)).statusCode).toBe(429);
    const answer = await signIn({ email: stranger.email, password: stranger.password }, shared);
    expect(answer.statusCode).toBe(200);
  });

  it('stops one address guessing across many accounts at the higher IP bound', async () => {
    const shared = newIp();
    const answers = [];
    for (let i = 0; i < 9; i += 1) {
      answers.push(
        (await signIn({ email: `nadie${i}@ejemplo.mx`, password: 'equivocada' }, shared)).statusCode,
      );
    }
    expect(answers).toEqual([...Array(8).fill(401), 429]);
  });

  it('does not count successful sign-ins', async () => {
    const { email, password } = await signUp(first.app);
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) expect((await signIn({ email, password }, ip)).statusCode).toBe(200);
    expect((await signIn({ email, password: 'equivocada' }, ip)).statusCode).toBe(401);
  });

  it('limits e-mails to one address, and shares the count between server instances', async () => {
    const body = { email: 'mucho.correo@ejemplo.mx' };
    for (const app of [first, second, first]) {
      expect((await attempt(app, '/api/auth/request-password-reset', body)).statusCode).toBe(200);
    }
    expect((await attempt(second, '/api/auth/request-password-reset', body)).statusCode).toBe(429);
    const other = await attempt(second, '/api/auth/request-password-reset', { email: 'otra@ejemplo.mx' });
    expect(other.statusCode).toBe(200);
  });

  it('counts concurrent attempts exactly', async () => {
    const body = { email: 'concurrente@ejemplo.mx' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attempt(i % 2 ? first : second, '/api/auth/request-password-reset', body),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('limits the requests one account publishes in an hour, and stores nothing past it', async () => {
    const customer = await signUp(first.app);
    await publishRequest(customer);
    await publishRequest(customer);
    const third = await customer.client.post('/api/requests', requestBody());
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
    expect((await customer.client.get('/api/requests/mine')).json().requests).toHaveLength(2);
    const neighbour = await signUp(first.app);
    expect((await neighbour.client.post('/api/requests', requestBody())).statusCode).toBe(201);
  });
});

describe(`upload limits per account (${testDriver})`, () => {
  // The default, spelled out; everything else as high as the other API tests have it.
  const first = useTestApp({ env: { UPLOAD_RATE_LIMIT_PER_HOUR: '30' } });
  const second = useTestApp(() => ({ env: { UPLOAD_RATE_LIMIT_PER_HOUR: '30' }, database: first.database }));

  const jpeg = () =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
  const sendFile = (who: { client: TestClient }, url: string, type: string, body: Buffer, app = first) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, cookie: who.client.cookieHeader, 'content-type': type },
      payload: body,
    });
  /** Sends 30 files to `url`, taking `files` in turn: each one counts, stored (200) or refused (415). */
  async function uploadThirty(
    who: { client: TestClient },
    url: string,
    files: [type: string, body: Buffer][],
  ) {
    const statuses = [];
    for (let i = 0; i < 30; i += 1) {
      const [type, body] = files[i % files.length]!;
      statuses.push((await sendFile(who, url, type, body)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200, 415]));
  }
  /** An upload over the limit: 429, the Spanish message, and when to try again. */
  function expectLimited(limited: Awaited<ReturnType<typeof sendFile>>) {
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: apiMessages.uploadsRateLimited },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('stops the 31st verification document an account uploads in an hour, failed ones counted, with 429, Retry-After and a Spanish message', async () => {
    const provider = await signUpProvider(first.app);
    const JPEG = await jpeg();
    const url = '/api/provider/verification/documents/address';
    // Good files, files that are not what they claim and types never accepted: each one counts.
    await uploadThirty(provider, url, [
      ['application/pdf', PDF],
      ['image/png', PDF],
      ['text/html', Buffer.from('<p>hola</p>')],
    ]);
    const stored = (await provider.client.get('/api/provider/verification')).json().documents;

    const limited = await sendFile(provider, url, 'application/pdf', Buffer.concat([PDF, PDF]));
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await provider.client.get('/api/provider/verification')).json().documents).toEqual(stored);

    // The photo is counted apart, and so is every other account.
    expect((await sendFile(provider, '/api/provider/profile/photo', 'image/jpeg', JPEG)).statusCode).toBe(
      200,
    );
    const neighbour = await signUpProvider(first.app);
    expect((await sendFile(neighbour, url, 'application/pdf', PDF)).statusCode).toBe(200);
  });

  it('stops the 31st profile photo an account uploads in an hour, failed ones counted, with 429, Retry-After and a Spanish message', async () => {
    const provider = await signUpProvider(first.app);
    const JPEG = await jpeg();
    const url = '/api/provider/profile/photo';
    await uploadThirty(provider, url, [
      ['image/jpeg', JPEG],
      ['image/png', Buffer.from('no soy una imagen')],
      ['image/gif', Buffer.from('GIF89a')],
    ]);
    expectLimited(await sendFile(provider, url, 'image/jpeg', JPEG));
    // Counted in the database: another instance refuses it too.
    const elsewhere = await sendFile(provider, url, 'image/jpeg', JPEG, second);
    expect(elsewhere.statusCode).toBe(429);
  });
});
