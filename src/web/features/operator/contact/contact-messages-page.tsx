import { Inbox, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { operatorMessages } from '#shared/operator-messages';
import type { ContactMessage } from '#shared/schemas/operator';
import { Button } from '#web/components/ui/button';
import { useContactMessages, type ContactStatus } from '#web/features/operator/api/get-contact-messages';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { ContactMessageCard } from './contact-message-card';
import { ReplyDialog } from './reply-dialog';

const texts = operatorMessages.contact;

// In the address (?estado=atendidos), so that a filtered list can be kept and shared.
const FILTERS = [
  { status: 'open', param: null, label: texts.open },
  { status: 'handled', param: 'atendidos', label: texts.handled },
] as const satisfies ReadonlyArray<{ status: ContactStatus; param: string | null; label: string }>;

// What each filter says when it has nothing.
const EMPTY = {
  open: { icon: Inbox, title: texts.emptyOpenTitle, description: texts.emptyOpenBody },
  handled: { icon: MailCheck, title: texts.emptyHandledTitle, description: texts.emptyHandledBody },
} satisfies Record<ContactStatus, unknown>;

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
  const { target, ask, ...dialog } = useDialogTarget<ContactMessage>();
  return (
    <ConsoleList
      query={query}
      label={label}
      empty={EMPTY[status]}
      itemKey={(message) => message.id}
      dialog={target ? <ReplyDialog key={target.id} message={target} {...dialog} /> : null}
    >
      {(message) => <ContactMessageCard message={message} onReply={() => ask(message)} />}
    </ConsoleList>
  );
}
