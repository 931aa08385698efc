import { conversationMessages } from '#shared/conversation-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { ConversationsContent } from '#web/features/conversations/conversations-page';
import { fillMessage } from '#web/lib/fill-message';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/mensajes';

const page = PROVIDER_PAGES.messages;
const texts = conversationMessages.page;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderMessagesRoute() {
  return (
    <PanelPage
      title={page.label}
      description={fillMessage(texts.listDescription, { others: texts.othersProvider })}
    >
      <ConversationsContent side="provider" />
    </PanelPage>
  );
}
