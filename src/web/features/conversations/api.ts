import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  ConversationHeader,
  ConversationMessage,
  ConversationMessages,
  MessagePhoto,
} from '#shared/schemas/conversations';
import { CONVERSATIONS_KEY } from '#web/components/conversations/api';
import { apiFetch } from '#web/lib/api';

const base = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export const conversationKey = (id: string) => [...CONVERSATIONS_KEY, id] as const;

/** A conversation's header: the other side, the subject, confirmed (their phone) and closed. */
export function useConversationHeader(id: string) {
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) => apiFetch<{ conversation: ConversationHeader }>(base(id), { signal }),
    select: (data) => data.conversation,
  });
}

export type MessagePage = { before?: number; after?: number; limit?: number };

export function fetchMessages(id: string, page: MessagePage, signal?: AbortSignal) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(page)) if (value !== undefined) query.set(key, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  return apiFetch<ConversationMessages>(`${base(id)}/messages${search}`, { signal });
}

export function postMessage(id: string, body: string, clientId: string, photoIds: string[] = []) {
  return apiFetch<{ message: ConversationMessage }>(`${base(id)}/messages`, {
    method: 'POST',
    body: { body, clientId, photoIds },
  });
}

/** A photo for a message, the file itself under its own type; it waits, unattached, until a message names it. */
export async function uploadPhoto(id: string, file: File, alt: string) {
  const query = alt ? `?${new URLSearchParams({ alt })}` : '';
  const { photo } = await apiFetch<{ photo: MessagePhoto }>(`${base(id)}/photos${query}`, {
    method: 'POST',
    body: file,
  });
  return photo;
}

/** Marks the other side's messages up to `upTo` seen; the list's unread counts are read again. */
export function useMarkSeen(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (upTo: number) => {
      await apiFetch<{ unread: number }>(`${base(id)}/seen`, { method: 'POST', body: { upTo } });
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
    [id, queryClient],
  );
}
