import { describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/common-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { allowedOrigins } from './allowed-origins';

describe('allowedOrigins', () => {
  it('accepts the other loopback spellings of the same port outside production', () => {
    expect(allowedOrigins('http://localhost:3000', false)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(allowedOrigins('http://127.0.0.1:3100/', false)).toContain('http://localhost:3100');
  });

  it('accepts only APP_URL in production, and for a public domain', () => {
    expect(allowedOrigins('http://localhost:3000', true)).toEqual(['http://localhost:3000']);
    expect(allowedOrigins('https://limpiahogar.mx', false)).toEqual(['https://limpiahogar.mx']);
  });
});

describe(`writes from a loopback address other than APP_URL's (${testDriver})`, () => {
  const t = useTestApp();

  const signUpFrom = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        fullName: 'Olivia Origen',
        email: `origen-${origin.length}-${Date.now()}@example.com`,
        password: 'Contraseña-segura-1',
        userType: 'client',
      }),
    });

  it('lets a newcomer sign up at http://127.0.0.1:3000 when the server says localhost', async () => {
    const answer = await signUpFrom('http://127.0.0.1:3000');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'check-email' });
  });

  it('still refuses another port and another host with the Spanish message', async () => {
    for (const origin of ['http://127.0.0.1:4000', 'http://192.0.2.1:3000']) {
      const answer = await signUpFrom(origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.json().error.message).toBe(apiMessages.invalidOrigin);
    }
  });
});
