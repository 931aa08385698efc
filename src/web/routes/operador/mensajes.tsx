import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { ContactMessagesContent } from '#web/features/operator/contact/contact-messages-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/mensajes';

const title = operatorMessages.nav.contact;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorContactRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.contact.description}>
      <ContactMessagesContent />
    </PanelPage>
  );
}
