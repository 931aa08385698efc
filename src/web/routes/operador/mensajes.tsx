import { consoleRoute } from '#web/features/operator/components/console-page';
import { ContactMessagesContent } from '#web/features/operator/contact/contact-messages-page';

const route = consoleRoute('contact', ContactMessagesContent);

export const meta = route.meta;
export default route.Component;
