import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameFormMessages } from '#shared/name-form-messages';
import { validation } from '#shared/auth-messages';
import { users } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

describe(`the person's name (${testDriver})`, () => {
  const t = useTestApp();

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

  it('renames a provider from their Perfil: the greeting follows at once, and customers read the new first name until a public name is chosen', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const publicName = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/providers/proveedor-${provider.userId}` })).json()
        .provider.displayName as string;
    const rename = (fullName: string) => provider.client.request('PUT', '/api/profile/name', { fullName });
    expect(await publicName()).toBe('Persona');

    const saved = await rename('Lucía Hernández Soto');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fullName).toBe('Lucía Hernández Soto');
    expect(await sessionName(provider.client)).toBe('Lucía Hernández Soto');
    expect(await publicName()).toBe('Lucía');

    const profile = { displayName: 'Brillo Lucía', bio: '', yearsExperience: 3, phone: '5512345678' };
    expect((await provider.client.request('PUT', '/api/provider/profile', profile)).statusCode).toBe(200);
    expect((await rename('Lucía Soto')).statusCode).toBe(200);
    expect(await publicName()).toBe('Brillo Lucía');
    expect(await sessionName(provider.client)).toBe('Lucía Soto');
  });
});
