import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { useMarkRead, useNotifications } from './api';
import { notificationsUi as texts } from './texts';

// Rendering starts the download; until it lands the bell is a plain button that opens the list on arrival.
const BellPopover = lazy(() => import('./bell-popover'));

const label = (unread: number) =>
  unread === 0
    ? texts.title
    : unread === 1
      ? texts.unread.one
      : fillMessage(texts.unread.other, { count: String(unread) });

// The bell in both panels: the unread count, and the latest notifications in a popover. Opening it marks
// what it shows as read; the ones that were new keep their mark until it closes.
export function NotificationBell() {
  const query = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [wasUnread, setWasUnread] = useState<ReadonlySet<string>>(new Set());
  const hadFocus = useRef(false);
  const unread = query.data?.unread ?? 0;

  const toggle = (next: boolean) => {
    setOpen(next);
    const items = query.data?.items ?? [];
    if (!next) return;
    setWasUnread(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (items[0] && unread > 0) markRead.mutate(items[0].createdAt);
  };

  const trigger = {
    className: cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'relative'),
    'aria-label': label(unread),
    children: (
      <>
        <Bell aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </>
    ),
  };

  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => toggle(true)}
          onFocus={() => (hadFocus.current = true)}
          onBlur={() => (hadFocus.current = false)}
          {...trigger}
        />
      }
    >
      <BellPopover
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        query={query}
        wasUnread={wasUnread}
        hadFocus={hadFocus}
      />
    </Suspense>
  );
}
