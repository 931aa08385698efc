import { findService } from './catalog';
import { conversationMessages } from './conversation-messages';

// Apart from conversation-messages.ts, which the panels load at start: only the server names conversations so, and
// the catalogue must not come with the texts into a first view that does not need it.
/** What a conversation is about, in one line: its request's title, or 'Limpieza recurrente: {service}' for a plan. */
export function conversationTitle(row: {
  requestTitle: string | null;
  planServiceId: string | null;
}): string {
  if (row.planServiceId === null) return row.requestTitle ?? '';
  return conversationMessages.planSubject.replace('{service}', findService(row.planServiceId)?.name ?? '');
}
