import { useQuery } from '@tanstack/react-query';
import type { ConversationReportStatus } from '#shared/conversation-report-messages';
import type { ModeratedConversation, ReportedConversations } from '#shared/schemas/conversation-reports';
import type { ReasonInput } from '#shared/schemas/operator';
import { consoleListQueryOptions, consoleQueryOptions } from './console-query';
import { postConsoleStep, useConsoleMutation } from './console-step';

const conversations = (answer: ReportedConversations) => answer.conversations;
const path = (id: string) => `/api/operator/conversations/${encodeURIComponent(id)}`;

/** Moderación's reported conversations: those waiting (the oldest report first) or resolved. */
export function useReportedConversations(status: ConversationReportStatus) {
  return useQuery(
    consoleListQueryOptions(
      ['conversations', status],
      `/api/operator/conversations?status=${status}`,
      conversations,
    ),
  );
}

/**
 * One reported conversation, read in full: asked only once the operator opens it, since the server writes each
 * read to the Bitácora. It is read again after each console step, as the console's lists are.
 */
export function useModeratedConversation(id: string, open: boolean) {
  return useQuery({
    ...consoleQueryOptions<ModeratedConversation>(['conversation', id], path(id)),
    enabled: open,
  });
}

type HideVariables = { id: string; messageId: number; input: ReasonInput };

/** 'Ocultar mensaje': the two sides read the moderation text in its place. */
export const useHideConversationMessage = () =>
  useConsoleMutation(({ id, messageId, input }: HideVariables) =>
    postConsoleStep<{ ok: true }>(`${path(id)}/messages/${messageId}/hide`, input),
  );

/** 'Resolver': the open reports closed with the operator's note. */
export const useResolveConversation = () =>
  useConsoleMutation(({ id, input }: { id: string; input: ReasonInput }) =>
    postConsoleStep<{ ok: true }>(`${path(id)}/resolve`, input),
  );
