import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { AuditContent } from '#web/features/operator/audit/audit-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/bitacora';

const title = operatorMessages.nav.audit;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorAuditRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.audit.description}>
      <AuditContent />
    </PanelPage>
  );
}
