import type { ConversationMessage } from '#shared/schemas/conversations';

/**
 * The messages shown, oldest first, each once: a page read again (after a reconnect, a live event that raced the
 * page's own read) replaces what it repeats, so a message is never shown twice and its 'Visto' stays current.
 */
export function mergeMessages(
  shown: readonly ConversationMessage[],
  incoming: readonly ConversationMessage[],
): ConversationMessage[] {
  if (incoming.length === 0) return shown as ConversationMessage[];
  const byId = new Map<number, ConversationMessage>();
  for (const message of shown) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** My messages up to `upTo` the other side saw (the live 'seen' event): marked seen where they were not. */
export function markSeenUpTo(
  shown: readonly ConversationMessage[],
  upTo: number,
  at: string,
): ConversationMessage[] {
  return shown.map((message) =>
    message.mine && message.id <= upTo && message.seenAt === null ? { ...message, seenAt: at } : message,
  );
}

/** The newest message of the other side that I have not seen yet, if any: what 'seen' is sent up to. */
export function newestUnseen(shown: readonly ConversationMessage[]): number | null {
  for (let index = shown.length - 1; index >= 0; index--) {
    const message = shown[index]!;
    if (!message.mine) return message.seenAt === null ? message.id : null;
  }
  return null;
}

/** My newest message: the one 'Enviado' or 'Visto' is written under. */
export function myNewest(shown: readonly ConversationMessage[]): ConversationMessage | undefined {
  return shown.findLast((message) => message.mine);
}
