import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { ContactMessagesContent } from '#web/features/operator/contact/contact-messages-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/mensajes';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.contact);

export default function OperatorContactRoute() {
  return (
    <ConsolePage page="contact">
      <ContactMessagesContent />
    </ConsolePage>
  );
}
