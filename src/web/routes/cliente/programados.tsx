import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { ScheduledContent } from '#web/features/client/components/scheduled-page';
import { clientUi } from '#web/features/client/texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/programados';

const page = CLIENT_PAGES.scheduled;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientScheduledRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.scheduled.description}>
      <ScheduledContent />
    </PanelPage>
  );
}
