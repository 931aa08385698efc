import type { ContactMessage, ContactReplyInput } from '#shared/schemas/operator';
import { postConsoleStep, useConsoleMutation } from './console-step';

const messagePath = (id: string) => `/api/operator/contact-messages/${encodeURIComponent(id)}`;

function markHandled(id: string): Promise<ContactMessage> {
  return postConsoleStep(`${messagePath(id)}/handled`, {});
}

/** Sends the e-mail and marks the message handled. */
function replyToMessage({ id, input }: { id: string; input: ContactReplyInput }): Promise<ContactMessage> {
  return postConsoleStep(`${messagePath(id)}/reply`, input);
}

// Both move the message from Pendientes to Atendidos.
export const useMarkHandled = () => useConsoleMutation(markHandled);

export const useReplyToMessage = () => useConsoleMutation(replyToMessage);
