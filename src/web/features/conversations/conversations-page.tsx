import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { conversationMessages } from '#shared/conversation-messages';
import type { ConversationSide } from '#shared/domain/conversations';
import { formatDateTime } from '#shared/format';
import type { ConversationSummary } from '#shared/schemas/conversations';
import { messagesPath, useConversations } from '#web/components/conversations/api';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { cn } from '#web/lib/utils';
import { UnreadBadge } from './unread-badge';

const texts = conversationMessages.page;

/** 'Mensajes': my conversations, newest activity first as the server sends them. */
export function ConversationsContent({ side }: { side: ConversationSide }) {
  const query = useConversations();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  const { conversations } = query.data;
  if (conversations.length === 0)
    return (
      <EmptyState
        icon={MessagesSquare}
        title={texts.emptyTitle}
        description={side === 'client' ? texts.emptyClient : texts.emptyProvider}
      />
    );
  return (
    <ul className="grid gap-3">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow side={side} conversation={conversation} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  side,
  conversation,
}: {
  side: ConversationSide;
  conversation: ConversationSummary;
}) {
  const { other, subject, lastMessage, lastActivityAt, unread } = conversation;
  return (
    <Link
      to={messagesPath(side, conversation.id)}
      className={cn(
        'grid gap-1 rounded-lg border bg-white p-4 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand',
        unread > 0 ? 'border-brand/50' : 'border-slate-200',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{other.name}</span>
          <UnreadBadge count={unread} />
        </span>
        <time dateTime={lastActivityAt} className="text-xs text-slate-600">
          {formatDateTime(lastActivityAt)}
        </time>
      </span>
      <span className="text-sm break-words text-slate-700">
        {texts.subjectKinds[subject.kind]}: {subject.title}
      </span>
      <span
        className={cn(
          'line-clamp-2 text-sm break-words',
          unread > 0 ? 'font-medium text-slate-900' : 'text-slate-700',
        )}
      >
        {lastMessage ? (
          <>
            {lastMessage.mine ? `${texts.you}: ` : null}
            {lastMessage.body}
          </>
        ) : (
          texts.noMessages
        )}
      </span>
    </Link>
  );
}
