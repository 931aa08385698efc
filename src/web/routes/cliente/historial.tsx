import { History } from 'lucide-react';
import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES, NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { CLIENT_SERVICES_KEY } from '#web/features/client/api/services';
import { clientUi } from '#web/features/client/texts';
import { UpcomingServices } from '#web/components/services/upcoming-services';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/historial';

const page = CLIENT_PAGES.history;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

// Historial: the services that ended, with what was charged.
export default function ClientHistoryRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.history.description}>
      <UpcomingServices
        when="past"
        queryKey={CLIENT_SERVICES_KEY}
        viewer="customer"
        texts={clientUi.history}
        icon={History}
        action={{ to: NEW_REQUEST_PATH, label: clientUi.publishRequest }}
      />
    </PanelPage>
  );
}
