import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages } from '#shared/analytics-messages';
import { analyticsWindow } from '#shared/domain/analytics-window';
import type { ProviderAnalytics } from '#shared/schemas/analytics';
import { providerSlug } from '#shared/slug';
import { jobs, reviews } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { createTestApp, testDriver, useTestApp } from '#server/testing/harness';
import {
  insertApplications,
  insertRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

type Provider = Awaited<ReturnType<typeof signUpProvider>>;
const DAY = 86_400_000;
const NOW = new Date('2026-11-20T18:00:00Z');

describe(`Estadísticas, the Empresarial plan's analytics (${testDriver})`, () => {
  const t = useTestApp();
  let guest: TestClient;
  beforeAll(async () => {
    t.clock.set(NOW);
    guest = new TestClient(t.app);
  });

  const enterprise = (displayName: string) =>
    signUpProvider(t.app, {
      plan: 'enterprise',
      area: ZOCALO,
      displayName,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 15_000 }],
    });
  const analytics = async (provider: Provider) => {
    const answer = await provider.client.get('/api/provider/analytics');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ProviderAnalytics;
  };
  const pageOf = (provider: Provider) => `/api/providers/${providerSlug('proveedor', provider.userId)}`;

  it('counts each visit of the public page and each answer of the wizard’s list naming the provider, not the provider’s own visits', async () => {
    const provider = await enterprise('Brillo Total');
    const other = await enterprise('Casa Limpia');
    const customer = await signUpCustomer(t.app);
    for (const visitor of [guest, guest, customer.client, provider.client])
      expect((await visitor.get(pageOf(provider))).statusCode).toBe(200);
    expect((await guest.get(pageOf(other))).statusCode).toBe(200);
    for (let list = 0; list < 3; list += 1) {
      const answer = await guest.get('/api/services/home-cleaning/providers');
      expect(answer.json().providers.map((row: { id: string }) => row.id)).toContain(provider.userId);
    }
    expect(t.app.analytics.buffered).toBeGreaterThan(0);
    await t.app.analytics.flush();
    expect(t.app.analytics.buffered).toBe(0);

    const mine = await analytics(provider);
    expect(mine.months).toHaveLength(12);
    expect(mine.months.at(-1)).toMatchObject({ month: '2026-11', profileViews: 3, wizardAppearances: 3 });
    expect(mine.months[0]!.month).toBe('2025-12');
    expect(mine.recent).toMatchObject({ from: '2026-10-22', profileViews: 3, wizardAppearances: 3 });
    expect((await analytics(other)).recent).toMatchObject({ profileViews: 1, wizardAppearances: 3 });
  });

  it('adds what later batches bring to the same day, and files a view after midnight in Mexico City under the next day', async () => {
    const provider = await enterprise('Hogar Feliz');
    await guest.get(pageOf(provider));
    await t.app.analytics.flush();
    // 23:30 on the 30th of November in Mexico City is already 1 December in UTC.
    t.clock.set(new Date('2026-12-01T05:30:00Z'));
    await guest.get(pageOf(provider));
    await guest.get(pageOf(provider));
    await t.app.analytics.flush();
    t.clock.set(new Date('2026-12-01T06:30:00Z'));
    await guest.get(pageOf(provider));
    await t.app.analytics.flush();
    const { months, recent } = await analytics(provider);
    expect(months.at(-1)).toMatchObject({ month: '2026-12', profileViews: 1 });
    expect(months.at(-2)).toMatchObject({ month: '2026-11', profileViews: 3 });
    expect(recent.profileViews).toBe(4);
    t.clock.set(NOW);
  });

  it('counts offers sent and accepted, completed services, earnings as Ganancias files them and customers’ visible ratings', async () => {
    const provider = await enterprise('Limpieza Sol');
    const customer = await signUpCustomer(t.app);
    const db = t.database.db;
    const recentAt = new Date(NOW.getTime() - 5 * DAY);
    const oldAt = new Date('2026-06-15T18:00:00Z');
    const request = (createdAt: Date) => insertRequest(db, { customerId: customer.userId, createdAt });
    const recentRequests = [await request(recentAt), await request(recentAt), await request(recentAt)];
    await insertApplications(db, provider.userId, recentRequests, recentAt);
    await insertApplications(db, provider.userId, [await request(oldAt)], oldAt);
    const job = async (requestId: string, at: Date, price: number, status: 'completed' | 'cancelled') => {
      const [row] = await db
        .insert(jobs)
        .values({
          requestId,
          customerId: customer.userId,
          providerId: provider.userId,
          title: 'Limpieza',
          serviceId: 'home-cleaning',
          scheduledAt: at,
          timeZone: 'America/Mexico_City',
          location: 'Centro',
          price,
          durationMinutes: 180,
          paymentMethod: 'cash',
          status,
          completedAt: status === 'completed' ? at : null,
          cancellationFee: status === 'cancelled' ? 0 : null,
        })
        .returning({ id: jobs.id });
      return row!.id;
    };
    const done = await job(recentRequests[0]!, recentAt, 60_000, 'completed');
    await job(recentRequests[1]!, recentAt, 30_000, 'cancelled');
    const older = await job(await request(oldAt), oldAt, 80_000, 'completed');
    await db.execute(sql`update request_applications set status = 'accepted'
      where provider_id = ${provider.userId} and request_id = ${recentRequests[0]!}`);
    const review = (jobId: string, rating: number, publishedAt: Date, hidden = false) =>
      db.insert(reviews).values({
        jobId,
        authorRole: 'customer',
        authorId: customer.userId,
        subjectId: provider.userId,
        rating,
        comment: 'Muy bien',
        createdAt: publishedAt,
        publishedAt,
        hiddenAt: hidden ? publishedAt : null,
      });
    await review(done, 4, recentAt);
    await review(older, 5, oldAt);
    // Hidden by an operator: in no average.
    const hiddenJob = await job(await request(oldAt), oldAt, 10_000, 'completed');
    await review(hiddenJob, 1, oldAt, true);

    const { months, recent } = await analytics(provider);
    expect(recent).toMatchObject({
      offersSent: 3,
      offersAccepted: 1,
      acceptanceRate: 1 / 3,
      completedServices: 1,
      earnings: 60_000,
      averageRating: 4,
      ratingCount: 1,
    });
    expect(months.find((month) => month.month === '2026-06')).toMatchObject({
      offersSent: 1,
      offersAccepted: 0,
      acceptanceRate: 0,
      completedServices: 2,
      earnings: 90_000,
      averageRating: 5,
      ratingCount: 1,
    });
    const csv = await provider.client.get('/api/provider/analytics.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${analyticsMessages.csvFileName}"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${analyticsMessages.csvColumns.join(',')}`);
    expect(lines).toHaveLength(12 + 3);
    expect(lines[7]).toBe('2026-06,0,0,1,0,0.0,2,900.00,5.0,1');
    expect(lines[13]).toBe(`${analyticsMessages.csvRecentRow},0,0,3,1,33.3,1,600.00,4.0,1`);
  });

  it('refuses the figures and the CSV with PLAN_REQUIRED to Básico and Premium providers, and to a plan that ended', async () => {
    for (const plan of ['basic', 'premium'] as const) {
      const provider = await signUpProvider(t.app, { plan });
      for (const path of ['/api/provider/analytics', '/api/provider/analytics.csv']) {
        const answer = await provider.client.get(path);
        expect(answer.statusCode, path).toBe(403);
        expect(answer.json().error).toEqual({
          code: 'PLAN_REQUIRED',
          message: analyticsMessages.planRequired,
        });
      }
    }
    const lapsed = await enterprise('Plan Vencido');
    t.clock.set(new Date(NOW.getTime() + 400 * DAY));
    expect((await lapsed.client.get('/api/provider/analytics')).statusCode).toBe(403);
    t.clock.set(NOW);
  });

  it('writes what it still holds when the server closes, as a graceful shutdown does', async () => {
    const provider = await enterprise('Cierre Limpio');
    const other = await createTestApp({}, undefined, t.database, { clock: t.clock });
    await new TestClient(other.app).get(pageOf(provider));
    expect(other.app.analytics.buffered).toBe(1);
    await other.close();
    expect((await analytics(provider)).recent.profileViews).toBe(1);
  });

  it('skips a provider deleted while their views waited in the buffer, and keeps everyone else’s', async () => {
    const kept = await enterprise('Sigue Aquí');
    // An account that can be deleted outright (a provider with a plan has payments, kept by law).
    const gone = await signUpCustomer(t.app);
    await guest.get(pageOf(kept));
    t.app.analytics.record(gone.userId, 'profile_view');
    await t.database.db.execute(sql`delete from profiles where id = ${gone.userId}`);
    await t.app.analytics.flush();
    expect((await analytics(kept)).recent.profileViews).toBe(1);
  });
});

describe('analyticsWindow', () => {
  it('gives the twelve months up to the current one in Mexico City and the thirty days up to today', () => {
    const window = analyticsWindow(new Date('2027-01-01T05:00:00Z'));
    expect(window.months[0]).toBe('2026-01');
    expect(window.months.at(-1)).toBe('2026-12');
    expect(window.recentFirstDay).toBe('2026-12-02');
    expect(window.since.toISOString()).toBe('2026-01-01T06:00:00.000Z');
    expect(window.monthStarts).toHaveLength(13);
    expect(window.monthStarts.at(-1)!.toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });
});
