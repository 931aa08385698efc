import { eq } from 'drizzle-orm';
import type { ProviderProfile, ProviderProfileInput } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { profiles, providerPhotos, providerProfiles } from '#server/db/schema';
import { photoUrl } from '#server/modules/directory';
import type { Storage } from '#server/storage';
import { findShownImage, storeImage, type ProcessedImage } from './provider-image';

/** The profile without 'Logotipo' (logo-store.ts getLogoState), which reads the plan in force. */
export type BaseProviderProfile = Omit<
  ProviderProfile,
  'logoAllowed' | 'hasLogo' | 'logoUrl' | 'logoHiddenReason'
>;

export async function getProviderProfile(db: Database, providerId: string): Promise<BaseProviderProfile> {
  const [row] = await db
    .select({
      phone: profiles.phone,
      displayName: providerProfiles.displayName,
      bio: providerProfiles.bio,
      yearsExperience: providerProfiles.yearsExperience,
      photoEtag: providerPhotos.etag,
      photoHiddenReason: providerPhotos.hiddenReason,
    })
    .from(profiles)
    .leftJoin(providerProfiles, eq(providerProfiles.providerId, profiles.id))
    .leftJoin(providerPhotos, eq(providerPhotos.providerId, profiles.id))
    .where(eq(profiles.id, providerId));
  return {
    displayName: row?.displayName ?? '',
    bio: row?.bio ?? '',
    yearsExperience: row?.yearsExperience ?? 0,
    phone: row?.phone ?? '',
    photoUrl: row?.photoEtag && !row.photoHiddenReason ? photoUrl(providerId, row.photoEtag) : null,
    photoHiddenReason: row?.photoHiddenReason ?? null,
  };
}

export async function saveProviderProfile(
  db: Database,
  providerId: string,
  input: ProviderProfileInput,
  now: Date,
) {
  const { displayName, bio, yearsExperience, phone } = input;
  await db.transaction(async (tx) => {
    await tx
      .insert(providerProfiles)
      .values({ providerId, displayName, bio, yearsExperience })
      .onConflictDoUpdate({
        target: providerProfiles.providerId,
        set: { displayName, bio, yearsExperience, updatedAt: now },
      });
    await tx.update(profiles).set({ phone, updatedAt: now }).where(eq(profiles.id, providerId));
  });
  return getProviderProfile(db, providerId);
}

export async function savePhoto(
  db: Database,
  storage: Storage,
  providerId: string,
  photo: ProcessedImage,
  now: Date,
) {
  await storeImage(storage, providerPhotos, providerId, photo, now, (row) => db.transaction(row));
  return { photoUrl: photoUrl(providerId, photo.etag) };
}

/** The photo anyone may see (its key in the storage port, its type and ETag): none once an operator hid it. */
export function findPhoto(db: Database, providerId: string) {
  return findShownImage(db, providerPhotos, providerId);
}
