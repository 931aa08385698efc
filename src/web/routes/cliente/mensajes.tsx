import { conversationMessages } from '#shared/conversation-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { ConversationsContent } from '#web/features/conversations/conversations-page';
import { fillMessage } from '#web/lib/fill-message';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/mensajes';

const page = CLIENT_PAGES.messages;
const texts = conversationMessages.page;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientMessagesRoute() {
  return (
    <PanelPage
      title={page.label}
      description={fillMessage(texts.listDescription, { others: texts.othersClient })}
    >
      <ConversationsContent side="client" />
    </PanelPage>
  );
}
