import { formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import type { ContactMessage } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { cn } from '#web/lib/utils';
import { useMarkHandled } from '#web/features/operator/api/answer-contact-message';
import { ConsoleCard, refusalMessage } from '#web/features/operator/components/console-card';
import { EmailLink } from '#web/features/operator/components/email-link';
import { Badge } from '#web/features/operator/users/user-badges';

const texts = operatorMessages.contact;

function handledNote(message: ContactMessage): string | null {
  if (!message.handledAt) return null;
  const date = formatDateTime(message.handledAt);
  return message.handledBy
    ? fillMessage(texts.handledBy, { email: message.handledBy, date })
    : fillMessage(texts.handledOn, { date });
}

/** One message from the Contacto page; a pending one can be marked handled or answered by e-mail. */
export function ContactMessageCard({ message, onReply }: { message: ContactMessage; onReply: () => void }) {
  const titleId = `contact-${message.id}`;
  const handled = handledNote(message);
  return (
    <ConsoleCard
      id={titleId}
      title={message.subject}
      className="gap-3"
      subtitle={
        <>
          {message.priority ? (
            <Badge className="justify-self-start bg-amber-100 text-amber-900">{texts.priority}</Badge>
          ) : null}
          <p className="text-sm break-words text-slate-700">
            {texts.from}: {message.name} · <EmailLink email={message.email} />
          </p>
          <p className="text-sm text-slate-700">
            {texts.receivedAt}: {formatDateTime(message.createdAt)}
          </p>
          {message.handledAt ? null : <AnswerBy message={message} />}
        </>
      }
    >
      <p className="break-words whitespace-pre-line text-slate-800">{message.message}</p>
      {handled ? (
        <div className="grid gap-2 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-700">{handled}</p>
          {message.reply ? (
            <div className="rounded-md bg-slate-50 p-3">
              <p className="text-sm font-semibold text-slate-900">{texts.sentReply}</p>
              <p className="break-words whitespace-pre-line text-slate-800">{message.reply}</p>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          <Button onClick={onReply}>{texts.reply}</Button>
          <MarkHandledButton id={message.id} />
        </div>
      )}
    </ConsoleCard>
  );
}

/** The target from shared/domain/support: 4 office hours for a priority message, else 2 office days. */
function AnswerBy({ message }: { message: ContactMessage }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-2 text-sm',
        message.overdue ? 'font-semibold text-red-800' : 'text-slate-700',
      )}
    >
      {fillMessage(texts.answerBy, { date: formatDateTime(message.answerBy) })}
      {message.overdue ? (
        <Badge className="justify-self-start bg-red-100 text-red-900">{texts.overdue}</Badge>
      ) : null}
    </p>
  );
}

function MarkHandledButton({ id }: { id: string }) {
  const mark = useMarkHandled();
  const markHandled = async () => {
    try {
      await mark.mutateAsync(id);
    } catch (error) {
      toast.error(refusalMessage(error));
      return;
    }
    toast.success(operatorMessages.messageHandled);
  };
  return (
    <Button variant="outline" loading={mark.isPending} onClick={() => void markHandled()}>
      {texts.markHandled}
    </Button>
  );
}
