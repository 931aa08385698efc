import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { providerVerifications } from '../../db/schema';

export const APPROVE_SELF_PATH = '/api/test/provider/verification/approve';

/**
 * Browser journeys need providers who may send offers and be booked, and an operator's approval takes an operator
 * with two-factor sign-in. With E2E_TEST_HOOKS (never in production: env.ts refuses it), the signed-in provider
 * approves their own verification; nobody else's, and only the outcome (no e-mail, no audit line).
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
}
