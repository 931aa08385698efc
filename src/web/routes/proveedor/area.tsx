import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { AreaContent } from '#web/features/provider/area/components/area-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/area';

const page = PROVIDER_PAGES.area;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderAreaRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.area.description}>
      <AreaContent />
    </PanelPage>
  );
}
