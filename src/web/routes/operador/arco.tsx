import { consoleRoute } from '#web/features/operator/components/console-page';
import { ArcoContent } from '#web/features/operator/arco/arco-page';

const route = consoleRoute('arco', ArcoContent);

export const meta = route.meta;
export default route.Component;
