import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationParams } from '#shared/schemas/conversations';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { conversationMessages, conversations, tasks } from '#server/db/schema';
import { NotFoundError } from '#server/domain/errors';
import { CONVERSATION_AWAY } from '#server/modules/conversations';

export const AGE_CONVERSATION_PATH = '/api/test/conversations/:id/age';

const ageInput = z.object({ minutes: z.number().min(0).max(100_000) });

/**
 * Browser journeys cannot leave a message unread for 10 minutes. With E2E_TEST_HOOKS (never in production: env.ts
 * refuses it), this moves one conversation's instants (its messages written and seen, the e-mails it sent) and
 * its pending away checks `minutes` into the past, then runs the tasks due, so the answer comes after any e-mail
 * they send is in the outbox. Only one of its two sides may move it: a guest gets 401, anyone else 404.
 */
export default async function conversationTestHooks(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      AGE_CONVERSATION_PATH,
      { schema: { hide: true, params: conversationParams, body: ageInput }, preValidation: app.requireUser },
      async (request) => {
        const { id } = request.params;
        const me = request.user!.id;
        if (!isUuid(id)) throw new NotFoundError('NOT_FOUND', 'no such conversation');
        const shift = sql`make_interval(secs => ${request.body.minutes * 60})`;
        const moved = await db.transaction(async (tx) => {
          const rows = await tx
            .update(conversations)
            .set({
              createdAt: sql`${conversations.createdAt} - ${shift}`,
              lastMessageAt: sql`${conversations.lastMessageAt} - ${shift}`,
              customerMailedAt: sql`${conversations.customerMailedAt} - ${shift}`,
              providerMailedAt: sql`${conversations.providerMailedAt} - ${shift}`,
            })
            .where(
              and(
                eq(conversations.id, id),
                or(eq(conversations.customerId, me), eq(conversations.providerId, me)),
              ),
            )
            .returning({ id: conversations.id });
          if (rows.length === 0) return false;
          await tx
            .update(conversationMessages)
            .set({
              createdAt: sql`${conversationMessages.createdAt} - ${shift}`,
              seenAt: sql`${conversationMessages.seenAt} - ${shift}`,
            })
            .where(eq(conversationMessages.conversationId, id));
          await tx
            .update(tasks)
            .set({ runAt: sql`${tasks.runAt} - ${shift}` })
            .where(and(like(tasks.dedupeKey, `${CONVERSATION_AWAY}:${id}:%`), isNull(tasks.doneAt)));
          return true;
        });
        if (!moved) throw new NotFoundError('NOT_FOUND', 'no such conversation');
        await app.tasks.runDue();
        return { ok: true };
      },
    );
}
