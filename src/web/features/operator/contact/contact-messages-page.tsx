import { Inbox, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { operatorMessages } from '#shared/operator-messages';
import type { ContactMessage } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadingStatus } from '#web/components/ui/query-status';
import { useContactMessages, type ContactStatus } from '#web/features/operator/api/get-contact-messages';
import { ConsoleLoadError } from '#web/features/operator/components/console-load-error';
import { ContactMessageCard } from './contact-message-card';
import { ReplyDialog } from './reply-dialog';

const texts = operatorMessages.contact;

// In the address (?estado=atendidos), so that a filtered list can be kept and shared.
const FILTERS = [
  { status: 'open', param: null, label: texts.open },
  { status: 'handled', param: 'atendidos', label: texts.handled },
] as const satisfies ReadonlyArray<{ status: ContactStatus; param: string | null; label: string }>;

export function ContactMessagesContent() {
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((item) => item.param === params.get('estado')) ?? FILTERS[0];
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={texts.filterLabel} className="flex flex-wrap gap-2">
        {FILTERS.map((item) => (
          <Button
            key={item.status}
            size="sm"
            variant={item === filter ? 'default' : 'outline'}
            aria-pressed={item === filter}
            onClick={() => setParams(item.param ? { estado: item.param } : {}, { replace: true })}
          >
            {item.label}
          </Button>
        ))}
      </div>
      <MessageList status={filter.status} label={filter.label} />
    </div>
  );
}

function MessageList({ status, label }: { status: ContactStatus; label: string }) {
  const query = useContactMessages(status);
  // The message outlives `open` (and the list, once answered) so the dialog keeps its text while it closes.
  const [target, setTarget] = useState<ContactMessage | null>(null);
  const [open, setOpen] = useState(false);

  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <ConsoleLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.data.length === 0 ? (
        status === 'open' ? (
          <EmptyState icon={Inbox} title={texts.emptyOpenTitle} description={texts.emptyOpenBody} />
        ) : (
          <EmptyState icon={MailCheck} title={texts.emptyHandledTitle} description={texts.emptyHandledBody} />
        )
      ) : (
        <ul className="grid gap-4" aria-label={label}>
          {query.data.map((message) => (
            <li key={message.id}>
              <ContactMessageCard
                message={message}
                onReply={() => {
                  setTarget(message);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? <ReplyDialog key={target.id} message={target} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
