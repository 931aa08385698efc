import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { RequestsContent } from '#web/features/client/components/requests-page';
import { clientUi } from '#web/features/client/texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/solicitudes';

const page = CLIENT_PAGES.requests;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientRequestsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.requests.description}>
      <RequestsContent />
    </PanelPage>
  );
}
