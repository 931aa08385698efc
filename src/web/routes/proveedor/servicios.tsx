import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { ServicesContent } from '#web/features/provider/services/components/services-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/servicios';

const page = PROVIDER_PAGES.services;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderServicesRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.services.description}>
      <ServicesContent />
    </PanelPage>
  );
}
