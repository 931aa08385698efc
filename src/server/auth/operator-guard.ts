import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { operatorMessages } from '#shared/operator-messages';
import { rowsOf, type Database } from '#server/db/client';
import { ForbiddenError } from '#server/domain/errors';
import { sessionGuard } from '#server/openapi/answers';

export interface OperatorFacts {
  email: string;
  twoFactorEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorFacts;
  }
}

/** The account's operator grant, read fresh on every console request: a removal or a 2FA change counts at once. */
export async function operatorFacts(db: Database, userId: string): Promise<OperatorFacts | null> {
  const [row] = rowsOf<{ email: string; two_factor_enabled: boolean }>(
    await db.execute(sql`select u.email, u.two_factor_enabled from operators o
      join users u on u.id = o.user_id where o.user_id = ${userId}`),
  );
  return row ? { email: row.email, twoFactorEnabled: row.two_factor_enabled } : null;
}

/**
 * The console's guard: a session, an operator grant, and (unless `allowWithoutTwoFactor`, for the page that
 * says so) two-factor authentication on. Anyone else is refused 403 as any other role guard refuses.
 */
export function operatorGuard(app: FastifyInstance, db: Database, { allowWithoutTwoFactor = false } = {}) {
  return sessionGuard(async (request: FastifyRequest) => {
    await app.requireUser(request);
    const facts = await operatorFacts(db, request.user!.id);
    if (!facts) throw new ForbiddenError('FORBIDDEN', operatorMessages.notOperator);
    if (!facts.twoFactorEnabled && !allowWithoutTwoFactor)
      throw new ForbiddenError('TWO_FACTOR_REQUIRED', operatorMessages.twoFactorRequired);
    request.operator = facts;
  }, 'operator');
}

/** The operator acting on a console request, as the audit log names them. */
export const operatorActor = (request: FastifyRequest) => ({
  id: request.user!.id,
  label: request.operator!.email,
});
