import { consoleRoute } from '#web/features/operator/components/console-page';
import { AuditContent } from '#web/features/operator/audit/audit-page';

const route = consoleRoute('audit', AuditContent);

export const meta = route.meta;
export default route.Component;
