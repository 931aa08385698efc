import { eq } from 'drizzle-orm';
import { showsLogo } from '#shared/domain/logo';
import { logoMessages } from '#shared/logo-messages';
import type { Database } from '#server/db/client';
import { providerLogos } from '#server/db/schema';
import { ForbiddenError } from '#server/domain/errors';
import { findActiveSubscription, withPlanInForce } from '#server/modules/subscriptions';
import { logoUrl, shownLogoUrl } from '#server/modules/directory';
import { deleteFiles, type Storage } from '#server/storage';
import { findShownImage, storeImage, type ProcessedImage } from './provider-image';

const planAt = async (db: Database, providerId: string, now: Date) =>
  (await findActiveSubscription(db, providerId, now))?.planType ?? null;

/**
 * Perfil's 'Logotipo': whether the plan in force includes it, whether one is kept, its address if shown, and
 * why Moderación hid it, if it did.
 */
export async function getLogoState(db: Database, providerId: string, now: Date) {
  const [plan, [row]] = await Promise.all([
    planAt(db, providerId, now),
    db
      .select({ etag: providerLogos.etag, hiddenReason: providerLogos.hiddenReason })
      .from(providerLogos)
      .where(eq(providerLogos.providerId, providerId)),
  ]);
  const hiddenReason = row?.hiddenReason ?? null;
  return {
    logoAllowed: showsLogo(plan),
    hasLogo: Boolean(row),
    logoUrl: hiddenReason === null ? shownLogoUrl(providerId, plan, row?.etag ?? null) : null,
    logoHiddenReason: hiddenReason,
  };
}

export async function saveLogo(
  db: Database,
  storage: Storage,
  providerId: string,
  logo: ProcessedImage,
  now: Date,
) {
  return storeImage(storage, providerLogos, providerId, logo, now, (row) =>
    withPlanInForce(db, providerId, now, async (tx, current) => {
      if (!showsLogo(current?.planType ?? null))
        throw new ForbiddenError('PLAN_REQUIRED', logoMessages.planRequired);
      await row(tx);
      return { logoUrl: logoUrl(providerId, logo.etag) };
    }),
  );
}

/** 'Quitar': allowed whatever the plan, a kept logo included; removing none is not an error. Its file goes after. */
export async function removeLogo(db: Database, storage: Storage, providerId: string) {
  const gone = await db
    .delete(providerLogos)
    .where(eq(providerLogos.providerId, providerId))
    .returning({ storageKey: providerLogos.storageKey });
  await deleteFiles(
    storage,
    gone.map((row) => row.storageKey),
  );
}

/**
 * The logo anyone may fetch (its key, type and ETag): only while the provider's plan in force shows it, and none
 * once an operator hid it.
 */
export async function findShownLogo(db: Database, providerId: string, now: Date) {
  const row = await findShownImage(db, providerLogos, providerId);
  if (!row || !showsLogo(await planAt(db, providerId, now))) return null;
  return row;
}
