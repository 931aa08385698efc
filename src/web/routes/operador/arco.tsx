import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { ArcoContent } from '#web/features/operator/arco/arco-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/arco';

const title = operatorMessages.nav.arco;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorArcoRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.arco.description}>
      <ArcoContent />
    </PanelPage>
  );
}
