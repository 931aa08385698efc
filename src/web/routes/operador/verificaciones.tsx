import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { VerificationsContent } from '#web/features/operator/verifications/verifications-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/verificaciones';

const title = operatorMessages.nav.verifications;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorVerificationsRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.verifications.description}>
      <VerificationsContent />
    </PanelPage>
  );
}
