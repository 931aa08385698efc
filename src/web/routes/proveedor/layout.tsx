import { Outlet } from 'react-router';
import { PanelLayout } from '#web/components/layout/panel-layout';
import { NotificationBell } from '#web/features/notifications/notification-bell';
import { PROVIDER_MENU } from '#web/components/layout/provider-menu';
import { RequireName } from '#web/features/auth/components/require-name';
import { RequireRole } from '#web/lib/auth/require-role';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
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
