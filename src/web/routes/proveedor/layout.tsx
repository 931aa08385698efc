import { PROVIDER_MENU } from '#web/components/layout/provider-menu';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import { RolePanelLayout } from '#web/routes/role-panel-layout';
import type { Route } from './+types/layout';

const TITLE = 'Panel de Proveedor';

export const meta: Route.MetaFunction = () => [...pageMeta(TITLE), NO_INDEX];

export default function ProviderPanelLayout() {
  return <RolePanelLayout role="provider" title={TITLE} menu={PROVIDER_MENU} />;
}
