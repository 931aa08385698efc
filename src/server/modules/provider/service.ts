import { eq } from 'drizzle-orm';
import { apiMessages } from '#shared/common-messages';
import type {
  AvailabilityInput,
  PreferencesInput,
  ProviderServicesInput,
  ServiceArea,
  ServiceAreaInput,
} from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { profiles, providerAvailability, providerProfiles, providerServices } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';

export async function getArea(db: Database, providerId: string): Promise<ServiceArea> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, providerId)).limit(1);
  if (!row) throw new NotFoundError('NOT_FOUND', apiMessages.notFound);
  const hasLocation = row.lat != null && row.lng != null;
  return {
    location: hasLocation
      ? {
          lat: row.lat!,
          lng: row.lng!,
          formattedAddress: row.formattedAddress ?? '',
          precision: row.precision ?? 'locality',
        }
      : null,
    serviceRadius: row.serviceRadius,
  };
}

export async function saveArea(db: Database, providerId: string, input: ServiceAreaInput, now: Date) {
  const { lat, lng, formattedAddress, precision } = input.location;
  await db
    .update(profiles)
    .set({ lat, lng, formattedAddress, precision, serviceRadius: input.serviceRadius, updatedAt: now })
    .where(eq(profiles.id, providerId));
  return getArea(db, providerId);
}

export async function getServices(db: Database, providerId: string) {
  const rows = await db
    .select({ serviceId: providerServices.serviceId, price: providerServices.price })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId))
    .orderBy(providerServices.serviceId);
  return { services: rows };
}

export async function replaceServices(db: Database, providerId: string, input: ProviderServicesInput) {
  await db.transaction(async (tx) => {
    await tx.delete(providerServices).where(eq(providerServices.providerId, providerId));
    if (input.services.length) {
      await tx.insert(providerServices).values(input.services.map((item) => ({ providerId, ...item })));
    }
  });
  return getServices(db, providerId);
}

// Until a provider saves their week, every day shows closed with office hours ready to switch on.
const DEFAULT_DAY = { enabled: false, start: '09:00', end: '18:00' };

export async function getAvailability(db: Database, providerId: string) {
  const rows = await db
    .select()
    .from(providerAvailability)
    .where(eq(providerAvailability.providerId, providerId));
  const days = Array.from({ length: 7 }, (_, weekday) => {
    const row = rows.find((candidate) => candidate.weekday === weekday);
    return row
      ? { weekday, enabled: row.enabled, start: row.startTime, end: row.endTime }
      : { weekday, ...DEFAULT_DAY };
  });
  return { days };
}

export async function saveAvailability(db: Database, providerId: string, input: AvailabilityInput) {
  await db.transaction(async (tx) => {
    await tx.delete(providerAvailability).where(eq(providerAvailability.providerId, providerId));
    await tx.insert(providerAvailability).values(
      input.days.map((day) => ({
        providerId,
        weekday: day.weekday,
        enabled: day.enabled,
        startTime: day.start,
        endTime: day.end,
      })),
    );
  });
  return getAvailability(db, providerId);
}

export async function getPreferences(db: Database, providerId: string) {
  const [row] = await db
    .select({ notifyNewRequests: providerProfiles.notifyNewRequests })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return { notifyNewRequests: row?.notifyNewRequests ?? true };
}

export async function savePreferences(db: Database, providerId: string, input: PreferencesInput, now: Date) {
  await db
    .insert(providerProfiles)
    .values({ providerId, notifyNewRequests: input.notifyNewRequests })
    .onConflictDoUpdate({
      target: providerProfiles.providerId,
      set: { notifyNewRequests: input.notifyNewRequests, updatedAt: now },
    });
  return getPreferences(db, providerId);
}
