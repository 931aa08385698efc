import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validation } from '../../shared/messages';
import { profiles, users } from '../db/schema';
import { createTestApp, testDriver, type TestApp } from '../test/harness';
import { TestClient, signUp, uniqueEmail } from '../test/client';

describe(`sign-up (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the user and its profile, and signs the person in', async () => {
    const { client, email, userId } = await signUp(t.app, 'provider');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ email, userType: 'provider', serviceRadius: 5 });
    const session = await client.get('/api/auth/get-session');
    expect(session.json().user).toMatchObject({ email, userType: 'provider', twoFactorEnabled: false });
  });

  it('stores `customer` as the client role', async () => {
    const { client } = await signUp(t.app, 'customer');
    expect((await client.get('/api/profile')).json().userType).toBe('client');
  });

  it('answers every invalid field with the Spanish message of the form', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: 'no-es-correo',
      password: '123',
      userType: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        email: validation.invalidEmail,
        password: validation.passwordTooShort,
        userType: validation.userTypeRequired,
      },
    });
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signUp(t.app);
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: email.toUpperCase(),
      password: 'otra-clave',
      userType: 'client',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('leaves no user behind when the profile cannot be written', async () => {
    const email = uniqueEmail('huerfano');
    // A stale profile already holding the e-mail makes the profile insert fail inside the sign-up transaction.
    await t.database.db.insert(users).values({ id: 'otro-usuario', email: `x-${email}`, userType: 'client' });
    await t.database.db.update(profiles).set({ email }).where(eq(profiles.id, 'otro-usuario'));
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email,
      password: 'secreta123',
      userType: 'client',
    });
    expect(response.statusCode).toBe(422);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const email = uniqueEmail('doble');
    const body = { email, password: 'secreta123', userType: 'client' };
    const responses = await Promise.all([
      new TestClient(t.app).post('/api/auth/sign-up/email', body),
      new TestClient(t.app).post('/api/auth/sign-up/email', body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);
  });

  it('does not let a person change their role afterwards', async () => {
    const { client } = await signUp(t.app, 'client');
    const response = await client.post('/api/auth/update-user', { userType: 'provider' });
    expect(response.statusCode).toBe(404);
    expect((await client.get('/api/profile')).json().userType).toBe('client');
  });
});
