import { CLIENT_MENU } from '#web/components/layout/client-menu';
import { privatePageMeta } from '#web/lib/meta';
import { RolePanelLayout } from '#web/routes/role-panel-layout';
import type { Route } from './+types/layout';

const TITLE = 'Mi Panel';

export const meta: Route.MetaFunction = () => privatePageMeta(TITLE);

export default function ClientPanelLayout() {
  return <RolePanelLayout role="client" title={TITLE} menu={CLIENT_MENU} />;
}
