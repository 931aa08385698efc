import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import type { Notification } from '../../../shared/schemas/notifications';
import { buttonVariants } from '../../components/ui/button';
import { LoadError, LoadingStatus } from '../../components/ui/query-status';
import { fillMessage } from '../../lib/fill-message';
import { cn } from '../../lib/utils';
import { useMarkRead, useNotifications } from './api';
import { notificationsUi as texts } from './texts';

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
  const unread = query.data?.unread ?? 0;

  const toggle = (next: boolean) => {
    setOpen(next);
    const items = query.data?.items ?? [];
    if (!next) return;
    setWasUnread(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (items[0] && unread > 0) markRead.mutate(items[0].createdAt);
  };

  return (
    <Popover.Root open={open} onOpenChange={toggle}>
      <Popover.Trigger
        className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'relative')}
        aria-label={label(unread)}
      >
        <Bell aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={texts.title}
          className="z-40 grid max-h-[min(32rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl outline-none"
        >
          <h2 className="text-base font-semibold text-slate-900">{texts.title}</h2>
          {query.isPending ? <LoadingStatus /> : null}
          {query.isError ? (
            <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />
          ) : null}
          {query.data && query.data.items.length === 0 ? (
            <p className="text-sm text-slate-700">{texts.empty}</p>
          ) : null}
          {query.data && query.data.items.length > 0 ? (
            <ul className="grid gap-2">
              {query.data.items.map((item) => (
                <li key={item.id}>
                  <NotificationItem
                    item={item}
                    isNew={wasUnread.has(item.id)}
                    onOpen={() => setOpen(false)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({
  item,
  isNew,
  onOpen,
}: {
  item: Notification;
  isNew: boolean;
  onOpen: () => void;
}) {
  return (
    <Link
      to={item.link}
      onClick={onOpen}
      className={cn(
        'grid gap-1 rounded-md border p-3 text-sm outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand',
        isNew ? 'border-brand/40 bg-brand-soft/40' : 'border-slate-200',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold break-words text-slate-900">{item.title}</span>
        {isNew ? (
          <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
            {texts.new}
          </span>
        ) : null}
      </span>
      <span className="break-words text-slate-700">{item.body}</span>
      <span className="text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
    </Link>
  );
}
