import { consoleRoute } from '#web/features/operator/components/console-page';
import { DisputesContent } from '#web/features/operator/disputes/disputes-page';

const route = consoleRoute('disputes', DisputesContent);

export const meta = route.meta;
export default route.Component;
