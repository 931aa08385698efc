import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { DisputesContent } from '#web/features/operator/disputes/disputes-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/disputas';

const title = operatorMessages.nav.disputes;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorDisputesRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.disputes.description}>
      <DisputesContent />
    </PanelPage>
  );
}
