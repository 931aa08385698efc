import { consoleRoute } from '#web/features/operator/components/console-page';
import { VerificationsContent } from '#web/features/operator/verifications/verifications-page';

const route = consoleRoute('verifications', VerificationsContent);

export const meta = route.meta;
export default route.Component;
