import { Outlet } from 'react-router';
import { PanelLayout } from '../../components/layout/panel-layout';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { PROVIDER_MENU } from '../../components/layout/provider-menu';
import { RequireName } from '../../features/auth/components/require-name';
import { RequireRole } from '../../lib/auth/require-role';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [...pageMeta('Panel de Proveedor'), NO_INDEX];

export default function ProviderPanelLayout() {
  return (
    <RequireRole role="provider">
      <PanelLayout title="Panel de Proveedor" actions={<NotificationBell />} menu={PROVIDER_MENU}>
        <RequireName>
          <Outlet />
        </RequireName>
      </PanelLayout>
    </RequireRole>
  );
}
