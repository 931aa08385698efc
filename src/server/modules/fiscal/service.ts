import { eq } from 'drizzle-orm';
import type { FiscalData, FiscalProfile } from '#shared/schemas/fiscal';
import type { Database } from '#server/db/client';
import { fiscalProfiles } from '#server/db/schema';

type Row = typeof fiscalProfiles.$inferSelect;

const toProfile = ({ rfc, legalName, taxRegime, zip, cfdiUse, updatedAt }: Row): FiscalProfile => ({
  rfc,
  legalName,
  taxRegime,
  zip,
  cfdiUse,
  updatedAt: updatedAt.toISOString(),
});

export async function getFiscalProfile(db: Database, profileId: string): Promise<FiscalProfile | null> {
  const [row] = await db.select().from(fiscalProfiles).where(eq(fiscalProfiles.profileId, profileId));
  return row ? toProfile(row) : null;
}

/** One row per person: saving again replaces what the Constancia said before. */
export async function saveFiscalProfile(
  db: Database,
  profileId: string,
  data: FiscalData,
  now: Date,
): Promise<FiscalProfile> {
  const values = { ...data, updatedAt: now };
  const [row] = await db
    .insert(fiscalProfiles)
    .values({ profileId, ...values })
    .onConflictDoUpdate({ target: fiscalProfiles.profileId, set: values })
    .returning();
  return toProfile(row!);
}

export async function deleteFiscalProfile(db: Database, profileId: string): Promise<void> {
  await db.delete(fiscalProfiles).where(eq(fiscalProfiles.profileId, profileId));
}
