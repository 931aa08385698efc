import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { profiles, users } from '#server/db/schema';

export const FORGET_NAME_PATH = '/api/test/profile/forget-name';

/**
 * Sign-up asks for the name now, so a journey cannot make an account as they were before. With E2E_TEST_HOOKS
 * (never in production: env.ts refuses it), the signed-in person's name is forgotten, on the account and on
 * the profile, as it is on an account made before: the panels then ask 'Cuéntanos cómo te llamas'.
 */
export default async function profileTestHooks(app: FastifyInstance, { db }: { db: Database }) {
  app.post(FORGET_NAME_PATH, { schema: { hide: true }, preValidation: app.requireUser }, async (request) => {
    const userId = request.user!.id;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name: '' }).where(eq(users.id, userId));
      await tx.update(profiles).set({ fullName: null }).where(eq(profiles.id, userId));
    });
    return { ok: true };
  });
}
