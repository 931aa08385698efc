// The data a load run starts from: open requests over Mexico, the customers who posted them, providers with
// areas where people live, and signed-in sessions for the providers and for some customers.
import { sql } from 'drizzle-orm';
import type { NearbyArea } from '#server/modules/requests/nearby-query';
import { insertApiKeys, insertProviders, insertSessions } from './direct-sessions';
import { populatedPoint, random, seedCustomers, seedRequests } from './seed-requests';
import { seedAnalyticsProvider } from './seed-analytics';
import { seedServices, type SeededServices } from './seed-services';
import type { Throwaway } from './throwaway-db';
import { serverVersion } from './throwaway-db';

export interface SeedOptions {
  rows: number;
  customers: number;
  providers: number;
  /** Customers who get a session to post new requests. */
  signedInCustomers: number;
  days: number;
  /** Services (jobs) between the customers and the providers, over ±6 months: the marketplace's lists. */
  services?: number;
  /** The providers move to Empresarial with an API key each (the /api/v1 list). */
  apiKeys?: boolean;
  /** One more provider, Empresarial, with the services and views of 'Estadísticas' (seed-analytics.ts). */
  analytics?: boolean;
}

export interface Seeded {
  providerCookies: string[];
  /** `Bearer …` for each provider, in the cookies' order; empty unless `apiKeys` asked for them. */
  providerKeys: string[];
  customerCookies: string[];
  /** The session of the provider seeded for 'Estadísticas'; empty unless `analytics` asked for one. */
  analyticsCookies: string[];
  areas: Omit<NearbyArea, 'providerId'>[];
  /** Services per status, when `services` asked for some. */
  services: SeededServices['statuses'];
  seconds: number;
  version: string;
}

// Most providers keep the default 5 km; some serve a whole city or region (as in bench:nearby).
const RADII = [5, 5, 5, 5, 5, 10, 10, 25, 25, 50];

export async function seedLoadData(target: Throwaway, options: SeedOptions): Promise<Seeded> {
  const started = performance.now();
  const handle = await target.open();
  try {
    const customers = await seedCustomers(handle.db, options.customers);
    await seedRequests(handle.db, options.rows, customers, 42, options.days);
    const next = random(11);
    const areas = Array.from({ length: options.providers }, (_, i) => ({
      center: populatedPoint(next),
      radiusKm: RADII[i % RADII.length]!,
    }));
    const providerIds = await insertProviders(handle.db, areas);
    const providerCookies = await insertSessions(handle.db, providerIds);
    const providerKeys = options.apiKeys ? await insertApiKeys(handle.db, providerIds) : [];
    const services = options.services
      ? (await seedServices(handle.db, options.services, customers, providerIds)).statuses
      : {};
    const customerCookies = await insertSessions(handle.db, customers.slice(0, options.signedInCustomers));
    let analyticsCookies: string[] = [];
    if (options.analytics) {
      const [analyticsProvider] = await insertProviders(
        handle.db,
        [{ center: populatedPoint(next), radiusKm: 5 }],
        'load-analytics-provider',
      );
      await seedAnalyticsProvider(handle.db, analyticsProvider!, customers[0]!);
      analyticsCookies = await insertSessions(handle.db, [analyticsProvider!]);
    }
    await handle.db.execute(sql`vacuum analyze`);
    const version = await serverVersion(handle);
    return {
      providerCookies,
      providerKeys,
      customerCookies,
      analyticsCookies,
      areas,
      services,
      seconds: (performance.now() - started) / 1000,
      version,
    };
  } finally {
    await handle.close();
  }
}

/** A valid POST /api/requests body at a populated place, with a fresh idempotency key. */
export function newRequestBody(next: () => number, idempotencyKey: string) {
  const point = populatedPoint(next);
  return {
    title: `Limpieza en ${point.place}`,
    description: 'Dos recámaras, sala y cocina; traigo productos.',
    serviceId: 'home-cleaning',
    budgetRange: '500-1000',
    paymentMethod: 'cash',
    requiredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    location: { lat: point.lat, lng: point.lng, formattedAddress: point.place, precision: 'locality' },
    idempotencyKey,
  };
}
