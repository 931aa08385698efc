import { conversationMessages } from '#shared/conversation-messages';
import type { ConversationSide } from '#shared/domain/conversations';
import type { MailMessage } from '#server/mail/mailer';
import { noticeEmail } from './layout';

export interface ConversationAwayMail {
  to: string;
  /** The recipient's side: which panel the link opens. */
  side: ConversationSide;
  conversationId: string;
  /** The sender, as the recipient sees them in 'Mensajes'. */
  senderName: string;
  /** What the conversation is about: the request's title, or the plan's. */
  title: string;
  /** The sender's messages the recipient has not seen. */
  unread: number;
}

const text = conversationMessages.awayEmail;
const PANELS: Record<ConversationSide, string> = { client: '/cliente', provider: '/proveedor' };

/**
 * To someone who left a message unread for 10 minutes: who wrote, about what, and the conversation's link. The
 * messages' text is never written in it: read in the app, it is masked, hidden by moderation or erased as the
 * rules say at the moment it is read, which a sent e-mail could not follow.
 */
export function conversationAwayEmail(mail: ConversationAwayMail, appUrl: string): MailMessage {
  const fill = (line: string) =>
    line
      .replace('{name}', () => mail.senderName)
      .replace('{title}', () => mail.title)
      .replace('{count}', String(mail.unread));
  return noticeEmail({
    to: mail.to,
    subject: fill(text.subject),
    intro: [fill(mail.unread === 1 ? text.intro.one : text.intro.other), text.inside],
    details: [
      [text.from, mail.senderName],
      [text.about, mail.title],
    ],
    action: {
      label: text.action,
      url: `${appUrl}${PANELS[mail.side]}/mensajes/${mail.conversationId}`,
    },
  });
}
