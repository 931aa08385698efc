import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { AvailabilityContent } from '#web/features/provider/availability/components/availability-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/disponibilidad';

const page = PROVIDER_PAGES.availability;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderAvailabilityRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.availability.description}>
      <AvailabilityContent />
    </PanelPage>
  );
}
