import { unreadMessages } from '#shared/unread-messages';
import { fillMessage } from '#web/lib/fill-message';

export const unreadLabel = (count: number) =>
  count === 1 ? unreadMessages.one : fillMessage(unreadMessages.other, { count: String(count) });

/** A conversation's unread count: a number to see, '3 sin leer' to hear. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs font-bold text-white">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{unreadLabel(count)}</span>
    </span>
  );
}
