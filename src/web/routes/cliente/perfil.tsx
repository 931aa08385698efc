import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES } from '../../components/layout/client-menu';
import { useRefreshSession } from '../../lib/auth/auth-provider';
import { ProfileContent } from '../../features/client/components/profile-page';
import { clientUi } from '../../features/client/texts';
import { EmailPreferenceCard } from '../../features/preferences/email-preference-card';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/perfil';

const page = CLIENT_PAGES.profile;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientProfileRoute() {
  const refreshSession = useRefreshSession();
  return (
    <PanelPage title={page.label} description={clientUi.profile.description}>
      <div className="grid gap-6">
        <ProfileContent onSaved={() => void refreshSession()} />
        <EmailPreferenceCard
          path="/api/client/preferences"
          field="notifyOffers"
          queryKey={['client', 'preferences']}
          texts={clientUi.preferences}
        />
      </div>
    </PanelPage>
  );
}
