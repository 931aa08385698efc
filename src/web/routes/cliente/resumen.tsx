import { OverviewPanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { OverviewContent } from '#web/features/client/components/overview-page';
import { clientOverviewUi } from '#web/features/client/overview-texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/resumen';

const page = CLIENT_PAGES.overview;
const texts = clientOverviewUi.overview;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientOverviewRoute() {
  return (
    <OverviewPanelPage title={page.label} texts={texts}>
      <OverviewContent />
    </OverviewPanelPage>
  );
}
