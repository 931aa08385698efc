import { PanelPage } from '../../components/layout/panel-page';
import { PROVIDER_PAGES } from '../../components/layout/provider-menu';
import { PayoutsContent } from '../../features/payouts/payouts-page';
import { payoutTexts } from '../../features/payouts/texts';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/cobros';

const page = PROVIDER_PAGES.payouts;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderPayoutsRoute() {
  return (
    <PanelPage title={page.label} description={payoutTexts.description}>
      <PayoutsContent />
    </PanelPage>
  );
}
