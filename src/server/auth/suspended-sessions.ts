import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sessions, verifications } from '#server/db/schema';

// A suspension deletes the account's sessions, so a browser still holding one of their cookies would look merely
// signed out. What each session's cookie names is remembered instead, hashed, until it would have expired, in
// better-auth's key-value table (deleted with the account, like its other rows there). Only whoever presents that
// cookie learns why it stopped working: nobody can ask about an account without one of its session tokens.
const PREFIX = 'suspended-session:';

const markerOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

/** Ends every session of the account, in the suspension's transaction, remembering the ones still open. */
export async function endSessionsOnSuspension(tx: Database, userId: string, now: Date): Promise<void> {
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ token: sessions.token, expiresAt: sessions.expiresAt });
  const open = ended.filter((session) => session.expiresAt > now);
  if (open.length === 0) return;
  await tx.insert(verifications).values(
    open.map((session) => ({
      id: randomUUID(),
      identifier: markerOf(session.token),
      value: userId,
      expiresAt: session.expiresAt,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Reinstated: an old cookie is just an ended session again. */
export async function forgetSuspendedSessions(tx: Database, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}

/** Whether the session this cookie's token named was ended by a suspension (and would still be open). */
export async function endedBySuspension(db: Database, token: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, markerOf(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return found !== undefined;
}
