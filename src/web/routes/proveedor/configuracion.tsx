import { useUser } from '../../features/auth/auth-provider';
import { SecurityPage } from '../../features/auth/components/security/security-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/configuracion';

export const meta: Route.MetaFunction = () => [...pageMeta('Configuración'), NO_INDEX];

export default function ProviderSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
