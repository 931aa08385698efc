import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { UsersContent } from '#web/features/operator/users/users-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/usuarios';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.users);

export default function OperatorUsersRoute() {
  return (
    <ConsolePage page="users">
      <UsersContent />
    </ConsolePage>
  );
}
