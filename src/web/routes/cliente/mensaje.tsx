import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { ConversationContent } from '#web/features/conversations/conversation-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/mensaje';

export const meta: Route.MetaFunction = () => privatePageMeta(CLIENT_PAGES.messages.label);

export default function ClientConversationRoute({ params }: Route.ComponentProps) {
  // Another conversation starts afresh (its messages, its composer), even when only the id changed.
  return <ConversationContent key={params.id} side="client" id={params.id} />;
}
