import { useUser } from '../../lib/auth/auth-provider';
import { SecurityPage } from '../../features/auth/components/security/security-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/seguridad';

export const meta: Route.MetaFunction = () => [...pageMeta('Seguridad'), NO_INDEX];

export default function ClientSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
