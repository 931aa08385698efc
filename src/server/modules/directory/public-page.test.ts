import { describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { providerSlug } from '#shared/slug';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  approveIdentity,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';
import { acceptOffer, signUpLucia } from '#server/testing/services';

describe(`a provider's public page (${testDriver})`, () => {
  const t = useTestApp();

  const page = (slug: string) => t.app.inject({ method: 'GET', url: `/api/providers/${slug}` });

  it('shows anyone the provider, their prices, their published reviews with replies and the badge of their plan', async () => {
    t.clock.set(new Date());
    const provider = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      radius: 12,
      displayName: 'Brillo Fino',
      services: [
        { serviceId: 'windows', hourlyPrice: 65_000 },
        { serviceId: 'home-cleaning', hourlyPrice: 50_000 },
      ],
    });
    const customer = await signUpLucia(t.app);
    // A completed service both sides reviewed, and the provider's reply.
    const requestId = await publishRequest(customer, ZOCALO);
    const service = await acceptOffer(customer, provider, requestId, { pesos: 800 });
    t.clock.set(service.scheduledAt);
    for (const [party, action] of [
      [provider, 'mark_done'],
      [customer, 'confirm_completion'],
    ] as const)
      expect((await party.client.post(`/api/services/${service.id}/actions`, { action })).statusCode).toBe(
        200,
      );

    await approveIdentity(t.database.db, provider.userId);
    const slug = providerSlug('Brillo Fino', provider.userId);
    expect(slug).toBe(`brillo-fino-${provider.userId}`);
    const before = await page(slug);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().provider).toMatchObject({
      id: provider.userId,
      displayName: 'Brillo Fino',
      path: `/proveedores/${slug}`,
      identityVerified: true,
      verified: true,
      verificationDueBy: null,
      radiusKm: 12,
      services: [
        { serviceId: 'home-cleaning', hourlyPrice: 50_000 },
        { serviceId: 'windows', hourlyPrice: 65_000 },
      ],
      rating: { average: null, count: 0 },
      reviews: [],
    });

    await customer.client.post(`/api/services/${service.id}/review`, { rating: 4, comment: 'Muy puntual.' });
    // Hidden until the provider writes theirs.
    expect((await page(slug)).json().provider.reviews).toEqual([]);
    await provider.client.post(`/api/services/${service.id}/review`, { rating: 5 });
    const [received] = (await provider.client.get('/api/reviews')).json().received;
    await provider.client.post(`/api/reviews/${received.id}/reply`, { reply: '¡Gracias, Lucía!' });

    const after = (await page(slug)).json().provider;
    expect(after.rating).toEqual({ average: 4, count: 1 });
    expect(after.reviews).toEqual([
      {
        id: received.id,
        authorName: 'Lucía P.',
        rating: 4,
        comment: 'Muy puntual.',
        reply: '¡Gracias, Lucía!',
        publishedAt: expect.any(String),
      },
    ]);
    // The customer's review of the provider is public; the provider's review of the customer is not here.
    expect(JSON.stringify(after)).not.toContain('Pérez');
    // Any name before the id finds the same provider (an old link after a rename).
    expect((await page(`nombre-anterior-${provider.userId}`)).json().provider.path).toBe(
      `/proveedores/${slug}`,
    );
  });

  it('does not show a provider off the marketplace, or anything that is not a provider', async () => {
    const basic = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic', displayName: 'Casa Limpia' });
    await approveIdentity(t.database.db, basic.userId);
    // Básico: the identity is checked, but the plan does not include the badge.
    expect((await page(providerSlug('Casa Limpia', basic.userId))).json().provider).toMatchObject({
      identityVerified: true,
      verified: false,
    });
    const noPlan = await signUpProvider(t.app, { area: ZOCALO, displayName: 'Sin Plan' });
    const noArea = await signUpProvider(t.app, { plan: 'premium', displayName: 'Sin Zona' });
    const unverified = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      displayName: 'Sin Verificar',
      verified: false,
    });
    const customer = await signUpCustomer(t.app);
    for (const slug of [
      providerSlug('Sin Plan', noPlan.userId),
      providerSlug('Sin Zona', noArea.userId),
      providerSlug('Sin Verificar', unverified.userId),
      providerSlug('Cliente', customer.userId),
      'brillo-fino-0000000000000000000000000000000',
      'brillo-fino',
      '-',
      encodeURIComponent("x-1' or '1'='1"),
    ]) {
      const answer = await page(slug);
      expect(answer.statusCode, slug).toBe(404);
      expect(answer.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: providerMessages.publicPageNotFound,
      });
    }
  });
});
