import { useUser } from '#web/lib/auth/auth-provider';
import { SecurityPage } from '#web/features/auth/components/security/security-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/seguridad';

export const meta: Route.MetaFunction = () => privatePageMeta('Seguridad');

export default function ClientSecurityRoute() {
  return <SecurityPage user={useUser()} />;
}
