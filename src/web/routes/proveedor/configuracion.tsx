import { useUser } from '#web/lib/auth/auth-provider';
import { SecurityPage } from '#web/features/auth/components/security/security-page';
import { EmailPreferenceCard } from '#web/features/preferences/email-preference-card';
import { ApiKeysCard } from '#web/features/provider/api-keys/components/api-keys-card';
import { providerKey } from '#web/features/provider/query-keys';
import { providerUi } from '#shared/provider-ui';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/configuracion';

export const meta: Route.MetaFunction = () => privatePageMeta(PROVIDER_PAGES.settings.label);

export default function ProviderSettingsRoute() {
  return (
    <div className="grid gap-6">
      <SecurityPage user={useUser()} title={PROVIDER_PAGES.settings.label} />
      <EmailPreferenceCard
        path="/api/provider/preferences"
        switches={[
          { field: 'notifyNewRequests', label: providerUi.preferences.notifyNewRequests },
          { field: 'notifyMessages', label: providerUi.preferences.notifyMessages },
        ]}
        queryKey={providerKey('preferences')}
        texts={providerUi.preferences}
      />
      <ApiKeysCard plansPath={PROVIDER_PAGES.subscription.to} />
    </div>
  );
}
