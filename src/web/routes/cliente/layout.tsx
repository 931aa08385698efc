import { Outlet } from 'react-router';
import { PanelLayout } from '../../components/layout/panel-layout';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { CLIENT_MENU } from '../../components/layout/client-menu';
import { RequireName } from '../../features/auth/components/require-name';
import { RequireRole } from '../../lib/auth/require-role';
import { NO_INDEX, pageMeta } from '../../lib/meta';
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
