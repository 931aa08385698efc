import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { UsersContent } from '#web/features/operator/users/users-page';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/usuarios';

const title = operatorMessages.nav.users;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorUsersRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.users.description}>
      <UsersContent />
    </PanelPage>
  );
}
