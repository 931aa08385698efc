import { MessagesSquare } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/format';
import type { Notification } from '#shared/schemas/notifications';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { cn } from '#web/lib/utils';
import type { useNotifications } from './api';
import { notificationsUi as texts } from './texts';

type BellPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: { className: string; 'aria-label': string; children: ReactNode };
  query: ReturnType<typeof useNotifications>;
  wasUnread: ReadonlySet<string>;
  /** True while the plain button this replaces has focus: the trigger takes it over. */
  hadFocus: RefObject<boolean>;
  /** Unread messages: a link to 'Mensajes' above the notifications. */
  messages: { to: string; label: string } | null;
};

// The bell's popover (Radix Popover and its positioning, ~17 KB gzip), loaded once the panel has rendered.
export default function BellPopover({
  open,
  onOpenChange,
  trigger,
  query,
  wasUnread,
  hadFocus,
  messages,
}: BellPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hadFocus.current) triggerRef.current?.focus();
  }, [hadFocus]);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger ref={triggerRef} {...trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={texts.title}
          className="z-40 grid max-h-[min(32rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl outline-none"
        >
          <h2 className="text-base font-semibold text-slate-900">{texts.title}</h2>
          {messages ? (
            <Link
              to={messages.to}
              onClick={() => onOpenChange(false)}
              className="flex items-center gap-2 rounded-md border border-brand/40 bg-brand-soft/40 p-3 text-sm font-semibold text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand"
            >
              <MessagesSquare className="size-4 text-brand" aria-hidden />
              {messages.label}
            </Link>
          ) : null}
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
                    onOpen={() => onOpenChange(false)}
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
