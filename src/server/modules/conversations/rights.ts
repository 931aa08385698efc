import { sql } from 'drizzle-orm';
import { conversationMessages as m } from '#shared/conversation-messages';
import { rowsOf, type Database } from '#server/db/client';

/**
 * 'Eliminar mi cuenta' (ARCO, issue 31): the text of every message this person sent is erased; the other side
 * reads 'Mensaje eliminado' in its place, in the same spot of the conversation, and its time, so what they
 * answered still reads in order. In the deletion's transaction. Their photos go with deleteMessagePhotosOf.
 */
export async function eraseMessagesOf(tx: Database, userId: string): Promise<number> {
  const erased = rowsOf<{ id: number }>(
    await tx.execute(sql`update conversation_messages set body = ${m.erased}
      where sender_id = ${userId} and body <> ${m.erased} returning id`),
  );
  return erased.length;
}
