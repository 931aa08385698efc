import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { AuditContent } from '#web/features/operator/audit/audit-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/bitacora';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.audit);

export default function OperatorAuditRoute() {
  return (
    <ConsolePage page="audit">
      <AuditContent />
    </ConsolePage>
  );
}
