import { useUser } from '../../features/auth/auth-provider';
import { SecurityPage } from '../../features/auth/components/security/security-page';
import { EmailPreferencesCard } from '../../features/provider/preferences/components/email-preferences-card';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/configuracion';

export const meta: Route.MetaFunction = () => [...pageMeta('Configuración'), NO_INDEX];

export default function ProviderSettingsRoute() {
  return (
    <div className="grid gap-6">
      <SecurityPage user={useUser()} />
      <EmailPreferencesCard />
    </div>
  );
}
