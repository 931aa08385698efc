import { ArrowLeft, Info, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { nationalDigits, telHref } from '#shared/address';
import { conversationMessages as m } from '#shared/conversation-messages';
import type { ConversationSide } from '#shared/domain/conversations';
import type { ConversationHeader as Header } from '#shared/schemas/conversations';
import { messagesPath } from '#web/components/conversations/api';
import { buttonVariants } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';

const texts = m.page;
const linkClass =
  'rounded text-brand underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand';

/** WhatsApp's own address for a Mexican number: the country code and the ten digits. */
const whatsappHref = (phone: string) => `https://wa.me/52${nationalDigits(phone)}`;

/**
 * The top of a conversation: whom it is with, what it is about (a link to it in this panel), and the other side's
 * phone once a service of the pair is confirmed. Before that, the note says why contact details show as '••••'
 * (always, not only beside a hidden one: the writer of a phone sees their own message as written).
 */
export function ConversationHeader({ side, header }: { side: ConversationSide; header: Header }) {
  const { other, subject } = header;
  return (
    <div className="grid gap-3">
      <Link
        to={messagesPath(side)}
        className={`${linkClass} inline-flex items-center gap-1 justify-self-start text-sm`}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {texts.back}
      </Link>
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold break-words text-slate-900">
          {fillMessage(texts.with, { name: other.name })}
        </h2>
        <p className="break-words text-slate-700">
          {texts.subjectKinds[subject.kind]}:{' '}
          <Link to={subject.path} className={linkClass}>
            {subject.title}
          </Link>
        </p>
      </div>
      {header.confirmed && other.phone ? (
        <div className="flex flex-wrap gap-2">
          <a
            href={telHref(other.phone)}
            aria-label={fillMessage(texts.callLabel, { name: other.name, phone: other.phone })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Phone aria-hidden />
            {texts.call}
          </a>
          <a
            href={whatsappHref(other.phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillMessage(texts.whatsappLabel, { name: other.name, phone: other.phone })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden />
            {texts.whatsapp}
          </a>
        </div>
      ) : null}
      {header.confirmed ? null : (
        <p
          role="note"
          className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden />
          {m.contactsHidden}
        </p>
      )}
    </div>
  );
}
