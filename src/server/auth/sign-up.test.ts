import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameFormMessages } from '#shared/name-form-messages';
import { validation } from '#shared/auth-messages';
import { profiles, users } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { TestClient, signUp, uniqueEmail, verificationPath } from '#server/testing/client';

// Everything in an answer that may differ between two identical requests.
const PER_REQUEST_HEADERS = ['date'];

function comparable(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !PER_REQUEST_HEADERS.includes(name)),
  );
  return { status: response.statusCode, headers, body: response.body };
}

describe(`sign-up (${testDriver})`, () => {
  const t = useTestApp();

  const signUpAs = (email: string, password = 'secreta123', userType = 'client', fullName = 'Carmen Ruiz') =>
    new TestClient(t.app).post('/api/auth/sign-up/email', { fullName, email, password, userType });

  it('creates the user and its profile unconfirmed, signs nobody in and e-mails a verification link', async () => {
    const email = uniqueEmail('nuevo');
    const response = await signUpAs(email, 'secreta123', 'provider');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'check-email' });
    expect(response.headers['set-cookie']).toBeUndefined();

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 'provider', emailVerified: false });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ email, userType: 'provider', serviceRadius: 5, fullName: 'Carmen Ruiz' });

    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Confirma tu correo electrónico');
    const link = new URL(`${t.env.APP_URL}${verificationPath(t.app, email)}`);
    expect(link.origin).toBe(t.env.APP_URL);
    expect(mail.html).toContain(link.searchParams.get('token'));
  });

  it('answers an address that already has an account byte for byte like a new one, with no cookie', async () => {
    const { email } = await signUp(t.app);
    const taken = await signUpAs(email.toUpperCase(), 'otra-clave-1');
    const fresh = await signUpAs(uniqueEmail('libre'), 'otra-clave-1');
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(taken.body).not.toContain(email);
  });

  it('e-mails the owner of a taken address, who keeps their account and password', async () => {
    const { email, password, userId } = await signUp(t.app);
    await signUpAs(email, 'clave-del-intruso');

    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe('Ya tienes una cuenta');
    expect(mail.text).toContain(`${t.env.APP_URL}/login`);
    expect(mail.text).toContain(`${t.env.APP_URL}/reset-password`);
    expect(mail.text).not.toContain('verify-email');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.id).toBe(userId);
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
        fullName: validation.fullNameRequired,
        email: validation.invalidEmail,
        password: validation.passwordTooShort,
        userType: validation.userTypeRequired,
      },
    });
  });

  it("asks for 'Nombre completo': 2 to 80 letters, spaces, apostrophes or hyphens, trimmed", async () => {
    const refusals: [string, string][] = [
      ['   ', validation.fullNameRequired],
      ['A', nameFormMessages.tooShort],
      ['Á'.repeat(81), nameFormMessages.tooLong],
      ['R2D2 Robot', nameFormMessages.invalid],
      ['ana@correo.mx', nameFormMessages.invalid],
    ];
    for (const [fullName, message] of refusals) {
      const response = await signUpAs(uniqueEmail('nombre'), 'secreta123', 'client', fullName);
      expect(response.statusCode, fullName).toBe(400);
      expect(response.json().error.fields, fullName).toEqual({ fullName: message });
    }
    const email = uniqueEmail('nombre');
    expect((await signUpAs(email, 'secreta123', 'client', "  María-José O'Connor Núñez ")).statusCode).toBe(
      200,
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(user!.name).toBe("María-José O'Connor Núñez");
    expect(profile!.fullName).toBe("María-José O'Connor Núñez");
  });

  it('leaves no user behind when the profile cannot be written', async () => {
    const email = uniqueEmail('huerfano');
    // A stale profile already holding the e-mail makes the profile insert fail inside the sign-up transaction.
    await t.database.db.insert(users).values({ id: 'otro-usuario', email: `x-${email}`, userType: 'client' });
    await t.database.db.update(profiles).set({ email }).where(eq(profiles.id, 'otro-usuario'));
    const response = await signUpAs(email);
    expect(response.statusCode).toBe(422);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const email = uniqueEmail('doble');
    await Promise.all([signUpAs(email), signUpAs(email)]);
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
