import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../shared/messages';
import { createTestApp, testDriver, type TestApp } from '../test/harness';
import { TestClient } from '../test/client';

const LIMIT = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' };

describe(`rate limits on sign-in, sign-up and reset (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(LIMIT);
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp(LIMIT, undefined, first.database);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const attempt = (app: TestApp, path: string, body: unknown) => new TestClient(app.app).post(path, body);

  it('answers the attempt past the limit with 429, a Spanish message and Retry-After', async () => {
    const body = { email: 'alguien@ejemplo.mx', password: 'equivocada' };
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(first, '/api/auth/sign-in/email', body)).statusCode).toBe(401);
    }
    const limited = await attempt(first, '/api/auth/sign-in/email', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: apiMessages.rateLimited } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the count between server instances', async () => {
    const body = { email: 'nadie@ejemplo.mx' };
    await attempt(first, '/api/auth/request-password-reset', body);
    await attempt(second, '/api/auth/request-password-reset', body);
    await attempt(first, '/api/auth/request-password-reset', body);
    expect((await attempt(second, '/api/auth/request-password-reset', body)).statusCode).toBe(429);
  });

  it('counts concurrent attempts exactly', async () => {
    const body = { email: 'x@ejemplo.mx', password: 'secreta123', userType: 'client' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attempt(i % 2 ? first : second, '/api/auth/sign-up/email', { ...body, email: `c${i}@ejemplo.mx` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
