import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { useMarkRead, useNotifications } from './api';
import { notificationsUi as texts } from './texts';

// Rendering starts the download; until it lands the bell is a plain button that opens the list on arrival.
const BellPopover = lazy(() => import('./bell-popover'));

const counted = (forms: { one: string; other: string }, count: number) =>
  count === 1 ? forms.one : fillMessage(forms.other, { count: String(count) });

/** The bell's name: its unread notifications, and apart from them the unread messages. */
const label = (unread: number, messages: number) => {
  if (messages === 0) return unread === 0 ? texts.title : counted(texts.unread, unread);
  const parts = [counted(texts.messagesPart, messages)];
  if (unread > 0) parts.unshift(counted(texts.notificationsPart, unread));
  return fillMessage(texts.withMessages, { parts: parts.join(texts.and) });
};

/** Unread messages and where they are read ('Mensajes' of this panel). */
export type BellMessages = { unread: number; to: string };

// The bell in both panels: the unread count, and the latest notifications in a popover. Opening it marks
// what it shows as read; the ones that were new keep their mark until it closes. Unread messages add to the
// count and lead to 'Mensajes' from the popover; they stay unread until their conversation is opened.
export function NotificationBell({ messages }: { messages?: BellMessages }) {
  const query = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [wasUnread, setWasUnread] = useState<ReadonlySet<string>>(new Set());
  const hadFocus = useRef(false);
  const unread = query.data?.unread ?? 0;
  const unreadMessages = messages?.unread ?? 0;
  const total = unread + unreadMessages;

  const toggle = (next: boolean) => {
    setOpen(next);
    const items = query.data?.items ?? [];
    if (!next) return;
    setWasUnread(new Set(items.filter((item) => !item.read).map((item) => item.id)));
    if (items[0] && unread > 0) markRead.mutate(items[0].createdAt);
  };

  const trigger = {
    className: cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'relative'),
    'aria-label': label(unread, unreadMessages),
    children: (
      <>
        <Bell aria-hidden />
        {total > 0 ? (
          <span
            aria-hidden
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {total > 99 ? '99+' : total}
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
        messages={
          messages && unreadMessages > 0
            ? { to: messages.to, label: counted(texts.messagesLink, unreadMessages) }
            : null
        }
      />
    </Suspense>
  );
}
