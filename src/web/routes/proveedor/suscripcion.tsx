import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { SubscriptionContent } from '#web/features/provider/subscription/components/subscription-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/suscripcion';

const page = PROVIDER_PAGES.subscription;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderSubscriptionRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.subscription.description}>
      <SubscriptionContent />
    </PanelPage>
  );
}
