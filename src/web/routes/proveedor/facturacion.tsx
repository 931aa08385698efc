import { billingMessages } from '#shared/plan-payment-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { BillingContent } from '#web/features/provider/billing/components/billing-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/facturacion';

const page = PROVIDER_PAGES.billing;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderBillingRoute() {
  return (
    <PanelPage title={page.label} description={billingMessages.description}>
      <BillingContent />
    </PanelPage>
  );
}
