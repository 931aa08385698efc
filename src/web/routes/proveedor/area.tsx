import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { AreaContent } from '#web/features/provider/area/components/area-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/area';

const page = PROVIDER_PAGES.area;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderAreaRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.area.description}>
      <AreaContent />
    </PanelPage>
  );
}
