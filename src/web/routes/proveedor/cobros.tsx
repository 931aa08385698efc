import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { PayoutsContent } from '#web/features/payouts/payouts-page';
import { payoutTexts } from '#web/features/payouts/texts';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/cobros';

const page = PROVIDER_PAGES.payouts;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderPayoutsRoute() {
  return (
    <PanelPage title={page.label} description={payoutTexts.description}>
      <PayoutsContent />
    </PanelPage>
  );
}
