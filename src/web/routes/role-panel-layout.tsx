import { Outlet } from 'react-router';
import type { UserRole } from '#shared/site-map';
import { messagesPath, useConversations } from '#web/components/conversations/api';
import { PanelLayout } from '#web/components/layout/panel-layout';
import type { PanelMenuItem } from '#web/components/layout/panel-menu';
import { RequireName } from '#web/features/auth/components/require-name';
import { unreadLabel } from '#web/features/conversations/unread-badge';
import { NotificationBell } from '#web/features/notifications/notification-bell';
import { useSessionEndedLive } from '#web/lib/auth/session-ended-live';
import { RequireRole } from '#web/lib/auth/require-role';

type RolePanelLayoutProps = { role: UserRole; title: string; menu: readonly PanelMenuItem[] };

/**
 * The customer's and the provider's panel (the layout routes cliente/layout.tsx and proveedor/layout.tsx): for
 * that role only, with the bell beside the title, and each page once the person's name is known. Not a route
 * itself: it composes features, which only a route module may do.
 */
export function RolePanelLayout({ role, title, menu }: RolePanelLayoutProps) {
  return (
    <RequireRole role={role}>
      <SignedInPanel role={role} title={title} menu={menu} />
    </RequireRole>
  );
}

// Inside RequireRole, so that the unread messages are asked for by a signed-in person of this role only.
function SignedInPanel({ role, title, menu }: RolePanelLayoutProps) {
  useSessionEndedLive();
  const unread = useConversations().data?.unread ?? 0;
  const to = messagesPath(role);
  return (
    <PanelLayout
      title={title}
      actions={<NotificationBell messages={{ unread, to }} />}
      menu={menu}
      badges={{ [to]: { count: unread, label: unreadLabel(unread) } }}
    >
      <RequireName>
        <Outlet />
      </RequireName>
    </PanelLayout>
  );
}
