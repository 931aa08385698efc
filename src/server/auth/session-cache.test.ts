import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '#server/clock';
import { sessions } from '#server/db/schema';
import { createTestApp, testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { signUp, TestClient } from '#server/testing/client';
import { apiMessages } from '#shared/common-messages';
import { AMBIGUOUS, readSessionCookie, SessionCache } from './session-cache';

const user = { id: 'u1', email: 'ana@ejemplo.mx', userType: 'client' as const, emailVerified: true };

describe('SessionCache', () => {
  it('forgets an entry after its time to live and at the end of the session, whichever comes first', () => {
    const cache = new SessionCache(5_000, manualClock(new Date(0)), () => 0);
    cache.set('a', user, 1_000_000, cache.begin(), 0);
    cache.set('b', user, 2_000, cache.begin(), 0);
    expect(cache.get('a', 4_999)).toEqual(user);
    expect(cache.get('a', 5_000)).toBeNull();
    expect(cache.get('b', 1_999)).toEqual(user);
    expect(cache.get('b', 2_000)).toBeNull();
  });

  it('spreads expiries over the last fifth of the time to live', () => {
    const cache = new SessionCache(5_000, manualClock(new Date(0)), () => 1);
    cache.set('a', user, 1_000_000, cache.begin(), 0);
    expect(cache.get('a', 3_999)).toEqual(user);
    expect(cache.get('a', 4_000)).toBeNull();
  });

  it('asks once for requests with the same cookie that arrive together, and hands each its own copy', async () => {
    const clock = manualClock('2026-03-02T12:00:00Z');
    const cache = new SessionCache(5_000, clock);
    let lookups = 0;
    let answer!: (found: { user: typeof user; expiresAt: number }) => void;
    const lookup = () => {
      lookups += 1;
      return new Promise<{ user: typeof user; expiresAt: number }>((resolve) => (answer = resolve));
    };
    const both = Promise.all([cache.load('a', lookup), cache.load('a', lookup)]);
    answer({ user, expiresAt: clock.now().getTime() + 60_000 });
    const [first, second] = await both;
    expect(lookups).toBe(1);
    expect(first).toEqual(user);
    expect(first).not.toBe(second);
    expect(await cache.load('a', lookup)).toEqual(user);
    expect(lookups).toBe(1);
  });

  it('does not share a lookup begun before a sign-out with a request that arrives after it', async () => {
    const clock = manualClock('2026-03-02T12:00:00Z');
    const cache = new SessionCache(5_000, clock);
    const answers: ((found: null | { user: typeof user; expiresAt: number }) => void)[] = [];
    const lookup = () => new Promise<null | { user: typeof user; expiresAt: number }>((r) => answers.push(r));
    const before = cache.load('a', lookup);
    cache.clear();
    const after = cache.load('a', lookup);
    expect(answers).toHaveLength(2);
    answers[0]!({ user, expiresAt: clock.now().getTime() + 60_000 });
    answers[1]!(null);
    expect(await before).toEqual(user);
    expect(await after).toBeNull();
    expect(cache.get('a', clock.now().getTime())).toBeNull();
  });

  it('does not keep a lookup that began before the cache was emptied', () => {
    const cache = new SessionCache(5_000, manualClock(new Date(0)));
    const generation = cache.begin();
    cache.clear();
    cache.set('a', user, 60_000, generation, 0);
    expect(cache.get('a', 0)).toBeNull();
  });
});

describe(`session cache in the API (${testDriver})`, () => {
  const t = useTestApp({ env: { SESSION_CACHE_SECONDS: '5' } });
  afterEach(() => vi.useRealTimers());

  const asCookie = (app: TestApp['app'], cookie: string) =>
    app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  it('refuses a signed-out session at once, though it was checked a moment before', async () => {
    const { client } = await signUp(t.app);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    const cookie = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await asCookie(t.app, cookie)).statusCode).toBe(401);
  });

  it('refuses the other devices at once when their sessions are revoked', async () => {
    const { client, email, password } = await signUp(t.app);
    const other = new TestClient(t.app);
    await other.post('/api/auth/sign-in/email', { email, password });
    expect((await other.get('/api/profile')).statusCode).toBe(200);
    expect((await client.post('/api/auth/revoke-other-sessions')).statusCode).toBe(200);
    expect((await other.get('/api/profile')).statusCode).toBe(401);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
  });

  it('trusts a session deleted behind its back for SESSION_CACHE_SECONDS at most', async () => {
    const { client, userId } = await signUp(t.app);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    expect((await client.get('/api/profile')).statusCode).toBe(401);
  });

  it('checks the database on every request when SESSION_CACHE_SECONDS is 0', async () => {
    const uncached = await createTestApp({ SESSION_CACHE_SECONDS: '0' }, undefined, t.database);
    try {
      const { client, userId } = await signUp(uncached.app);
      expect((await client.get('/api/profile')).statusCode).toBe(200);
      await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
      expect((await client.get('/api/profile')).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });

  it('never lends a session to another cookie name sent beside it (the alias found by the outside probe)', async () => {
    const victim = await signUp(t.app);
    const victimCookie = victim.client.cookieHeader.match(/better-auth\.session_token=([^;]+)/)![1]!;
    const chosen = 'elegido-por-el-atacante';
    const mixed = `__Secure-better-auth.session_token=${chosen}; better-auth.session_token=${victimCookie}`;
    expect((await asCookie(t.app, mixed)).statusCode).toBe(200);
    const alias = await asCookie(t.app, `better-auth.session_token=${chosen}`);
    expect(alias.statusCode).toBe(401);
    const reversed = `better-auth.session_token=${victimCookie}; __Secure-better-auth.session_token=${chosen}`;
    expect((await asCookie(t.app, reversed)).statusCode).toBe(200);
    expect((await asCookie(t.app, `__Secure-better-auth.session_token=${chosen}`)).statusCode).toBe(401);
  });

  it('refuses a Cookie header that carries the session cookie twice', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const both = `${first.client.cookieHeader}; ${second.client.cookieHeader}`;
    const answer = await asCookie(t.app, both);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual({ code: 'AMBIGUOUS_SESSION', message: apiMessages.ambiguousSession });
  });
});

describe('readSessionCookie', () => {
  const name = '__Secure-better-auth.session_token';

  it('reads only the exact configured name, decoded as better-auth decodes it', () => {
    expect(readSessionCookie(`better-auth.session_token=a; ${name}=b%2Bc`, name)).toBe('b+c');
    expect(readSessionCookie('better-auth.session_token=a', name)).toBeNull();
    expect(readSessionCookie(undefined, name)).toBeNull();
  });

  it('calls a second cookie of that name ambiguous', () => {
    expect(readSessionCookie(`${name}=a;${name}=b`, name)).toBe(AMBIGUOUS);
  });
});
