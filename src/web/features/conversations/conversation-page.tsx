import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { conversationMessages as m } from '#shared/conversation-messages';
import type { ConversationSide } from '#shared/domain/conversations';
import { messagesPath } from '#web/components/conversations/api';
import { Alert } from '#web/components/ui/alert';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { useLiveEvent } from '#web/lib/live';
import { useConversationHeader, useMarkSeen } from './api';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { ReportConversationButton } from './report-conversation-dialog';
import { newestUnseen } from './message-log';
import { useMessageLog } from './use-message-log';

const texts = m.page;

/** One conversation: what it is about, its messages (live), and the composer or, once closed, why not. */
export function ConversationContent({ side, id }: { side: ConversationSide; id: string }) {
  const header = useConversationHeader(id);
  const log = useMessageLog(id);
  const visible = usePageVisible();
  const markSeen = useMarkSeen(id);
  const seenUpTo = useRef(0);

  const upTo = newestUnseen(log.messages);
  useEffect(() => {
    if (!visible || upTo === null || upTo <= seenUpTo.current) return;
    seenUpTo.current = upTo;
    markSeen(upTo).catch(() => (seenUpTo.current = 0));
  }, [visible, upTo, markSeen]);

  // A service of the two confirmed (live): the header again, for the phones; once it says so, the messages again.
  useLiveEvent('service-confirmed', () => void header.refetch());
  const confirmed = header.data?.confirmed;
  const wasConfirmed = useRef(confirmed);
  const { readAgain } = log;
  useEffect(() => {
    if (wasConfirmed.current === false && confirmed) void readAgain().catch(() => undefined);
    wasConfirmed.current = confirmed;
  }, [confirmed, readAgain]);

  if (header.isPending) return <LoadingStatus />;
  if (header.isError) {
    if (header.error instanceof ApiError && header.error.status === 404)
      return (
        <Alert className="grid gap-2">
          <span>{m.notFound}</span>
          <Link to={messagesPath(side)} className="font-semibold underline underline-offset-4">
            {texts.back}
          </Link>
        </Alert>
      );
    return <LoadError message={texts.loadFailed} onRetry={() => void header.refetch()} />;
  }
  const conversation = header.data;

  return (
    <div className="grid gap-4">
      <ConversationHeader side={side} header={conversation} />
      <ReportConversationButton conversationId={id} />
      {log.status === 'loading' ? <LoadingStatus /> : null}
      {log.status === 'failed' ? (
        <LoadError message={texts.loadFailed} onRetry={() => void log.retry()} />
      ) : null}
      {log.status === 'ready' ? (
        <MessageList
          messages={log.messages}
          otherName={conversation.other.name}
          older={log.older}
          loadingOlder={log.loadingOlder}
          onLoadOlder={log.loadOlder}
        />
      ) : null}
      <Announcer log={log} otherName={conversation.other.name} />
      {conversation.closed ? (
        <p
          role="note"
          className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
        >
          {m.closed}
        </p>
      ) : (
        <Composer conversationId={id} onSent={log.added} onClosed={() => void header.refetch()} />
      )}
    </div>
  );
}

/** Says politely, once, the newest message that came live from the other side. */
function Announcer({ log, otherName }: { log: ReturnType<typeof useMessageLog>; otherName: string }) {
  const newest = log.arrived.at(-1);
  const message = newest === undefined ? undefined : log.messages.find((item) => item.id === newest);
  return (
    <p role="status" className="sr-only">
      {message ? fillMessage(texts.newMessage, { name: otherName, body: message.body }) : ''}
    </p>
  );
}

/** Whether the page is on screen: a message counts as seen only then. */
function usePageVisible() {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
