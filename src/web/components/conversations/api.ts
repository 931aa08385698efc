import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationSide } from '#shared/domain/conversations';
import type { Conversations, OpenConversationInput } from '#shared/schemas/conversations';
import type { ConversationHeader } from '#shared/schemas/conversations';
import { apiFetch } from '#web/lib/api';
import { useLiveEvent, useLiveResync } from '#web/lib/live';

// What the panels and the cards that open a conversation share (features do not import each other): the list's
// key, whose unread total the menu and the bell show, and 'Enviar mensaje'.
export const CONVERSATIONS_KEY = ['conversations'] as const;

const MESSAGES_PATHS: Record<ConversationSide, string> = {
  client: '/cliente/mensajes',
  provider: '/proveedor/mensajes',
};

/** 'Mensajes' in this side's panel, or one conversation's page there. */
export const messagesPath = (side: ConversationSide, id?: string) =>
  id ? `${MESSAGES_PATHS[side]}/${encodeURIComponent(id)}` : MESSAGES_PATHS[side];

/**
 * My conversations and my unread total. A new message for me (the live 'message' event) or a gap in the live
 * stream reads it again; my own reading invalidates it where it happens.
 */
export function useConversations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
  useLiveEvent('message', refresh);
  // A message an operator hid may be a conversation's last: its preview then reads as hidden.
  useLiveEvent('message-hidden', refresh);
  // A service of the pair confirmed: the previews show the contact details they masked.
  useLiveEvent('service-confirmed', refresh);
  useLiveResync(refresh);
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) => apiFetch<Conversations>('/api/conversations', { signal }),
  });
}

/** 'Enviar mensaje': opens the pair's conversation about this request or plan (or finds it), then shows it. */
export function useOpenConversation(onOpened: (conversation: ConversationHeader) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenConversationInput) =>
      apiFetch<{ conversation: ConversationHeader }>('/api/conversations', { method: 'POST', body: input }),
    onSuccess: ({ conversation }) => {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
      onOpened(conversation);
    },
  });
}
