import { nameFormMessages } from '#shared/name-form-messages';
import { providerUi } from '#shared/provider-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { useFirstName } from '#web/lib/auth/auth-provider';
import { FullNameCard } from '#web/features/auth/components/full-name-card';
import { ProfileContent } from '#web/features/provider/profile/components/profile-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/perfil';

const page = PROVIDER_PAGES.profile;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

// The account's name first (private: it greets them), then the public profile customers see. No home address:
// a provider's place is their service area (Área de servicio), and nobody is sent to a provider's home.
export default function ProviderProfileRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.profile.description}>
      <div className="grid gap-6">
        <FullNameCard description={nameFormMessages.providerCardDescription} />
        <ProfileContent firstName={useFirstName()} />
      </div>
    </PanelPage>
  );
}
