import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameFormMessages, validation } from '../../../shared/messages';
import { users } from '../../db/schema';
import { TestClient } from '../../test/client';
import { createTestApp, testDriver, type TestApp } from '../../test/harness';
import { signUpCustomer, signUpProvider } from '../../test/marketplace';

describe(`the person's name (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionName = async (client: TestClient) =>
    (await client.get('/api/auth/get-session')).json().user.name as string;

  it("asks an account made before sign-up took a name once: 'Cuéntanos cómo te llamas' saves it for the greeting", async () => {
    const customer = await signUpCustomer(t.app);
    // As an account made before: no name on the account nor on the profile.
    await t.database.db.update(users).set({ name: '' }).where(eq(users.id, customer.userId));
    await t.database.db.execute(
      `update profiles set full_name = null where id = '${customer.userId}'` as never,
    );
    expect(await sessionName(customer.client)).toBe('');

    const guest = new TestClient(t.app);
    expect((await guest.request('PUT', '/api/profile/name', { fullName: 'Carmen Ruiz' })).statusCode).toBe(
      401,
    );
    for (const [fullName, message] of [
      ['', validation.fullNameRequired],
      ['C', nameFormMessages.tooShort],
      ['Carmen <b>', nameFormMessages.invalid],
    ] as const) {
      const refused = await customer.client.request('PUT', '/api/profile/name', { fullName });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ fullName: message });
    }
    const saved = await customer.client.request('PUT', '/api/profile/name', {
      fullName: ' Carmen Ruiz López ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: 'Carmen Ruiz López', phone: null, address: null });
    expect(await sessionName(customer.client)).toBe('Carmen Ruiz López');
  });

  it('keeps the greeting’s name and Perfil’s the same, for a provider too', async () => {
    const provider = await signUpProvider(t.app);
    expect(await sessionName(provider.client)).toBe('Persona de Prueba');
    const saved = await provider.client.request('PUT', '/api/profile', {
      fullName: 'Rosa Martínez',
      phone: '5512345678',
      address: { street: 'Calle Higuera 12', colonia: 'Coyoacán' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sessionName(provider.client)).toBe('Rosa Martínez');
    expect(
      (await provider.client.request('PUT', '/api/profile/name', { fullName: 'Rosa M. Díaz' })).statusCode,
    ).toBe(400);
  });
});
