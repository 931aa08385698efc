import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUp, TestClient } from '#server/testing/client';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`session lifetime (${testDriver})`, () => {
  const t = useTestApp();

  it('renews a session that is close to expiring when it is read', async () => {
    const { client, userId } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 hour'`, updatedAt: sql`now() - interval '6 days'` })
      .where(eq(sessions.userId, userId));
    const response = await client.get('/api/auth/get-session');
    const expiresAt = new Date(response.json().session.expiresAt).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(6 * DAY_MS);
    expect(response.cookies.some((cookie) => cookie.name.endsWith('session_token'))).toBe(true);
  });

  it('treats an expired session as signed out', async () => {
    const { client, userId } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, userId));
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
    expect((await client.get('/api/profile')).statusCode).toBe(401);
  });

  it('never sends the password hash or the two-factor secret to the browser', async () => {
    const { client } = await signUp(t.app);
    const body = (await client.get('/api/auth/get-session')).body;
    expect(body).not.toMatch(/password|secret|backupCodes/i);
  });

  it('never writes a session token in an answer: sign-in, get-session and list-sessions leave it to the cookie', async () => {
    const { client, email, password, userId } = await signUp(t.app);
    const laptop = new TestClient(t.app);
    const signIn = await laptop.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    const current = await client.get('/api/auth/get-session');
    const list = await client.get('/api/auth/list-sessions');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(current.json().session.id).toEqual(expect.any(String));

    const tokens = (
      await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))
    ).map((row) => row.token);
    expect(tokens).toHaveLength(2);
    for (const answer of [signIn, current, list]) {
      expect(answer.body).not.toMatch(/"token"/);
      for (const token of tokens) expect(answer.body).not.toContain(token);
    }
    // The session is still the cookie's: the laptop reads its own.
    expect((await laptop.get('/api/auth/get-session')).json().user.id).toBe(userId);
  });
});
