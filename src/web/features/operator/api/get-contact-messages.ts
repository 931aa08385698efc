import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '#shared/schemas/operator';
import { consoleListQueryOptions } from './console-query';

export type ContactStatus = 'open' | 'handled';

const messages = (answer: { messages: ContactMessage[] }) => answer.messages;

export function useContactMessages(status: ContactStatus) {
  return useQuery(
    consoleListQueryOptions(
      ['contact-messages', status],
      `/api/operator/contact-messages?status=${status}`,
      messages,
    ),
  );
}
