import { eq, sql } from 'drizzle-orm';
import { apiMessages } from '#shared/common-messages';
import type { ExactAddress, ExactAddressInput } from '#shared/schemas/address';
import type { FullNameInput } from '#shared/schemas/names';
import type {
  ClientPreferences,
  ClientPreferencesInput,
  Profile,
  ProfileInput,
} from '#shared/schemas/profile';
import type { Database } from '#server/db/client';
import { profiles, users } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';

const notFound = () => new NotFoundError('NOT_FOUND', apiMessages.notFound);

type ProfileRow = typeof profiles.$inferSelect;

/** The columns an exact address is stored in (profiles, requests and services use the same names). */
export function addressColumns(address: ExactAddressInput) {
  return {
    address: address.street,
    addressInterior: address.interior || null,
    addressColonia: address.colonia,
    addressReferences: address.references || null,
  };
}

/** The stored address, or null while there is none. */
export function addressOf(row: {
  address: string | null;
  addressInterior: string | null;
  addressColonia: string | null;
  addressReferences: string | null;
}): ExactAddress | null {
  if (!row.address) return null;
  return {
    street: row.address,
    interior: row.addressInterior,
    colonia: row.addressColonia,
    references: row.addressReferences,
  };
}

function toProfile(row: ProfileRow): Profile {
  return { ...row, address: addressOf(row) };
}

export async function getOwnProfile(db: Database, userId: string): Promise<Profile> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw notFound();
  return toProfile(profile);
}

// The account's name (the session's, which greets the person) follows the profile's in the same transaction.
async function saveName(tx: Database, userId: string, fullName: string) {
  await tx
    .update(users)
    .set({ name: fullName, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Name, phone and address in one transaction; the e-mail belongs to the account and is not changed here. A
 * service already agreed keeps the address and phone it was agreed with.
 */
export async function updateOwnProfile(db: Database, userId: string, input: ProfileInput) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        ...addressColumns(input.address),
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId))
      .returning();
    if (!profile) throw notFound();
    await saveName(tx, userId, input.fullName);
    return toProfile(profile);
  });
}

/** 'Cuéntanos cómo te llamas': the name alone, for an account made before sign-up asked for it. */
export async function saveFullName(db: Database, userId: string, { fullName }: FullNameInput) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ fullName, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    if (!profile) throw notFound();
    await saveName(tx, userId, fullName);
    return toProfile(profile);
  });
}

export async function getClientPreferences(db: Database, userId: string): Promise<ClientPreferences> {
  const [row] = await db
    .select({ notifyOffers: profiles.notifyOffers, notifyMessages: profiles.notifyMessages })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { notifyOffers: row?.notifyOffers ?? true, notifyMessages: row?.notifyMessages ?? true };
}

/** Saves the choices the input names; the others stay. */
export async function saveClientPreferences(
  db: Database,
  userId: string,
  input: ClientPreferencesInput,
  now: Date,
): Promise<ClientPreferences> {
  await db
    .update(profiles)
    .set({ notifyOffers: input.notifyOffers, notifyMessages: input.notifyMessages, updatedAt: now })
    .where(eq(profiles.id, userId));
  return getClientPreferences(db, userId);
}
