import { providerUi } from '../../../shared/messages';
import { PanelPage } from '../../components/layout/panel-page';
import { PROVIDER_PAGES } from '../../components/layout/provider-menu';
import { ProfileContent } from '../../features/provider/profile/components/profile-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/perfil';

const page = PROVIDER_PAGES.profile;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderProfileRoute() {
  return (
    <PanelPage title={page.label} description={providerUi.profile.description}>
      <ProfileContent />
    </PanelPage>
  );
}
