import { CLIENT_MENU } from '#web/components/layout/client-menu';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import { RolePanelLayout } from '#web/routes/role-panel-layout';
import type { Route } from './+types/layout';

const TITLE = 'Mi Panel';

export const meta: Route.MetaFunction = () => [...pageMeta(TITLE), NO_INDEX];

export default function ClientPanelLayout() {
  return <RolePanelLayout role="client" title={TITLE} menu={CLIENT_MENU} />;
}
