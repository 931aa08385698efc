import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { EarningsContent } from '#web/features/money/earnings-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/ganancias';

const page = PROVIDER_PAGES.earnings;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderEarningsRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.earnings.description}>
      <EarningsContent />
    </PanelPage>
  );
}
