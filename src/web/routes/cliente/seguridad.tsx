import { useUser } from '#web/lib/auth/auth-provider';
import { SecurityPage } from '#web/features/auth/components/security/security-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/seguridad';

export const meta: Route.MetaFunction = () => [...pageMeta('Seguridad'), NO_INDEX];

export default function ClientSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
