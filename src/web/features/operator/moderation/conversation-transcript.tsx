import { conversationReportMessages } from '#shared/conversation-report-messages';
import { formatDateTime } from '#shared/format';
import type { ModeratedMessage, ReportedConversation } from '#shared/schemas/conversation-reports';
import { Button } from '#web/components/ui/button';
import { LoadingStatus } from '#web/components/ui/query-status';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import {
  useHideConversationMessage,
  useModeratedConversation,
} from '#web/features/operator/api/reported-conversations';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { useDialogTarget } from '#web/features/operator/components/console-list';
import { ReasonDialog } from '#web/features/operator/components/reason-dialog';

const texts = conversationReportMessages.console;

type TranscriptProps = { id: string; conversation: ReportedConversation; label: string };

/** A reported conversation's messages as written (nothing masked), each with 'Ocultar mensaje' while shown. */
export function ConversationTranscript({ id, conversation, label }: TranscriptProps) {
  const query = useModeratedConversation(conversation.id, true);
  const hide = useHideConversationMessage();
  const { target, ask, ...dialog } = useDialogTarget<ModeratedMessage>();
  const nameOf = (message: ModeratedMessage) =>
    message.senderId === conversation.customer.id ? conversation.customer.name : conversation.provider.name;
  const hideLabel = (message: ModeratedMessage) =>
    fillMessage(texts.hideMessageLabel, { name: nameOf(message), date: formatDateTime(message.createdAt) });

  return (
    <section id={id} aria-label={fillMessage(texts.messagesLabel, { label })} className="grid gap-3">
      <p className="text-sm text-slate-700">{texts.readNotice}</p>
      {query.isPending ? <LoadingStatus /> : null}
      {query.isError ? <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          {query.data.more ? (
            <p className="text-sm text-slate-700">
              {fillMessage(texts.olderLeftOut, { count: query.data.messages.length })}
            </p>
          ) : null}
          {query.data.messages.length === 0 ? (
            <p className="text-sm text-slate-700">{texts.noMessages}</p>
          ) : null}
          <ol className="grid gap-3">
            {query.data.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'grid gap-1 rounded-md border p-3',
                  message.hiddenAt ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
                )}
              >
                <p className="text-xs font-semibold text-slate-700">
                  {fillMessage(texts.sentBy, {
                    name: nameOf(message),
                    date: formatDateTime(message.createdAt),
                  })}
                </p>
                {message.body ? (
                  <p className="break-words whitespace-pre-line text-slate-900">{message.body}</p>
                ) : null}
                {message.photos.length > 0 ? (
                  <div className="flex flex-wrap gap-2">
                    {message.photos.map((photo) => (
                      <img
                        key={photo.id}
                        src={photo.url}
                        alt={photo.alt || texts.photoAlt}
                        loading="lazy"
                        className="size-32 rounded-md border border-slate-200 object-cover"
                      />
                    ))}
                  </div>
                ) : null}
                {message.hiddenAt ? (
                  <p className="text-sm text-amber-900">
                    {fillMessage(texts.hiddenOn, {
                      date: formatDateTime(message.hiddenAt),
                      reason: message.hiddenReason ?? '',
                    })}
                  </p>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    aria-label={hideLabel(message)}
                    onClick={() => ask(message)}
                  >
                    {texts.hideMessage}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {target ? (
        <ReasonDialog
          key={target.id}
          {...dialog}
          title={texts.hideTitle}
          description={texts.hideDescription}
          hint={texts.hideHint}
          submitLabel={texts.hideMessage}
          onSubmit={(input) => hide.mutateAsync({ id: conversation.id, messageId: target.id, input })}
          onDone={() => toast.success(texts.hidden, hideLabel(target))}
        />
      ) : null}
    </section>
  );
}
