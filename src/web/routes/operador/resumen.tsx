import { operatorShellMessages } from '#shared/operator-shell-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { SummaryContent } from '#web/features/operator/summary/summary-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/resumen';

const title = operatorShellMessages.nav.summary;

export const meta: Route.MetaFunction = () => privatePageMeta(title);

export default function OperatorSummaryRoute() {
  return (
    <PanelPage title={title} description={operatorShellMessages.summary.description}>
      <SummaryContent />
    </PanelPage>
  );
}
