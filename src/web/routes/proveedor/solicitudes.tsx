import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { RequestsContent } from '#web/features/provider/requests/components/requests-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/solicitudes';

const page = PROVIDER_PAGES.requests;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderRequestsRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.requests.description}>
      <RequestsContent />
    </PanelPage>
  );
}
