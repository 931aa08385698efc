import { providerOverviewUi } from '#shared/provider-overview-ui';
import { OverviewPanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { OverviewContent } from '#web/features/provider/overview/components/overview-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/resumen';

const page = PROVIDER_PAGES.overview;
const texts = providerOverviewUi.overview;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderOverviewRoute() {
  return (
    <OverviewPanelPage title={page.label} texts={texts}>
      <OverviewContent />
    </OverviewPanelPage>
  );
}
