import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { ProviderPlansContent } from '#web/features/provider/recurring/plans-page';
import { recurringUi } from '#web/components/recurring/texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/recurrentes';

const page = PROVIDER_PAGES.recurring;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderRecurringRoute() {
  return (
    <PanelPage title={page.label} description={recurringUi.providerDescription}>
      <ProviderPlansContent />
    </PanelPage>
  );
}
