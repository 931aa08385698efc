import { PROVIDER_MENU } from '#web/components/layout/provider-menu';
import { privatePageMeta } from '#web/lib/meta';
import { RolePanelLayout } from '#web/routes/role-panel-layout';
import type { Route } from './+types/layout';

const TITLE = 'Panel de Proveedor';

export const meta: Route.MetaFunction = () => privatePageMeta(TITLE);

export default function ProviderPanelLayout() {
  return <RolePanelLayout role="provider" title={TITLE} menu={PROVIDER_MENU} />;
}
