import { providerUi } from '../../../shared/messages';
import { PanelPage } from '../../components/layout/panel-page';
import { PROVIDER_PAGES } from '../../components/layout/provider-menu';
import { AreaContent } from '../../features/provider/area/components/area-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
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
