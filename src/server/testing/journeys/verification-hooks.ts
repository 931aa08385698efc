import type { FastifyInstance } from 'fastify';
import { VERIFICATION_GRACE_DAYS } from '#shared/domain/serving';
import type { Database } from '#server/db/client';
import { providerProfiles, providerVerifications } from '#server/db/schema';

export const APPROVE_SELF_PATH = '/api/test/provider/verification/approve';
export const GRACE_SELF_PATH = '/api/test/provider/verification/grace';

/**
 * Browser journeys need providers who may send offers and be booked, and an operator's approval takes an operator
 * with two-factor sign-in. With E2E_TEST_HOOKS (never in production: env.ts refuses it), the signed-in provider
 * approves their own verification; nobody else's, and only the outcome (no e-mail, no audit line). The second hook
 * gives the signed-in provider the grace period migration 0030 gave those then on file (the app's now + 30 days),
 * as no provider who signs up now gets one.
 */
export default async function verificationTestHooks(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    APPROVE_SELF_PATH,
    { schema: { hide: true }, preValidation: app.requireRole('provider') },
    async (request) => {
      const now = app.clock.now();
      const approved = {
        status: 'approved' as const,
        adultConfirmedAt: now,
        submittedAt: now,
        decidedAt: now,
      };
      await db
        .insert(providerVerifications)
        .values({ providerId: request.user!.id, ...approved })
        .onConflictDoUpdate({ target: providerVerifications.providerId, set: approved });
      return { ok: true };
    },
  );

  app.post(
    GRACE_SELF_PATH,
    { schema: { hide: true }, preValidation: app.requireRole('provider') },
    async (request) => {
      const until = new Date(app.clock.now().getTime() + VERIFICATION_GRACE_DAYS * 86_400_000);
      await db
        .insert(providerProfiles)
        .values({ providerId: request.user!.id, verificationGraceUntil: until })
        .onConflictDoUpdate({
          target: providerProfiles.providerId,
          set: { verificationGraceUntil: until },
        });
      return { ok: true };
    },
  );
}
