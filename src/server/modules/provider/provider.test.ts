import { describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { validation } from '#shared/auth-messages';
import { providerSlug } from '#shared/slug';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  approveIdentity,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const area = {
  location: { lat: 20.6597, lng: -103.3496, formattedAddress: 'Guadalajara, Jalisco', precision: 'locality' },
  serviceRadius: 12,
};
const schedule = {
  weekly: [[], ...Array.from({ length: 6 }, () => [{ start: '08:30', end: '17:00' }])],
  daysOff: [],
  travelMinutes: 30,
  maxPerDay: null,
  instantBooking: false,
};
const profile = {
  displayName: 'Limpiezas Lupita',
  bio: 'Diez años limpiando casas.',
  yearsExperience: 10,
  phone: '33 1234 5678',
};

describe(`provider settings (${testDriver})`, () => {
  const t = useTestApp();

  it('keeps every provider endpoint closed to guests (401) and customers (403)', async () => {
    const guest = new TestClient(t.app);
    const customer = await signUpCustomer(t.app);
    const endpoints: ['GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['GET', '/api/provider/overview'],
      ['GET', '/api/provider/area'],
      ['PUT', '/api/provider/area', area],
      ['GET', '/api/provider/services'],
      ['PUT', '/api/provider/services', { services: [] }],
      ['GET', '/api/provider/profile'],
      ['PUT', '/api/provider/profile', profile],
      ['GET', '/api/provider/availability'],
      ['PUT', '/api/provider/availability', schedule],
      ['GET', '/api/provider/preferences'],
      ['PUT', '/api/provider/preferences', { notifyNewRequests: false }],
      ['GET', '/api/subscription'],
      ['GET', '/api/requests/nearby'],
    ];
    for (const [method, url, body] of endpoints) {
      expect([method, url, (await guest.request(method, url, body)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await customer.client.request(method, url, body)).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
    }
  });

  it('saves the service area and shows it again', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/area')).json()).toEqual({
      location: null,
      serviceRadius: 5,
    });
    const saved = await provider.client.request('PUT', '/api/provider/area', area);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(area);
    expect((await provider.client.get('/api/provider/area')).json()).toEqual(area);
  });

  it('refuses a place outside Mexico and a radius outside 1-50 km, in Spanish, changing nothing', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, radius: 5 });
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...area, location: { ...area.location, lat: 40.4168, lng: -3.7038 } },
        { location: providerMessages.locationOutsideMexico },
      ],
      [{ ...area, serviceRadius: 0 }, { serviceRadius: providerMessages.radiusRange }],
      [{ ...area, serviceRadius: 51 }, { serviceRadius: providerMessages.radiusRange }],
      [{ ...area, serviceRadius: 2.5 }, { serviceRadius: providerMessages.radiusInteger }],
      [{ serviceRadius: 5 }, { location: providerMessages.locationRequired }],
      [
        { ...area, location: { ...area.location, formattedAddress: ' ' } },
        { 'location.formattedAddress': validation.addressRequired },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await provider.client.request('PUT', '/api/provider/area', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect((await provider.client.get('/api/provider/area')).json()).toMatchObject({
      location: { lat: ZOCALO.lat, lng: ZOCALO.lng },
      serviceRadius: 5,
    });
  });

  it('replaces the offered services as a set', async () => {
    const provider = await signUpProvider(t.app);
    const first = {
      services: [
        { serviceId: 'home-cleaning', hourlyPrice: 85_000 },
        { serviceId: 'windows', hourlyPrice: 52_050 },
      ],
    };
    expect((await provider.client.request('PUT', '/api/provider/services', first)).json()).toEqual(first);
    const second = { services: [{ serviceId: 'laundry', hourlyPrice: 30_000 }] };
    await provider.client.request('PUT', '/api/provider/services', second);
    expect((await provider.client.get('/api/provider/services')).json()).toEqual(second);
  });

  it('rejects unknown services, repeated ones and prices per hour missing or out of range', async () => {
    const provider = await signUpProvider(t.app);
    const cases: [unknown, Record<string, string>][] = [
      [
        { services: [{ serviceId: 'piano', hourlyPrice: 100 }] },
        { 'services.0.serviceId': providerMessages.serviceUnknown },
      ],
      [
        { services: [{ serviceId: 'pool', hourlyPrice: 99 }] },
        { 'services.0.hourlyPrice': providerMessages.hourlyPriceRange },
      ],
      [
        { services: [{ serviceId: 'pool', hourlyPrice: 1_000_001 }] },
        { 'services.0.hourlyPrice': providerMessages.hourlyPriceRange },
      ],
      [
        { services: [{ serviceId: 'pool', hourlyPrice: 9_050.5 }] },
        { 'services.0.hourlyPrice': providerMessages.hourlyPriceRange },
      ],
      [
        { services: [{ serviceId: 'pool', price: 9_000 }] },
        { 'services.0.hourlyPrice': providerMessages.hourlyPriceRange },
      ],
      [
        {
          services: [
            { serviceId: 'pool', hourlyPrice: 100 },
            { serviceId: 'pool', hourlyPrice: 200 },
          ],
        },
        { services: providerMessages.serviceRepeated },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await provider.client.request('PUT', '/api/provider/services', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect((await provider.client.get('/api/provider/services')).json()).toEqual({ services: [] });
  });

  it('saves the public profile and the e-mail preference', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/preferences')).json()).toEqual({
      notifyNewRequests: true,
      notifyMessages: true,
    });
    expect(
      (
        await provider.client.request('PUT', '/api/provider/preferences', { notifyNewRequests: false })
      ).json(),
    ).toEqual({ notifyNewRequests: false, notifyMessages: true });
    // Each choice is saved alone; a save that names none is refused.
    expect(
      (await provider.client.request('PUT', '/api/provider/preferences', { notifyMessages: false })).json(),
    ).toEqual({ notifyNewRequests: false, notifyMessages: false });
    expect((await provider.client.request('PUT', '/api/provider/preferences', {})).statusCode).toBe(400);
    const saved = await provider.client.request('PUT', '/api/provider/profile', profile);
    // No plan: 'Logotipo' is neither allowed nor kept.
    const noLogo = { logoAllowed: false, hasLogo: false, logoUrl: null, logoHiddenReason: null };
    expect(saved.json()).toEqual({ ...profile, photoUrl: null, photoHiddenReason: null, ...noLogo });
    expect((await provider.client.get('/api/provider/profile')).json()).toEqual({
      ...profile,
      photoUrl: null,
      photoHiddenReason: null,
      ...noLogo,
    });
    expect((await provider.client.get('/api/provider/preferences')).json()).toEqual({
      notifyNewRequests: false,
      notifyMessages: false,
    });
  });

  it('validates the profile with Spanish messages', async () => {
    const provider = await signUpProvider(t.app);
    const response = await provider.client.request('PUT', '/api/provider/profile', {
      displayName: 'L',
      bio: 'x'.repeat(601),
      yearsExperience: 61,
      phone: '55 1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      displayName: providerMessages.displayNameLength,
      bio: providerMessages.bioTooLong,
      yearsExperience: providerMessages.yearsExperienceRange,
      phone: 'El teléfono debe tener al menos 10 dígitos',
    });
  });

  it('sums up real figures in the overview, with a checklist of what is missing', async () => {
    const provider = await signUpProvider(t.app);
    expect((await provider.client.get('/api/provider/overview')).json()).toEqual({
      subscription: null,
      applicationsThisMonth: 0,
      applicationsRemaining: null,
      openRequestsInArea: null,
      checklist: { plan: false, area: false, services: false, profile: false, verification: false },
      serving: { state: 'required', graceUntil: null, status: 'none', missingDocuments: ['id', 'address'] },
      upcomingServices: 0,
      bookingsToAnswer: 0,
      earningsThisMonth: { total: 0, paid: 0 },
      rating: { average: null, count: 0 },
      publicPath: null,
    });
    const customer = await signUpCustomer(t.app);
    const center = { lat: 25.6866, lng: -100.3161 };
    await publishRequest(customer, center);
    await publishRequest(customer, { lat: center.lat + 0.01, lng: center.lng });
    await provider.client.request('PUT', '/api/provider/area', {
      location: { ...center, formattedAddress: 'Monterrey, Nuevo León', precision: 'locality' },
      serviceRadius: 5,
    });
    await provider.client.post('/api/subscription', { planType: 'basic' });
    await provider.client.request('PUT', '/api/provider/services', {
      services: [{ serviceId: 'pool', hourlyPrice: 90_000 }],
    });
    await provider.client.request('PUT', '/api/provider/profile', profile);
    await approveIdentity(t.database.db, provider.userId);
    const overview = (await provider.client.get('/api/provider/overview')).json();
    expect(overview).toMatchObject({
      subscription: { planType: 'basic' },
      applicationsThisMonth: 0,
      applicationsRemaining: 10,
      openRequestsInArea: 2,
      checklist: { plan: true, area: true, services: true, profile: true, verification: true },
      publicPath: `/proveedores/${providerSlug(profile.displayName, provider.userId)}`,
    });
  });
});
