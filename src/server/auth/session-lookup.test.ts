import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { signUp } from '#server/testing/client';
import { TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { readSessionCookie } from './session-cache';
import { signedToken } from './session-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;

// A session cookie read without better-auth when its session is plainly live (session-lookup.ts); better-auth
// still decides the rest: these are the cases that must come out as before.
describe(`the session lookup beside better-auth (${testDriver})`, () => {
  const t = useTestApp();

  const signedIn = async () => {
    const person = await signUp(t.app);
    const cookie = readSessionCookie(person.client.cookieHeader, t.app.authCookieNames!.session) as string;
    return { ...person, cookie };
  };
  const profile = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: {
        origin: TEST_ORIGIN,
        cookie: `${t.app.authCookieNames!.session}=${encodeURIComponent(cookie)}`,
      },
    });
  const expiryOf = async (userId: string) =>
    (
      await t.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
    ).map((row) => row.expiresAt.getTime());

  it('takes only the signature better-auth made with its secret, as better-call writes it', async () => {
    const { cookie, userId } = await signedIn();
    const { secret } = await t.app.auth.$context;
    const [row] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(signedToken(cookie, secret)).toBe(row!.token);
    expect(signedToken(cookie, `${secret}x`)).toBeNull();
    const dot = cookie.lastIndexOf('.');
    const flipped = cookie[dot + 1] === 'A' ? 'B' : 'A';
    expect(signedToken(`${cookie.slice(0, dot + 1)}${flipped}${cookie.slice(dot + 2)}`, secret)).toBeNull();
    expect(signedToken(`${row!.token}x.${cookie.slice(dot + 1)}`, secret)).toBeNull();
    expect(signedToken(row!.token, secret)).toBeNull();
    expect(signedToken(cookie.slice(0, -1), secret)).toBeNull();
    // 44 characters, not base64: refused, never a thrown RangeError (a 500).
    expect(signedToken(`${row!.token}.${'é'.repeat(43)}=`, secret)).toBeNull();
    expect(signedToken(`${row!.token}.${'-'.repeat(43)}=`, secret)).toBeNull();
  });

  it('answers a live session, and refuses the same cookie with its signature changed', async () => {
    const { cookie } = await signedIn();
    t.app.forgetSessions();
    expect((await profile(cookie)).statusCode).toBe(200);
    t.app.forgetSessions();
    const dot = cookie.lastIndexOf('.');
    const tampered = `${cookie.slice(0, dot + 1)}${cookie[dot + 1] === 'A' ? 'B' : 'A'}${cookie.slice(dot + 2)}`;
    expect((await profile(tampered)).statusCode).toBe(401);
  });

  it('leaves a session due for its daily refresh to better-auth, which slides its expiry', async () => {
    const { cookie, userId } = await signedIn();
    // Signed in a day and a minute ago: a week from then, minus that.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '6 days' - interval '1 minute'` })
      .where(eq(sessions.userId, userId));
    t.app.forgetSessions();
    expect((await profile(cookie)).statusCode).toBe(200);
    const [expiresAt] = await expiryOf(userId);
    expect(expiresAt! - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
  });

  it('leaves an expired session to better-auth, which refuses it and deletes it', async () => {
    const { cookie, userId } = await signedIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, userId));
    t.app.forgetSessions();
    expect((await profile(cookie)).statusCode).toBe(401);
    expect(await expiryOf(userId)).toEqual([]);
  });
});
