import { consoleRoute } from '#web/features/operator/components/console-page';
import { UnreliablePlansContent } from '#web/features/operator/recurring/unreliable-plans-page';

const route = consoleRoute('recurring', UnreliablePlansContent);

export const meta = route.meta;
export default route.Component;
