import { eq } from 'drizzle-orm';
import { apiMessages } from '#shared/common-messages';
import type {
  PreferencesInput,
  ProviderServicesInput,
  ServiceArea,
  ServiceAreaInput,
} from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { profiles, providerProfiles, providerServices } from '#server/db/schema';
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
    .select({ serviceId: providerServices.serviceId, hourlyPrice: providerServices.hourlyPrice })
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

export async function getPreferences(db: Database, providerId: string) {
  const [row] = await db
    .select({
      notifyNewRequests: providerProfiles.notifyNewRequests,
      notifyMessages: profiles.notifyMessages,
    })
    .from(profiles)
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, profiles.id))
    .where(eq(profiles.id, providerId));
  return { notifyNewRequests: row?.notifyNewRequests ?? true, notifyMessages: row?.notifyMessages ?? true };
}

/** Saves the choices the input names; the others stay. */
export async function savePreferences(db: Database, providerId: string, input: PreferencesInput, now: Date) {
  await db.transaction(async (tx) => {
    if (input.notifyNewRequests !== undefined)
      await tx
        .insert(providerProfiles)
        .values({ providerId, notifyNewRequests: input.notifyNewRequests })
        .onConflictDoUpdate({
          target: providerProfiles.providerId,
          set: { notifyNewRequests: input.notifyNewRequests, updatedAt: now },
        });
    if (input.notifyMessages !== undefined)
      await tx
        .update(profiles)
        .set({ notifyMessages: input.notifyMessages, updatedAt: now })
        .where(eq(profiles.id, providerId));
  });
  return getPreferences(db, providerId);
}
