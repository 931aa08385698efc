import { and, eq, like } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { verifications } from '#server/db/schema';

/**
 * Every password-reset link still outstanding for the user stops working: after one link is used, or the
 * password is changed, an older or newer e-mail must not be able to change it again.
 */
export async function forgetResetLinks(db: Database, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}
