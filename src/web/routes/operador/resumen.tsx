import { operatorMessages } from '../../../shared/operator-messages';
import { PanelPage } from '../../components/layout/panel-page';
import { SummaryContent } from '../../features/operator/summary/summary-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/resumen';

const title = operatorMessages.nav.summary;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorSummaryRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.summary.description}>
      <SummaryContent />
    </PanelPage>
  );
}
