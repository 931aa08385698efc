import { useUser } from '../../features/auth/auth-provider';
import { SecurityPage } from '../../features/auth/components/security/security-page';
import { pageTitle } from '../../lib/meta';
import type { Route } from './+types/configuracion';

export const meta: Route.MetaFunction = () => [
  pageTitle('Configuración'),
  { name: 'robots', content: 'noindex' },
];

export default function ProviderSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
