import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlanId } from '#shared/domain/plans';
import type { ServiceId } from '#shared/catalog';
import type { LatLng } from '#shared/domain/geo';
import type { ScheduleForm } from '#shared/schemas/schedule';
import type { Database } from '#server/db/client';
import {
  jobs,
  providerProfiles,
  providerVerifications,
  requestApplications,
  serviceRequests,
} from '#server/db/schema';
import { nextFreeStart, OPEN_SCHEDULE, REQUEST_HOURS_AHEAD, testLength } from './bookable';
import { signUp } from './client';
import { databaseOf } from './harness';

export const ZOCALO: LatLng = { lat: 19.4326, lng: -99.1332 };

/** The exact address and phone a test request or booking gives the provider the customer chooses. */
export const TEST_CONTACT = {
  address: {
    street: 'Calle Madero 10',
    interior: '3',
    colonia: 'Centro',
    references: 'Entre Bolívar e Isabel la Católica',
  },
  phone: '5512345678',
};

/** A valid new-request body; every call gets its own idempotency key. */
export function requestBody(location: LatLng = ZOCALO, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Limpieza de departamento',
    description: 'Dos recámaras, sala y cocina; traigo productos.',
    serviceId: 'home-cleaning',
    budgetRange: '500-1000',
    paymentMethod: 'cash',
    requiredDate: new Date(Date.now() + REQUEST_HOURS_AHEAD * 3_600_000).toISOString(),
    location: { ...location, formattedAddress: 'Centro, Ciudad de México', precision: 'locality' },
    contact: TEST_CONTACT,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function signUpCustomer(app: FastifyInstance, fullName?: string) {
  return signUp(app, 'client', fullName);
}

export interface ProviderSetup {
  area?: LatLng;
  radius?: number;
  plan?: PlanId;
  /** Catalogue services with their 'Precio por hora' in centavos (100 to 1,000,000). */
  services?: { serviceId: ServiceId; hourlyPrice: number }[];
  /**
   * Their 'Disponibilidad', saved when they have services: by default OPEN_SCHEDULE (every day, all day, no
   * travel), so that tests book them at any time bookingBody gives; null keeps the default schedule
   * (Monday to Saturday, 09:00 to 18:00) of a provider who never saved one.
   */
  schedule?: ScheduleForm | null;
  displayName?: string;
  /**
   * An operator approved their identity (approveIdentity), which offers and bookings need. By default, when
   * they have a plan: a provider set up to work. False keeps them unverified (Verificación's own tests).
   */
  verified?: boolean;
}

/** A provider with, optionally, a service area, an active plan and an approved verification, set up as a user would. */
export async function signUpProvider(
  app: FastifyInstance,
  {
    area,
    radius = 5,
    plan,
    services,
    displayName,
    verified = plan !== undefined,
    schedule = services ? OPEN_SCHEDULE : null,
  }: ProviderSetup = {},
) {
  const provider = await signUp(app, 'provider');
  if (verified) await approveIdentity(databaseOf(app).db, provider.userId);
  const expect = async (
    what: string,
    status: number,
    call: Promise<{ statusCode: number; body: string }>,
  ) => {
    const response = await call;
    if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  };
  if (services)
    await expect('services', 200, provider.client.request('PUT', '/api/provider/services', { services }));
  if (schedule)
    await expect('schedule', 200, provider.client.request('PUT', '/api/provider/availability', schedule));
  if (displayName) {
    const profile = { displayName, bio: '', yearsExperience: 3, phone: '5512345678' };
    await expect('profile', 200, provider.client.request('PUT', '/api/provider/profile', profile));
  }
  if (area) {
    const response = await provider.client.request('PUT', '/api/provider/area', {
      location: { ...area, formattedAddress: 'Zona de prueba', precision: 'locality' },
      serviceRadius: radius,
    });
    if (response.statusCode !== 200) throw new Error(`area: ${response.statusCode} ${response.body}`);
  }
  if (plan) {
    const response = await provider.client.post('/api/subscription', { planType: plan });
    if (response.statusCode !== 201) throw new Error(`plan: ${response.statusCode} ${response.body}`);
  }
  return provider;
}

/**
 * A valid booking body for this provider and service; the address defaults to the Zócalo, the length to one hour
 * (the smallest home, 3 h, for a home's cleaning: testLength) and the start to one no other call got
 * (nextFreeStart), which a provider on OPEN_SCHEDULE has free.
 */
export function bookingBody(providerId: string, overrides: Record<string, unknown> = {}) {
  const serviceId = (overrides.serviceId ?? 'home-cleaning') as ServiceId;
  return {
    serviceId,
    providerId,
    requiredDate: overrides.requiredDate ?? nextFreeStart().toISOString(),
    length: testLength(serviceId),
    location: { ...ZOCALO, formattedAddress: 'Centro, Ciudad de México', precision: 'locality' },
    contact: TEST_CONTACT,
    notes: 'Tocar el timbre dos veces.',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export async function publishRequest(
  customer: Awaited<ReturnType<typeof signUpCustomer>>,
  location: LatLng = ZOCALO,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await customer.client.post('/api/requests', requestBody(location, overrides));
  if (response.statusCode !== 201) throw new Error(`request: ${response.statusCode} ${response.body}`);
  return response.json().request.id;
}

export interface RequestRowInput {
  customerId: string;
  lat?: number | null;
  lng?: number | null;
  status?: 'open' | 'assigned' | 'completed' | 'cancelled';
  providerId?: string | null;
  createdAt?: Date;
  requiredDate?: Date;
  title?: string;
}

/** Inserts a request straight into the table, for states the API does not create (no coordinates, closed). */
export async function insertRequest(db: Database, input: RequestRowInput): Promise<string> {
  const [row] = await db
    .insert(serviceRequests)
    .values({
      customerId: input.customerId,
      title: input.title ?? 'Solicitud de prueba',
      description: 'Descripción de prueba suficiente.',
      serviceId: 'home-cleaning',
      budgetRange: '0-500',
      requiredDate: input.requiredDate ?? new Date(Date.now() + 86_400_000),
      location: 'Ciudad de México',
      lat: input.lat === undefined ? ZOCALO.lat : input.lat,
      lng: input.lng === undefined ? ZOCALO.lng : input.lng,
      status: input.status ?? 'open',
      providerId: input.providerId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: serviceRequests.id });
  return row!.id;
}

/**
 * A service between the two written straight into the tables (its request assigned to the provider), at `at`
 * in `status`, 3 hours long: for lists that need many services in states the API reaches only step by step. A
 * provider's pending and confirmed services may not overlap (jobs_no_overlap): give those 3 hours apart.
 */
export async function insertService(
  db: Database,
  parties: { customerId: string; providerId: string },
  status: 'pending' | 'confirmed' | 'done' | 'completed' | 'cancelled',
  at: Date,
): Promise<string> {
  const requestId = await insertRequest(db, { ...parties, status: 'assigned' });
  const [row] = await db
    .insert(jobs)
    .values({
      requestId,
      ...parties,
      title: `Servicio ${status}`,
      serviceId: 'home-cleaning',
      scheduledAt: at,
      timeZone: 'America/Mexico_City',
      location: 'Centro',
      price: 50_000,
      durationMinutes: 180,
      paymentMethod: 'cash',
      status,
      ...(status === 'cancelled' && { cancelledBy: 'customer' as const, cancellationFee: 0 }),
      ...(status === 'done' && { doneAt: at }),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Applications already sent, written directly (e.g. "nine used this month"). */
export async function insertApplications(
  db: Database,
  providerId: string,
  requestIds: string[],
  createdAt?: Date,
) {
  await db.insert(requestApplications).values(
    requestIds.map((requestId) => ({
      requestId,
      providerId,
      proposedPrice: 50_000,
      durationMinutes: 180,
      message: 'Propuesta previa',
      ...(createdAt ? { createdAt } : {}),
    })),
  );
}

/**
 * The grace period providers already on the marketplace got when verification became required (the migration sets
 * it): until `until`, an unverified provider may send offers and be booked.
 */
export async function giveVerificationGrace(db: Database, providerId: string, until: Date) {
  await db
    .insert(providerProfiles)
    .values({ providerId, verificationGraceUntil: until })
    .onConflictDoUpdate({ target: providerProfiles.providerId, set: { verificationGraceUntil: until } });
}

/**
 * An operator approved this provider's identity documents (as the console's Verificaciones does), written
 * directly: most tests need the outcome (offers and bookings ask for it), modules/verification tests the way there.
 */
export async function approveIdentity(db: Database, providerId: string, now = new Date()) {
  const approved = { status: 'approved' as const, adultConfirmedAt: now, submittedAt: now, decidedAt: now };
  await db
    .insert(providerVerifications)
    .values({ providerId, ...approved })
    .onConflictDoUpdate({ target: providerVerifications.providerId, set: approved });
}
