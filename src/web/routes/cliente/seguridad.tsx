import { useUser } from '../../features/auth/auth-provider';
import { SecurityPage } from '../../features/auth/components/security/security-page';
import { pageTitle } from '../../lib/meta';
import type { Route } from './+types/seguridad';

export const meta: Route.MetaFunction = () => [
  pageTitle('Seguridad'),
  { name: 'robots', content: 'noindex' },
];

export default function ClientSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
