import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES } from '../../components/layout/client-menu';
import { ScheduledContent } from '../../features/client/components/scheduled-page';
import { clientUi } from '../../features/client/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/programados';

const page = CLIENT_PAGES.scheduled;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientScheduledRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.scheduled.description}>
      <ScheduledContent />
    </PanelPage>
  );
}
