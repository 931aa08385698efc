import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canServeCustomers } from '#shared/domain/serving';
import { servingMessages } from '#shared/serving-messages';
import { providerSlug } from '#shared/slug';
import { rowsOf } from '#server/db/client';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { uploadDocument } from '#server/testing/documents';
import {
  bookingBody,
  giveVerificationGrace,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { listPublicProviderPages } from '#server/modules/directory/public-page';
import { servesCustomers, servingStandingColumns, standingOf, type StandingRow } from './serving';

const HOUR = 3_600_000;
const GARDEN = [{ serviceId: 'garden' as const, hourlyPrice: 40_000 }];

describe(`only providers with an approved verification serve customers (${testDriver})`, () => {
  const t = useTestApp();

  type Provider = Awaited<ReturnType<typeof signUpProvider>>;
  /** On Premium, with an area, a name and a price for gardening: on the marketplace but for verification. */
  const unverifiedProvider = (displayName: string) =>
    signUpProvider(t.app, { area: ZOCALO, plan: 'premium', services: GARDEN, displayName, verified: false });
  const offer = (provider: Provider, requestId: string) =>
    provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Puedo ir el sábado temprano.',
    });
  const nearby = async (provider: Provider) => (await provider.client.get('/api/requests/nearby')).json();
  const listed = async () =>
    (
      (await new TestClient(t.app).get('/api/services/garden/providers')).json().providers as { id: string }[]
    ).map((provider) => provider.id);
  const book = (customer: Awaited<ReturnType<typeof signUpCustomer>>, provider: Provider) =>
    customer.client.post('/api/bookings', bookingBody(provider.userId, { serviceId: 'garden' }));
  /** A request whose date outlives the clock moves of these tests. */
  const laterRequest = (customer: Awaited<ReturnType<typeof signUpCustomer>>) =>
    publishRequest(customer, ZOCALO, {
      requiredDate: new Date(t.clock.now().getTime() + 20 * 86_400_000).toISOString(),
    });

  it('shows an unverified provider the nearby list read-only, refuses their offer (403), and takes it once an operator approves', async () => {
    const customer = await signUpCustomer(t.app);
    const requestId = await laterRequest(customer);
    const provider = await unverifiedProvider('Jardines Pendientes');

    const before = await nearby(provider);
    expect(before.requests.map((request: { id: string }) => request.id)).toContain(requestId);
    expect(before).toMatchObject({
      canApply: false,
      reason: 'no-verification',
      serving: { state: 'required', graceUntil: null, status: 'none', missingDocuments: ['id', 'address'] },
    });
    const refused = await offer(provider, requestId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'VERIFICATION_REQUIRED', message: servingMessages.offerRefused },
    });
    expect(refused.json().error.message).toBe(
      'Para enviar propuestas necesitas tu verificación aprobada (identificación oficial y comprobante de domicilio).',
    );
    // Nothing reached the customer.
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((request: { id: string }) => request.id === requestId).offers).toEqual([]);
    const overview = (await provider.client.get('/api/provider/overview')).json();
    expect(overview).toMatchObject({ checklist: { verification: false }, serving: { state: 'required' } });
    expect(overview.publicPath).toBeNull();

    for (const kind of ['id', 'address']) {
      const upload = await uploadDocument(t.app, provider, kind);
      expect(upload.statusCode, upload.body).toBe(200);
    }
    expect((await provider.client.post('/api/provider/verification', { adult: true })).statusCode).toBe(200);
    expect((await nearby(provider)).serving).toMatchObject({ status: 'pending', missingDocuments: [] });
    expect((await offer(provider, requestId)).json().error.code).toBe('VERIFICATION_REQUIRED');

    const operator = await signUpOperator(t);
    const approved = await operator.client.post(`/api/operator/verifications/${provider.userId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await nearby(provider)).toMatchObject({
      canApply: true,
      reason: null,
      serving: { state: 'verified', status: 'approved' },
    });
    expect((await offer(provider, requestId)).statusCode).toBe(201);
    expect((await provider.client.get('/api/provider/overview')).json().checklist.verification).toBe(true);
  });

  it('keeps an unverified provider out of the wizard, the public pages and the sitemap, and refuses to book them (403)', async () => {
    const unverified = await unverifiedProvider('Jardines Sin Papeles');
    const verified = await signUpProvider(t.app, {
      area: ZOCALO,
      plan: 'premium',
      services: GARDEN,
      displayName: 'Jardines Verificados',
    });
    const ids = await listed();
    expect(ids).toContain(verified.userId);
    expect(ids).not.toContain(unverified.userId);

    const page = (name: string, id: string) =>
      new TestClient(t.app).get(`/api/providers/${providerSlug(name, id)}`);
    expect((await page('Jardines Verificados', verified.userId)).statusCode).toBe(200);
    const hidden = await page('Jardines Sin Papeles', unverified.userId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('NOT_FOUND');
    const sitemap = (await listPublicProviderPages(t.database.db, t.clock.now())).map((entry) => entry.path);
    expect(sitemap.some((path) => path.endsWith(verified.userId))).toBe(true);
    expect(sitemap.some((path) => path.endsWith(unverified.userId))).toBe(false);

    const customer = await signUpCustomer(t.app);
    const refused = await book(customer, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'PROVIDER_NOT_VERIFIED',
        message: servingMessages.bookingRefused,
        fields: { providerId: servingMessages.bookingRefused },
      },
    });
    expect((await customer.client.get('/api/requests/mine')).json().requests).toEqual([]);
    expect((await book(customer, verified)).statusCode).toBe(201);
  });

  it('lets a provider in their grace period offer and be booked until it ends, on the injected clock', async () => {
    t.clock.set(new Date());
    const customer = await signUpCustomer(t.app);
    const [first, second] = [await laterRequest(customer), await laterRequest(customer)];
    const provider = await unverifiedProvider('Jardines en Gracia');
    const until = new Date(t.clock.now().getTime() + 2 * HOUR);
    await giveVerificationGrace(t.database.db, provider.userId, until);

    expect(await nearby(provider)).toMatchObject({
      canApply: true,
      reason: null,
      serving: { state: 'grace', graceUntil: until.toISOString(), missingDocuments: ['id', 'address'] },
    });
    expect((await provider.client.get('/api/provider/overview')).json().publicPath).not.toBeNull();
    expect((await offer(provider, first)).statusCode).toBe(201);
    expect(await listed()).toContain(provider.userId);
    // Listed, and said to be so for their grace period: the wizard's card and the public page read 'Verificación
    // pendiente', never a verification badge.
    const cards = (await new TestClient(t.app).get('/api/services/garden/providers')).json().providers;
    const dueBy = { identityVerified: false, verified: false, verificationDueBy: until.toISOString() };
    expect(cards.find((card: { id: string }) => card.id === provider.userId)).toMatchObject(dueBy);
    const page = await new TestClient(t.app).get(
      `/api/providers/${providerSlug('Jardines en Gracia', provider.userId)}`,
    );
    expect(page.json().provider).toMatchObject(dueBy);
    expect((await book(customer, provider)).statusCode).toBe(201);

    t.clock.advance(2 * HOUR - 1);
    expect(await listed()).toContain(provider.userId);
    t.clock.advance(1);
    // The grace period ends at `until` itself.
    expect((await offer(provider, second)).json().error.code).toBe('VERIFICATION_REQUIRED');
    expect(await listed()).not.toContain(provider.userId);
    expect((await book(customer, provider)).json().error.code).toBe('PROVIDER_NOT_VERIFIED');
    expect((await provider.client.get('/api/provider/overview')).json()).toMatchObject({
      serving: { state: 'required' },
      publicPath: null,
    });
  });

  it('turns the nearby list read-only on the app’s clock once the grace period ends, without a row changing', async () => {
    t.clock.set(new Date());
    const customer = await signUpCustomer(t.app);
    const requestId = await laterRequest(customer);
    const provider = await unverifiedProvider('Jardines al Límite');
    const until = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    await giveVerificationGrace(t.database.db, provider.userId, until);
    const grace = { graceUntil: until.toISOString(), status: 'none', missingDocuments: ['id', 'address'] };
    const ids = (list: { requests: { id: string }[] }) => list.requests.map((request) => request.id);

    t.clock.set(new Date(until.getTime() - 1));
    const before = await nearby(provider);
    expect(before).toMatchObject({ canApply: true, reason: null, serving: { state: 'grace', ...grace } });
    expect(ids(before)).toContain(requestId);
    // Days ahead of the system's clock: only the app's says the grace period is over.
    t.clock.set(until);
    const after = await nearby(provider);
    expect(after).toMatchObject({
      canApply: false,
      reason: 'no-verification',
      serving: { state: 'required', ...grace },
    });
    expect(ids(after)).toContain(requestId);
    expect((await provider.client.get('/api/provider/overview')).json().serving).toEqual(after.serving);
  });
});

describe(`servesCustomers (SQL) and canServeCustomers (TypeScript) agree (${testDriver})`, () => {
  const t = useTestApp();

  // The bookable list, the public pages and the sitemap filter with the SQL; offers, bookings and the panel decide
  // with the TypeScript. Both read the same columns (servingStandingColumns).
  it('gives the same answer for every verification and grace period around the instant asked', async () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    const verifications = [null, 'approved', 'pending', 'rejected'] as const;
    const graces = [null, at(-30 * 86_400_000), at(-1), now, at(1), at(30 * 86_400_000)];
    const cases = verifications.flatMap((status) => graces.map((grace) => ({ status, grace })));
    const ids = cases.map((_, i) => `serving-rule-${i}`);
    const db = t.database.db;
    await db.execute(sql`insert into users (id, email, user_type)
      select id, id || '@ejemplo.mx', 'provider' from unnest(${sql.param(ids)}::text[]) as id`);
    for (const [i, { status, grace }] of cases.entries()) {
      if (grace) await giveVerificationGrace(db, ids[i]!, grace);
      if (status)
        await db.execute(sql`insert into provider_verifications
          (provider_id, status, adult_confirmed_at, submitted_at, decided_at)
          values (${ids[i]}, ${status}, ${at(-HOUR).toISOString()}, ${at(-HOUR).toISOString()},
            ${status === 'pending' ? null : at(-1).toISOString()})`);
    }

    const rows = rowsOf<{ id: string; serves: boolean } & StandingRow>(
      await db.execute(sql`select p.id, ${servesCustomers(now.toISOString())} as serves, ${servingStandingColumns}
        from profiles p where p.id = any(${sql.param(ids)}::text[])`),
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows) {
      const { status, grace } = cases[ids.indexOf(row.id)]!;
      const expected = status === 'approved' || (grace !== null && grace > now);
      expect(
        [row.serves, canServeCustomers(standingOf(row), now)],
        `${status} ${grace?.toISOString()}`,
      ).toEqual([expected, expected]);
    }
  });
});
