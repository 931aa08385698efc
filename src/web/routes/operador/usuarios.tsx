import { operatorMessages } from '../../../shared/operator-messages';
import { PanelPage } from '../../components/layout/panel-page';
import { UsersContent } from '../../features/operator/users/users-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
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
