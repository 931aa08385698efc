import { consoleRoute } from '#web/features/operator/components/console-page';
import { ModerationContent } from '#web/features/operator/moderation/moderation-page';

const route = consoleRoute('moderation', ModerationContent);

export const meta = route.meta;
export default route.Component;
