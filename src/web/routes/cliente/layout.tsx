import { Outlet } from 'react-router';
import { PanelLayout } from '#web/components/layout/panel-layout';
import { NotificationBell } from '#web/features/notifications/notification-bell';
import { CLIENT_MENU } from '#web/components/layout/client-menu';
import { RequireName } from '#web/features/auth/components/require-name';
import { RequireRole } from '#web/lib/auth/require-role';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [...pageMeta('Mi Panel'), NO_INDEX];

export default function ClientPanelLayout() {
  return (
    <RequireRole role="client">
      <PanelLayout title="Mi Panel" actions={<NotificationBell />} menu={CLIENT_MENU}>
        <RequireName>
          <Outlet />
        </RequireName>
      </PanelLayout>
    </RequireRole>
  );
}
