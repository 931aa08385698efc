import { toSingleLine } from '#shared/schemas/contact';
import type { MailMessage } from '#server/mail/mailer';
import { escapeHtml, htmlLayout } from './layout';

export interface ContactReplyMail {
  to: string;
  name: string;
  subject: string;
  /** The operator's answer. */
  body: string;
  /** What the person wrote, quoted below the answer. */
  original: string;
  /** Where their own answer goes: the support address. */
  replyTo: string;
}

/** The answer to a message sent from /contacto, written in the Consola de Operación. */
export function contactReplyEmail(mail: ContactReplyMail): MailMessage {
  const subject = `Re: ${toSingleLine(mail.subject)}`;
  const quoted = mail.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [`Hola ${toSingleLine(mail.name)}:`, '', mail.body, '', 'Tu mensaje:', quoted].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola ${escapeHtml(toSingleLine(mail.name))}:</p>
<p style="white-space:pre-wrap">${escapeHtml(mail.body)}</p>
<p><strong>Tu mensaje:</strong></p>
<blockquote style="white-space:pre-wrap;color:#475569;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(mail.original)}</blockquote>`,
  );
  return { to: mail.to, subject, text, html, replyTo: mail.replyTo };
}
