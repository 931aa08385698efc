import { eq, sql } from 'drizzle-orm';
import { apiMessages } from '../../../shared/messages';
import type { ClientPreferences, ProfileInput } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { NotFoundError } from '../../domain/errors';

const notFound = () => new NotFoundError('NOT_FOUND', apiMessages.notFound);

export async function getOwnProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw notFound();
  return profile;
}

/** Name, phone and address in one statement; the e-mail belongs to the account and is not changed here. */
export async function updateOwnProfile(db: Database, userId: string, input: ProfileInput) {
  const [profile] = await db
    .update(profiles)
    .set({ fullName: input.fullName, phone: input.phone, address: input.address, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  if (!profile) throw notFound();
  return profile;
}

export async function getClientPreferences(db: Database, userId: string): Promise<ClientPreferences> {
  const [row] = await db
    .select({ notifyOffers: profiles.notifyOffers })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { notifyOffers: row?.notifyOffers ?? true };
}

export async function saveClientPreferences(
  db: Database,
  userId: string,
  input: ClientPreferences,
): Promise<ClientPreferences> {
  await db
    .update(profiles)
    .set({ notifyOffers: input.notifyOffers, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  return getClientPreferences(db, userId);
}
