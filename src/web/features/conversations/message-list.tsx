import { useEffect, useLayoutEffect, useRef } from 'react';
import { conversationMessages } from '#shared/conversation-messages';
import { formatDateTime } from '#shared/format';
import type { ConversationMessage } from '#shared/schemas/conversations';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';
import { myNewest } from './message-log';

const texts = conversationMessages.page;
// Within this many pixels of the end, the reader is following the conversation: a new message scrolls to it.
const NEAR_END_PX = 80;

type MessageListProps = {
  messages: readonly ConversationMessage[];
  otherName: string;
  older: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/**
 * The messages, newest at the bottom. Scrolling to the top loads older ones (a button does it too, for the
 * keyboard) and keeps what was on screen where it was; a new message scrolls into view when the reader was at the
 * end, or when it is mine.
 */
export function MessageList({ messages, otherName, older, loadingOlder, onLoadOlder }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; height: number; atEnd: boolean }>({
    height: 0,
    atEnd: true,
  });
  const first = messages[0]?.id;
  const last = messages.at(-1);
  const mineNewest = myNewest(messages);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (before.first !== undefined && first !== undefined && first < before.first)
      element.scrollTop += element.scrollHeight - before.height;
    else if (last && last.id !== before.last && (before.atEnd || last.mine || before.last === undefined))
      element.scrollTop = element.scrollHeight;
    seen.current = { first, last: last?.id, height: element.scrollHeight, atEnd: before.atEnd };
  }, [first, last]);

  useEffect(() => {
    const element = scroller.current;
    const marker = top.current;
    if (!element || !marker || !older) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
      },
      { root: element },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [older, onLoadOlder]);

  const onScroll = () => {
    const element = scroller.current!;
    seen.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
    seen.current.height = element.scrollHeight;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={texts.log}
      className="grid max-h-[60vh] min-h-48 content-start gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand sm:p-4"
    >
      {older ? (
        <div ref={top} className="justify-self-center">
          <Button variant="ghost" size="sm" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? texts.olderLoading : texts.olderLoad}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? <p className="text-sm text-slate-700">{texts.firstMessage}</p> : null}
      <ol className="grid gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'grid max-w-[85%] gap-1',
              message.mine ? 'justify-self-end justify-items-end' : 'justify-self-start',
            )}
          >
            <div
              className={cn(
                'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-line',
                message.mine ? 'bg-brand text-white' : 'border border-slate-200 bg-white text-slate-900',
                message.hidden && 'italic',
              )}
            >
              <span className="sr-only">{message.mine ? texts.you : otherName}: </span>
              {message.body}
            </div>
            {message.photos.length > 0 ? <MessagePhotos photos={message.photos} /> : null}
            <p className="text-xs text-slate-600">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              {message === mineNewest ? ` · ${message.seenAt ? texts.seen : texts.sent}` : null}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A message's photos as thumbnails, each a link to the photo in full size (served only to the two sides). */
function MessagePhotos({ photos }: { photos: ConversationMessage['photos'] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <img
              src={photo.url}
              alt={photo.alt || texts.photoFallbackAlt}
              loading="lazy"
              className="size-32 rounded-lg border border-slate-200 object-cover"
            />
            <span className="sr-only">{fillMessage(texts.photoOpen, { n: index + 1 })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
