import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usedTotpCodes } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, signUp } from '#server/testing/client';
import { secretFromUri, totpCode } from '#server/testing/totp';

describe(`two-factor authentication (${testDriver})`, () => {
  const t = useTestApp();

  async function enrolled() {
    const account = await signUp(t.app);
    const enable = await account.client.post('/api/auth/two-factor/enable', { password: account.password });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    const secret = secretFromUri(totpURI);
    const enrolCode = totpCode(secret);
    const confirm = await account.client.post('/api/auth/two-factor/verify-totp', { code: enrolCode });
    expect(confirm.statusCode).toBe(200);
    return { ...account, secret, backupCodes, enrolCode };
  }

  const signIn = (client: TestClient, email: string, password: string) =>
    client.post('/api/auth/sign-in/email', { email, password });
  // The code enrolment used is spent; the authenticator's next one is accepted too (one step either side).
  const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

  it('refuses a code that was already accepted for the same person (RFC 6238 §5.2)', async () => {
    const { email, password, secret } = await enrolled();
    const code = nextCode(secret);
    const first = new TestClient(t.app);
    await signIn(first, email, password);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);

    const replay = new TestClient(t.app);
    await signIn(replay, email, password);
    const answer = await replay.post('/api/auth/two-factor/verify-totp', { code });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('TWO_FACTOR_INVALID');
    expect((await replay.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('lets only one of two sign-ins that send the same code at once through', async () => {
    const { email, password, secret } = await enrolled();
    const clients = [new TestClient(t.app), new TestClient(t.app)];
    for (const client of clients) await signIn(client, email, password);
    const code = nextCode(secret);
    const answers = await Promise.all(
      clients.map((client) => client.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('spends only the codes it accepts: a refused code leaves no claim behind', async () => {
    const { email, password, secret, userId, enrolCode } = await enrolled();
    const fresh = new TestClient(t.app);
    await signIn(fresh, email, password);
    const wrong = String((Number(enrolCode) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await fresh.post('/api/auth/two-factor/verify-totp', { code: wrong })).statusCode).toBe(401);
    const claims = await t.database.db.select().from(usedTotpCodes).where(eq(usedTotpCodes.userId, userId));
    expect(claims.map((claim) => claim.code)).toEqual([enrolCode]);
    expect(
      (await fresh.post('/api/auth/two-factor/verify-totp', { code: nextCode(secret) })).statusCode,
    ).toBe(200);
  });

  it('enrols with an authenticator app and then asks for the code at sign-in', async () => {
    const { email, password, secret, client } = await enrolled();
    expect((await client.get('/api/auth/get-session')).json().user.twoFactorEnabled).toBe(true);

    const fresh = new TestClient(t.app);
    const first = await signIn(fresh, email, password);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await fresh.get('/api/auth/get-session')).json()).toBeNull();

    const verify = await fresh.post('/api/auth/two-factor/verify-totp', { code: nextCode(secret) });
    expect(verify.statusCode).toBe(200);
    expect((await fresh.get('/api/auth/get-session')).json().user.email).toBe(email);
  });

  it('refuses a wrong code with a Spanish message', async () => {
    const { email, password, secret } = await enrolled();
    const fresh = new TestClient(t.app);
    await signIn(fresh, email, password);
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const response = await fresh.post('/api/auth/two-factor/verify-totp', { code: wrong });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TWO_FACTOR_INVALID');
    expect((await fresh.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('accepts a backup code once', async () => {
    const { email, password, backupCodes } = await enrolled();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const first = new TestClient(t.app);
    await signIn(first, email, password);
    expect(
      (await first.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    const second = new TestClient(t.app);
    await signIn(second, email, password);
    expect(
      (await second.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(401);
  });

  it('turns off with the password, after which sign-in needs no code', async () => {
    const { email, password, client } = await enrolled();
    expect((await client.post('/api/auth/two-factor/disable', { password: 'equivocada' })).statusCode).toBe(
      400,
    );
    expect((await client.post('/api/auth/two-factor/disable', { password })).statusCode).toBe(200);
    const fresh = new TestClient(t.app);
    const response = await signIn(fresh, email, password);
    expect(response.json().twoFactorRedirect).toBeUndefined();
    expect((await fresh.get('/api/auth/get-session')).json().user.email).toBe(email);
  });

  it('rejects a code that is not six digits before it reaches the verifier', async () => {
    const { client } = await signUp(t.app);
    const response = await client.post('/api/auth/two-factor/verify-totp', { code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});
