import { fillSlots, formatDateTime } from '#shared/format';
import { operatorMessages } from '#shared/operator-messages';
import { toSingleLine, type ContactInput } from '#shared/schemas/contact';
import type { MailMessage } from '#server/mail/mailer';
import { escapeHtml, htmlLayout } from '#server/mail/templates/layout';

const texts = operatorMessages.contact;

// Support reads it in their inbox and answers with Reply, which goes straight to the sender.
export function contactEmail(
  to: string,
  input: ContactInput,
  { priority, answerBy }: { priority: boolean; answerBy: Date },
): MailMessage {
  // The schema already made them one line; the e-mail's own lines must not depend on every caller doing so.
  const name = toSingleLine(input.name);
  // The mark comes first, where a guest's own subject cannot write it.
  const subject = `${priority ? `[${texts.priority}] ` : ''}[Contacto] ${toSingleLine(input.subject)}`;
  const target = fillSlots(texts.answerBy, { date: formatDateTime(answerBy) });
  const heading = [
    'Nuevo mensaje desde el formulario de contacto.',
    ...(priority ? [`${texts.priority}: proveedor con soporte prioritario en su plan.`] : []),
    target,
  ];
  const text = [
    ...heading,
    '',
    `Nombre: ${name}`,
    `Correo: ${input.email}`,
    `Asunto: ${toSingleLine(input.subject)}`,
    '',
    input.message,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>${heading.map(escapeHtml).join('<br>')}</p>
<p><strong>Nombre:</strong> ${escapeHtml(input.name)}<br>
<strong>Correo:</strong> ${escapeHtml(input.email)}<br>
<strong>Asunto:</strong> ${escapeHtml(input.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  );
  return { to, subject, text, html, replyTo: input.email };
}
