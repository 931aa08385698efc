import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES } from '../../components/layout/client-menu';
import { RequestsContent } from '../../features/client/components/requests-page';
import { clientUi } from '../../features/client/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/solicitudes';

const page = CLIENT_PAGES.requests;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientRequestsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.requests.description}>
      <RequestsContent />
    </PanelPage>
  );
}
