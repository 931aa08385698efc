import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { useRefreshSession } from '#web/lib/auth/auth-provider';
import { ProfileContent } from '#web/features/client/components/profile-page';
import { clientUi } from '#web/features/client/texts';
import { EmailPreferenceCard } from '#web/features/preferences/email-preference-card';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/perfil';

const page = CLIENT_PAGES.profile;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientProfileRoute() {
  const refreshSession = useRefreshSession();
  return (
    <PanelPage title={page.label} description={clientUi.profile.description}>
      <div className="grid gap-6">
        <ProfileContent onSaved={() => void refreshSession()} />
        <EmailPreferenceCard
          path="/api/client/preferences"
          switches={[
            { field: 'notifyOffers', label: clientUi.preferences.label },
            { field: 'notifyMessages', label: clientUi.preferences.notifyMessages },
          ]}
          queryKey={['client', 'preferences']}
          texts={clientUi.preferences}
        />
      </div>
    </PanelPage>
  );
}
