import { verificationMessages } from '#shared/verification-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { VerificationContent } from '#web/features/provider/verification/components/verification-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/verificacion';

const page = PROVIDER_PAGES.verification;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ProviderVerificationRoute() {
  return (
    <PanelPage title={page.label} description={verificationMessages.page.description}>
      <VerificationContent />
    </PanelPage>
  );
}
