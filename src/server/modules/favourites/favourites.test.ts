import { strFromU8, unzipSync } from 'fflate';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favouriteMessages } from '#shared/favourite-messages';
import type { Favourites } from '#shared/schemas/favourites';
import { providerPath } from '#shared/slug';
import { favouriteProviders, profiles } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { completedService, directBooking } from '#server/testing/services';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;

describe(`'Favoritos' (${testDriver})`, () => {
  const t = useTestApp();

  const listed = (displayName: string) =>
    signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      displayName,
      services: [
        { serviceId: 'windows', hourlyPrice: 40_000 },
        { serviceId: 'home-cleaning', hourlyPrice: 30_000 },
      ],
    });
  const save = (who: Party, providerId: string) => who.client.request('PUT', `/api/favourites/${providerId}`);
  const unsave = (who: Party, providerId: string) =>
    who.client.request('DELETE', `/api/favourites/${providerId}`);
  const list = async (who: Party) => {
    const answer = await who.client.get('/api/favourites');
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as Favourites).favourites;
  };

  it('saves a listed provider once however often it is clicked, and lists them as their card shows them', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await listed('Brillo Fino');
    for (let i = 0; i < 2; i++) {
      const answer = await save(customer, provider.userId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ providerId: provider.userId, favourite: true });
    }
    const rows = await t.database.db
      .select()
      .from(favouriteProviders)
      .where(eq(favouriteProviders.customerId, customer.userId));
    expect(rows).toHaveLength(1);
    expect(await list(customer)).toEqual([
      {
        id: provider.userId,
        displayName: 'Brillo Fino',
        photoUrl: null,
        rating: { average: null, count: 0 },
        reliability: null,
        identityVerified: true,
        verified: true,
        listed: true,
        path: providerPath({ displayName: 'Brillo Fino', id: provider.userId }),
        serviceIds: ['home-cleaning', 'windows'],
        savedAt: rows[0]!.createdAt.toISOString(),
      },
    ]);
    // Another customer's list is their own.
    expect(await list(await signUpCustomer(t.app))).toEqual([]);
  });

  it('removes a favourite, and answers the same when it is removed again', async () => {
    const customer = await signUpCustomer(t.app);
    const first = await listed('Limpia Ya');
    const second = await listed('Casa Clara');
    await save(customer, first.userId);
    await save(customer, second.userId);
    for (let i = 0; i < 2; i++) {
      const answer = await unsave(customer, first.userId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ providerId: first.userId, favourite: false });
    }
    expect((await list(customer)).map((row) => row.id)).toEqual([second.userId]);
  });

  it('refuses with 404 a provider who is not on the marketplace, an id of no provider, and a customer', async () => {
    const customer = await signUpCustomer(t.app);
    const unlisted = await signUpProvider(t.app, { displayName: 'Sin Plan' });
    const other = await signUpCustomer(t.app);
    for (const id of [unlisted.userId, other.userId, 'nadie123']) {
      const answer = await save(customer, id);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().error).toEqual({ code: 'NOT_FOUND', message: favouriteMessages.notFound });
    }
    // An unlisted provider can still be removed (they may have left after being saved); a customer's id cannot.
    expect((await unsave(customer, unlisted.userId)).statusCode).toBe(200);
    expect((await unsave(customer, other.userId)).statusCode).toBe(404);
    // An address that cannot name an account is not found either.
    expect((await save(customer, 'no-es-un-id')).statusCode).toBe(404);
  });

  it('keeps a favourite who left the marketplace in the list, marked as not bookable', async () => {
    const customer = await signUpCustomer(t.app);
    const provider = await listed('Se Fue');
    await save(customer, provider.userId);
    // Suspended by an operator: off the marketplace until reinstated.
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: t.clock.now() })
      .where(eq(profiles.id, provider.userId));
    const [favourite] = await list(customer);
    expect(favourite).toMatchObject({ id: provider.userId, listed: false, serviceIds: [] });
  });

  it('lets only customers keep favourites', async () => {
    const provider = await listed('Otra Más');
    const other = await listed('Un Proveedor');
    expect((await provider.client.get('/api/favourites')).statusCode).toBe(403);
    expect((await save(provider, other.userId)).statusCode).toBe(403);
    expect((await unsave(provider, other.userId)).statusCode).toBe(403);
  });

  it('puts the favourites in the customer’s data export, and account deletion removes them on both sides', async () => {
    const customer = await signUpCustomer(t.app);
    const kept = await listed('Se Queda');
    const leaving = await listed('Se Va');
    await save(customer, kept.userId);
    await save(customer, leaving.userId);

    const zip = await customer.client.get('/api/account/export');
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const exported = JSON.parse(strFromU8(files['favoritos.json']!)) as { provider_id: string }[];
    expect(exported.map((row) => row.provider_id).sort()).toEqual([kept.userId, leaving.userId].sort());

    const gone = await leaving.client.post('/api/account/delete', { password: leaving.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list(customer)).map((row) => row.id)).toEqual([kept.userId]);

    const deleted = await customer.client.post('/api/account/delete', { password: customer.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(favouriteProviders)
      .where(
        or(
          eq(favouriteProviders.customerId, customer.userId),
          eq(favouriteProviders.providerId, leaving.userId),
        ),
      );
    expect(left).toEqual([]);
  });

  it('fills the wizard in from a completed service, for its customer only', async () => {
    const { customer, provider, service } = await completedService(t);
    await provider.client.request('PUT', '/api/provider/services', {
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 45_000 }],
    });
    const answer = await customer.client.get(`/api/services/${service.id}/book-again`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { bookAgain } = answer.json();
    expect(bookAgain).toMatchObject({
      serviceId: 'home-cleaning',
      provider: { id: provider.userId, hourlyPrice: 45_000 },
      location: { lat: ZOCALO.lat, lng: ZOCALO.lng },
    });
    expect(bookAgain.length.hours).toBeGreaterThan(0);
    // Someone else's, or a service not completed, cannot be booked again this way.
    const stranger = await signUpCustomer(t.app);
    expect((await stranger.client.get(`/api/services/${service.id}/book-again`)).statusCode).toBe(404);
    const pending = await directBooking(t);
    const notDone = await pending.customer.client.get(`/api/services/${pending.service.id}/book-again`);
    expect(notDone.statusCode).toBe(404);
    expect(notDone.json().error.message).toBe(favouriteMessages.bookAgainUnavailable);
  });

  it('fills in no provider once they no longer offer the service', async () => {
    const { customer, service } = await completedService(t);
    const answer = await customer.client.get(`/api/services/${service.id}/book-again`);
    expect(answer.statusCode, answer.body).toBe(200);
    // The offer's provider set no price per hour for the service: the wizard lets the customer choose.
    expect(answer.json().bookAgain.provider).toBeNull();
  });
});
